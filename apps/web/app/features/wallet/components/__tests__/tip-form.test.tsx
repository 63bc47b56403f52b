// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fieldDescription } from '../../../../lib/testing/field-description';
import { readAlert, retype, settle } from '../../../../lib/testing/render-route';
import { TipForm } from '../tip-form';
import {
  expectRefused,
  player,
  preloadContracts,
  renderWalletForm,
  UUID,
  type WalletOptions,
} from './fixtures';

const renderForm = (options?: WalletOptions) =>
  renderWalletForm('tip', <TipForm user={player()} />, options);

describe('TipForm (spec §2 Tips tab, §5: amount required, no minimum)', () => {
  beforeAll(preloadContracts);
  afterEach(cleanup);

  it('starts empty with the balance under the amount, the Tip button waiting', async () => {
    const { recipient, amount, submit } = renderForm();
    expect(screen.getByText('Send part of your balance to another player.').tagName).toBe('P');
    expect(screen.getByLabelText('Player name')).toBe(recipient);
    expect(screen.getByLabelText('Amount in USD')).toBe(amount);
    expect(fieldDescription(amount)).toBe('Your balance: $100.00');
    expect(submit.textContent).toBe('Tip');
    expect(submit.disabled).toBe(true);
    await settle();
    expect(submit.disabled).toBe(true);
    expect(screen.queryByText('Required.')).toBeNull();
  });

  it('posts the recipient and the amount with an idempotency key, and empties the form once sent', async () => {
    const { user, recipient, amount, submit, posted } = renderForm({
      answer: { ok: true, message: 'Your tip has been sent.', user: player({ balance: 9_500 }) },
    });
    await user.type(recipient, 'Bob Friend');
    await user.type(amount, '5');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    expect(await readAlert('tip-alert')).toBe('Your tip has been sent.');
    expect(posted).toEqual([
      { idempotency_key: expect.stringMatching(UUID), recipient: 'Bob Friend', amount: '5' },
    ]);
    await waitFor(() => expect(recipient.value).toBe(''));
    expect(amount.value).toBe('');
    expect(submit.disabled).toBe(true);

    // The next tip is a new request.
    await user.type(recipient, 'Bob Friend');
    await user.type(amount, '5');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.idempotency_key).toMatch(UUID);
    expect(posted[1]!.idempotency_key).not.toBe(posted[0]!.idempotency_key);
  });

  it('checks the amount as typed: required, a number above zero, a comma read as a dot', async () => {
    const { user, recipient, amount, submit } = renderForm();
    await user.type(recipient, 'Bob Friend');
    await user.type(amount, '5');
    await user.clear(amount);
    await expectRefused(amount, 'Required.', submit);
    await user.type(amount, 'abc');
    await expectRefused(amount, 'Enter the amount as a plain number, such as 20.50.', submit);
    await retype(user, amount, '0');
    await expectRefused(amount, 'The amount must be more than zero.', submit);
    await retype(user, amount, '0,5');
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(fieldDescription(amount)).toBe('Your balance: $100.00');
  });

  it('says the recipient is required once emptied', async () => {
    const { user, recipient, amount, submit } = renderForm();
    await user.type(amount, '5');
    await user.type(recipient, 'B');
    await user.clear(recipient);
    await expectRefused(recipient, 'Required.', submit);
  });

  it('shows the server’s words and resends the same key for the same tip', async () => {
    const { user, recipient, amount, submit, posted } = renderForm({
      answer: { ok: false, message: 'No player with this name was found.', fieldErrors: {} },
    });
    await user.type(recipient, 'Nobody By This Name');
    await user.type(amount, '5');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    const alert = await screen.findByTestId('tip-alert');
    expect(alert.textContent).toBe('No player with this name was found.');
    expect(alert.dataset.tone).toBe('error');
    await user.click(submit);
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.idempotency_key).toBe(posted[0]!.idempotency_key);
    await user.type(recipient, '!');
    await user.click(submit);
    await waitFor(() => expect(posted).toHaveLength(3));
    expect(posted[2]!.idempotency_key).not.toBe(posted[0]!.idempotency_key);
  });

  it('speaks the page language (Chinese)', async () => {
    const { user, amount, submit } = renderForm({ locale: 'zh-CN' });
    expect(submit.textContent).toBe('打赏');
    await user.type(amount, '0');
    await waitFor(() => expect(fieldDescription(amount)).toBe('金额必须大于零。'));
  });
});
