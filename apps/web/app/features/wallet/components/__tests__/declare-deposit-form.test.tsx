// @vitest-environment happy-dom
import type { EntityWallet } from '@casino/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fieldDescription } from '../../../../lib/testing/field-description';
import { readAlert, retype, settle } from '../../../../lib/testing/render-route';
import { DeclareDepositForm } from '../declare-deposit-form';
import {
  BTC,
  ETH,
  expectRefused,
  preloadContracts,
  renderWalletForm,
  TXID,
  type WalletOptions,
} from './fixtures';

/**
 * The deposit step around the form: the calculator's amount may move, and the coin arrives
 * with the address.
 */
function DepositStepHost(props: { wallet: EntityWallet | null; suggestedAmount: string | null }) {
  const [wallet, setWallet] = useState(props.wallet);
  const [suggestedAmount, setSuggestedAmount] = useState(props.suggestedAmount);
  return (
    <>
      <button type="button" onClick={() => setSuggestedAmount('0.0099')}>
        Rate moved
      </button>
      <button type="button" onClick={() => setWallet(BTC)}>
        Address shown
      </button>
      <DeclareDepositForm wallet={wallet} suggestedAmount={suggestedAmount} />
    </>
  );
}

function renderForm({
  wallet = BTC,
  suggestedAmount = '0.0011035',
  ...options
}: { wallet?: EntityWallet | null; suggestedAmount?: string | null } & WalletOptions = {}) {
  const step = <DepositStepHost wallet={wallet} suggestedAmount={suggestedAmount} />;
  return renderWalletForm('declare-deposit', step, options);
}

describe('DeclareDepositForm (spec §3 Deposit request, §5 deposit button)', () => {
  beforeAll(preloadContracts);
  afterEach(cleanup);

  it('starts with an empty id and the calculator amount, the button disabled', async () => {
    const { reference, amount, submit, field } = renderForm();
    expect(screen.getByRole('form', { name: 'Already sent it?' })).toBe(
      screen.getByTestId('declare-deposit-form'),
    );
    expect(screen.getByLabelText('Transaction ID (hash)')).toBe(reference);
    expect(screen.getByLabelText('Amount sent in BTC')).toBe(amount);
    expect(reference.value).toBe('');
    expect(amount.value).toBe('0.0011035');
    expect(field('entity_wallet_id')?.value).toBe('1');
    expect(submit.textContent).toBe('Deposit');
    expect(submit.disabled).toBe(true);
    await settle();
    expect(submit.disabled).toBe(true);
    // No error before the player typed anything.
    expect(screen.queryByText('Required.')).toBeNull();
    expect(fieldDescription(amount)).toBe(
      'Filled in from the calculator; change it to the exact amount you sent.',
    );
  });

  it('enables "Deposit" once the id and the amount are valid; a recorded deposit empties the id', async () => {
    const { user, reference, amount, submit, posted } = renderForm({
      answer: {
        ok: true,
        message: 'Your deposit is recorded; it is credited once it is confirmed.',
      },
    });
    await user.type(reference, TXID);
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    expect(await readAlert('declare-deposit-alert')).toBe(
      'Your deposit is recorded; it is credited once it is confirmed.',
    );
    expect(posted).toEqual([
      { entity_wallet_id: '1', reference_number: TXID, sent_amount: '0.0011035' },
    ]);
    // The amount stays for a second transfer of the same; the id is the next one's.
    await waitFor(() => expect(reference.value).toBe(''));
    expect(amount.value).toBe('0.0011035');
    expect(submit.disabled).toBe(true);
    expect(fieldDescription(reference)).toBeNull();
  });

  it('follows the calculator until the player types, then keeps and checks the typed amount', async () => {
    const { user, reference, amount, submit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Rate moved' }));
    expect(amount.value).toBe('0.0099');
    await user.type(reference, TXID);
    await retype(user, amount, '0.002');
    await user.click(screen.getByRole('button', { name: 'Rate moved' }));
    expect(amount.value).toBe('0.002');
    await waitFor(() => expect(submit.disabled).toBe(false));

    await user.clear(amount);
    await expectRefused(amount, 'Required.', submit);
    await user.type(amount, '0');
    await waitFor(() => expect(fieldDescription(amount)).toBe('Invalid value.'));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(true);
  });

  it('waits without an amount', async () => {
    const { user, reference, amount, submit } = renderForm({ suggestedAmount: null });
    expect(amount.value).toBe('');
    await user.type(reference, TXID);
    await settle();
    expect(submit.disabled).toBe(true);
  });

  it('waits without a chosen coin, until the address shows', async () => {
    const { user, reference, submit, field } = renderForm({ wallet: null });
    expect(field('entity_wallet_id')).toBeNull();
    await user.type(reference, TXID);
    await settle();
    expect(submit.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Address shown' }));
    expect(field('entity_wallet_id')?.value).toBe('1');
    expect(screen.getByLabelText('Amount sent in BTC')).toBe(field('sent_amount'));
    await waitFor(() => expect(submit.disabled).toBe(false));
  });

  it('says the id is required once touched', async () => {
    const { user, reference, submit } = renderForm({ suggestedAmount: '1' });
    await user.type(reference, ' ');
    await user.tab();
    await expectRefused(reference, 'Required.', submit);
  });

  it('refuses an id longer than 200 characters', async () => {
    const { user, reference, submit } = renderForm();
    await user.click(reference);
    await user.paste('a'.repeat(201));
    await user.tab();
    await expectRefused(reference, 'Max 200 characters', submit);
    await user.clear(reference);
    await user.paste('a'.repeat(200));
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(fieldDescription(reference)).toBeNull();
  });

  it('takes whole coins as a plain decimal above zero, a comma read as a dot', async () => {
    const { user, reference, amount, submit } = renderForm();
    await user.type(reference, TXID);
    for (const valid of ['1', '0.5', '12.00000001', ' 0,0011035 ']) {
      await retype(user, amount, valid);
      await waitFor(() => expect(submit.disabled, valid).toBe(false));
      expect(amount.getAttribute('aria-invalid'), valid).toBeNull();
    }
    const refused: [string, string][] = [
      ['0', 'Invalid value.'],
      ['0.000', 'Invalid value.'],
      ['-1', 'Invalid format.'],
      ['1e-3', 'Invalid format.'],
      ['abc', 'Invalid format.'],
      ['.5', 'Invalid format.'],
      ['01.5', 'Invalid format.'],
      ['1.', 'Invalid format.'],
      // Nine decimals: more than bitcoin has.
      ['0.000000001', 'Invalid format.'],
    ];
    for (const [invalid, text] of refused) {
      await retype(user, amount, invalid);
      await waitFor(() => expect(fieldDescription(amount), invalid).toBe(text));
      expect(submit.disabled, invalid).toBe(true);
    }
  });

  it('posts the amount as typed (the route reads the comma)', async () => {
    const { user, reference, amount, submit, posted } = renderForm();
    await user.type(reference, TXID);
    await retype(user, amount, '0,25');
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.sent_amount).toBe('0,25');
  });

  it('allows the coin its own decimals (ETH 18)', async () => {
    const { user, reference, amount, submit } = renderForm({ wallet: ETH, suggestedAmount: null });
    await user.type(reference, TXID);
    await user.type(amount, '0.000000000000000001');
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(screen.getByLabelText('Amount sent in ETH')).toBe(amount);
  });

  it('shows the server’s words under the field they are about', async () => {
    const { user, reference, amount, submit } = renderForm({
      answer: {
        ok: false,
        message: 'The given data was invalid.',
        fieldErrors: { sent_amount: ['Invalid format.'] },
        values: { entity_wallet_id: '1', reference_number: TXID, sent_amount: '0.0011035' },
      },
    });
    await user.type(reference, TXID);
    await waitFor(() => expect(submit.disabled).toBe(false));
    await user.click(submit);
    await waitFor(() => expect(fieldDescription(amount)).toBe('Invalid format.'));
    expect(screen.getByTestId('declare-deposit-alert').textContent).toBe(
      'The given data was invalid.',
    );
  });

  it.each([
    ['es', '¿Ya lo enviaste?', 'ID de la transacción (hash)', 'Depositar', 'Obligatorio.'],
    ['zh-CN', '已经发送了吗？', '交易 ID（哈希）', '充值', '必填。'],
  ] as const)('speaks %s', async (locale, title, reference, submit, required) => {
    const { user } = renderForm({ locale, suggestedAmount: '1' });
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByTestId('declare-deposit-submit').textContent).toBe(submit);
    const field = screen.getByLabelText(reference);
    await user.type(field, ' ');
    await user.tab();
    await waitFor(() => expect(fieldDescription(field)).toBe(required));
  });
});
