// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FormFailure } from '../../../../lib/forms';
import { fieldDescription } from '../../../../lib/testing/field-description';
import { renderRoutes, settle } from '../../../../lib/testing/render-route';
import { WALLET_ROUTES } from '../../wallet-data';
import { TipForm } from '../tip-form';
import WalletDialog from '../wallet-dialog';
import { WithdrawForm } from '../withdraw-form';
import {
  BTC,
  player,
  preloadContracts,
  renderWalletForm,
  UUID,
  type WalletOptions,
} from './fixtures';

const INVALID = 'This code is not valid, or it was already used. Enter the current code.';
const REQUIRED = 'Enter the code from your authenticator app.';

/** The API's refusal of the code, as the resource routes pass it on: said under the field. */
const refusedCode = (text: string): FormFailure => ({
  ok: false,
  message: '',
  fieldErrors: { two_factor_code: [text] },
  values: {},
});

const renderWithdraw = (isTwoFactorOn: boolean, options?: WalletOptions) =>
  renderWalletForm(
    'withdraw',
    <WithdrawForm wallet={BTC} user={player()} onSuccess={vi.fn()} isTwoFactorOn={isTwoFactorOn} />,
    options,
  );

const renderTip = (isTwoFactorOn: boolean, options?: WalletOptions) =>
  renderWalletForm('tip', <TipForm user={player()} isTwoFactorOn={isTwoFactorOn} />, options);

const ONRAMP_OFF: FormFailure = { ok: false, message: 'Not offered', fieldErrors: {} };

const codeField = () => screen.getByLabelText('Authenticator code') as HTMLInputElement;

describe('the two-factor code of withdrawals and tips (issue 18)', () => {
  beforeAll(preloadContracts);
  afterEach(cleanup);

  it('is not asked for when the player has 2FA off', async () => {
    const withdraw = renderWithdraw(false);
    await settle();
    expect(withdraw.field('two_factor_code')).toBeNull();
    cleanup();
    const tip = renderTip(false);
    await settle();
    expect(tip.field('two_factor_code')).toBeNull();
  });

  it('withdraw: waits for the code, then sends it with the request', async () => {
    const { user, address, submit, posted, field } = renderWithdraw(true);
    const code = codeField();
    expect(field('two_factor_code')).toBe(code);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(fieldDescription(code)).toBe(
      'Two-factor authentication is on: type the 6-digit code from your app.',
    );
    await user.type(address, 'bc1qexampleaddress');
    await settle();
    expect(submit.disabled).toBe(true);
    await user.type(code, '123456');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      entity_wallet_id: '1',
      idempotency_key: expect.stringMatching(UUID),
      wallet_address: 'bc1qexampleaddress',
      amount: '20',
      two_factor_code: '123456',
    });
  });

  it('withdraw: says a wrong code under the field, not in the alert', async () => {
    const { user, address, submit } = renderWithdraw(true, { answer: refusedCode(INVALID) });
    await user.type(address, 'bc1qexampleaddress');
    await user.type(codeField(), '000000');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(fieldDescription(codeField())).toBe(INVALID));
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('withdraw-alert')).toBeNull();
  });

  it('tip: sends the code, and empties it with the rest once the tip is sent', async () => {
    const { user, recipient, amount, submit, posted } = renderTip(true, {
      answer: { ok: true, message: 'Your tip has been sent.', user: player() },
    });
    await user.type(recipient, 'Bob Friend');
    await user.type(amount, '5');
    await settle();
    expect(submit.disabled).toBe(true);
    await user.type(codeField(), '654321');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      idempotency_key: expect.stringMatching(UUID),
      recipient: 'Bob Friend',
      amount: '5',
      two_factor_code: '654321',
    });
    await waitFor(() => expect(codeField().value).toBe(''));
  });

  it('tip: shows the field with the API’s words when the API asks for a code it could not know of', async () => {
    const { user, recipient, amount, submit, posted } = renderTip(false, {
      answer: refusedCode(REQUIRED),
    });
    await user.type(recipient, 'Bob Friend');
    await user.type(amount, '5');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(fieldDescription(codeField())).toBe(REQUIRED));
    expect(posted[0]).not.toHaveProperty('two_factor_code');
    expect(submit.disabled).toBe(true);
  });
});

describe('the wallet dialog asks the web server whether 2FA is on (issue 18)', () => {
  afterEach(cleanup);

  /** The dialog open on `tab`; /wallet/two-factor answers `enabled` and counts its reads. */
  function renderDialog(tab: 'tips' | 'onramper', enabled: boolean) {
    const reads = vi.fn(() => ({
      status: 'ok',
      enabled,
      enabled_at: enabled ? '2026-05-01T10:00:00.000Z' : null,
      recovery_codes_left: enabled ? 10 : 0,
    }));
    const dialog = (
      <WalletDialog
        user={player()}
        open
        tab={tab}
        coin={null}
        onClose={vi.fn()}
        onSelectTab={vi.fn()}
      />
    );
    renderRoutes([
      { path: '/', Component: () => dialog },
      { path: WALLET_ROUTES.twoFactor, Component: () => null, loader: reads },
      // The Buy Crypto tab reads its widget; not offered here.
      { path: WALLET_ROUTES.onramp, Component: () => null, loader: () => ONRAMP_OFF },
    ]);
    return reads;
  }

  it('shows the code field on the tip tab when 2FA is on', async () => {
    const reads = renderDialog('tips', true);
    expect(await screen.findByLabelText('Authenticator code')).toBeTruthy();
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('leaves it out when 2FA is off, and asks only for the tabs that move money', async () => {
    const reads = renderDialog('tips', false);
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
    await settle();
    expect(screen.getByTestId('tip-form')).toBeTruthy();
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
    cleanup();
    const onramp = renderDialog('onramper', true);
    await settle();
    expect(onramp).not.toHaveBeenCalled();
  });
});
