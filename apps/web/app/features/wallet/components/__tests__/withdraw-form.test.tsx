// @vitest-environment happy-dom
import type { User } from '@casino/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fieldDescription } from '../../../../lib/testing/field-description';
import { readAlert, retype, settle } from '../../../../lib/testing/render-route';
import { WithdrawForm, WITHDRAW_SUCCESS_DELAY_MS } from '../withdraw-form';
import {
  BTC,
  expectRefused,
  player,
  preloadContracts,
  renderWalletForm,
  UUID,
  type WalletOptions,
} from './fixtures';

function renderForm({ user = player(), ...options }: { user?: User } & WalletOptions = {}) {
  const onSuccess = vi.fn();
  const form = <WithdrawForm wallet={BTC} user={user} onSuccess={onSuccess} />;
  const view = renderWalletForm('withdraw', form, options);
  return { ...view, onSuccess };
}

describe('WithdrawForm (spec §2, §5): the WithdrawalRequest contract and the player’s limits', () => {
  beforeAll(preloadContracts);
  afterEach(cleanup);

  it('starts at 20 with an empty address, and waits for the address before submitting', async () => {
    const { address, amount, submit } = renderForm();
    expect(screen.getByLabelText('Receiving BTC address')).toBe(address);
    expect(screen.getByLabelText('Amount in USD')).toBe(amount);
    expect(amount.value).toBe('20');
    expect(address.value).toBe('');
    expect(submit.textContent).toBe('Request Withdrawal');
    expect(submit.disabled).toBe(true);
    await settle();
    expect(submit.disabled).toBe(true);
    // The address error waits until the field was left; the amount has none at 20.
    expect(fieldDescription(address)).toBeNull();
    expect(fieldDescription(amount)).toBe('Withdrawable: $50.00');
    expect(screen.queryByText('Required.')).toBeNull();
  });

  it('enables "Request Withdrawal" once the address and the amount are valid, and posts them', async () => {
    const { user, address, submit, posted } = renderForm();
    await user.type(address, 'bc1qexampleaddress');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      entity_wallet_id: '1',
      idempotency_key: expect.stringMatching(UUID),
      wallet_address: 'bc1qexampleaddress',
      amount: '20',
    });
  });

  it('shows "Withdrawal request pending" and closes the dialog after a moment', async () => {
    const { user, address, submit, onSuccess } = renderForm({
      answer: { ok: true, message: 'Withdrawal request pending', user: player() },
    });
    await user.type(address, 'bc1qexampleaddress');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    expect(await readAlert('withdraw-alert')).toBe('Withdrawal request pending');
    // Sent once: the button stays disabled until the dialog closes.
    expect(submit.disabled).toBe(true);
    expect(onSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1), {
      timeout: WITHDRAW_SUCCESS_DELAY_MS + 1000,
    });
  });

  it('refuses less than 20 in the user currency, zero included', async () => {
    const { user, address, amount, submit } = renderForm();
    await user.type(address, 'bc1qexampleaddress');
    for (const typed of ['19.99', '0']) {
      await retype(user, amount, typed);
      await waitFor(() =>
        expect(fieldDescription(amount)).toBe('Min withdrawal request is 20 USD'),
      );
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      expect(submit.disabled).toBe(true);
    }
  });

  it('refuses more than the withdrawable balance (w_balance), and takes all of it', async () => {
    const { user, address, amount, submit } = renderForm();
    await user.type(address, 'bc1q');
    await retype(user, amount, '50.01');
    await expectRefused(amount, 'Withdrawal request exceeding your balance', submit);
    await retype(user, amount, '50');
    await waitFor(() => expect(fieldDescription(amount)).toBe('Withdrawable: $50.00'));
    expect(submit.disabled).toBe(false);
  });

  it('says at once when even 20 exceeds the withdrawable balance', async () => {
    const { amount, submit } = renderForm({ user: player({ w_balance: 1_999 }) });
    await expectRefused(amount, 'Withdrawal request exceeding your balance', submit);
  });

  it('takes amounts from 20 up to the balance, a decimal comma read as the point', async () => {
    const { user, address, amount, submit, posted } = renderForm();
    await user.type(address, 'bc1q');
    for (const typed of ['20.00', '50', '35,5']) {
      await retype(user, amount, typed);
      await waitFor(() => expect(submit.disabled, typed).toBe(false));
      expect(fieldDescription(amount), typed).toBe('Withdrawable: $50.00');
    }
    // Posted as typed: the resource route reads the comma.
    await user.click(submit);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.amount).toBe('35,5');
  });

  it('words an amount that is not one in the contract’s text, and a missing one as required', async () => {
    const { user, address, amount, submit } = renderForm();
    await user.type(address, 'bc1q');
    await user.clear(amount);
    await waitFor(() => expect(fieldDescription(amount)).toBe('Required.'));
    await user.type(amount, 'abc');
    await expectRefused(amount, 'Enter the amount as a plain number, such as 20.50.', submit);
  });

  it('says the address is required once the field was touched', async () => {
    const { user, address, amount, submit } = renderForm();
    await retype(user, amount, '25');
    await user.type(address, '   ');
    await user.tab();
    await waitFor(() => expect(fieldDescription(address)).toBe('Required.'));
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(true);
  });

  it('asks the crypto equivalent of the amount for the withdrawals section', async () => {
    const { conversions } = renderForm();
    expect((await screen.findByTestId('withdraw-conversion-amount')).textContent).toBe(
      '0.00166667',
    );
    expect(conversions).toEqual([
      '?crypto_symbol=BTC&fiat_symbol=USD&fiat_amount=20&section_name=withdrawals',
    ]);
  });

  it('shows the server’s words, and sends one key per distinct request', async () => {
    const { user, address, amount, submit, posted } = renderForm({
      answer: {
        ok: false,
        message: 'The given data was invalid.',
        fieldErrors: { wallet_address: ['This is not a valid BTC address.'] },
        values: { wallet_address: 'not-an-address', entity_wallet_id: '1', amount: '20' },
      },
    });
    await user.type(address, 'not-an-address');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(fieldDescription(address)).toBe('This is not a valid BTC address.'));
    const alert = screen.getByTestId('withdraw-alert');
    expect(alert.textContent).toBe('The given data was invalid.');
    expect(alert.dataset.tone).toBe('error');

    // The same request again (a second click) carries the same key...
    await user.click(submit);
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.idempotency_key).toBe(posted[0]!.idempotency_key);
    // ...an edited one a new key.
    await retype(user, amount, '25');
    await user.click(submit);
    await waitFor(() => expect(posted).toHaveLength(3));
    expect(posted[2]!.amount).toBe('25');
    expect(posted[2]!.idempotency_key).toMatch(UUID);
    expect(posted[2]!.idempotency_key).not.toBe(posted[0]!.idempotency_key);
  });

  it('shows the withdrawable balance and both fee notes', () => {
    const { amount } = renderForm({ user: player({ currency: 'EUR', w_balance: 123_456 }) });
    expect(screen.getByLabelText('Amount in EUR')).toBe(amount);
    expect(fieldDescription(amount)).toBe('Withdrawable: €1,234.56');
    expect(screen.getByText('The amount deducted may vary.').tagName).toBe('LI');
    expect(screen.getByText('A gas/transaction fee is deducted from the total.').tagName).toBe(
      'LI',
    );
  });

  it('speaks the page language (Spanish)', async () => {
    const { user, address, amount, submit } = renderForm({ locale: 'es' });
    expect(submit.textContent).toBe('Solicitar retiro');
    await user.type(address, 'x');
    await retype(user, amount, '5');
    await waitFor(() =>
      expect(fieldDescription(amount)).toBe('La solicitud de retiro mínima es de 20 USD'),
    );
  });
});
