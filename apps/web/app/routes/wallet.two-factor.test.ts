import type { Transaction } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { createRouteArgs, jsonResponse as json, readSentCall } from '../lib/testing/route-args';
import { makeUser } from '../lib/testing/users';
import { action as tipAction } from './wallet.tip';
import { loader } from './wallet.two-factor';
import { action as withdrawAction } from './wallet.withdraw';

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];

const INVALID = 'Este código no es válido o ya se usó. Introduce el código actual.';
const REQUIRED = 'Introduce el código de tu aplicación de autenticación.';
const TRANSACTION: Transaction = {
  id: 12,
  uuid: '5b0c7d1e-7f7a-4d61-9d0e-0a1b2c3d4e5f',
  type: 'tip_sent',
  amount: -500,
  currency: 'USD',
  sent_amount: null,
  symbol: null,
  reference_number: null,
  status: 'confirmed',
  created_at: '2026-02-03T04:05:06.789Z',
  wallet_address: null,
  counterparty: 'Bob Friend',
  confirmations: null,
  reason: null,
  game: null,
  round: null,
};
const MONEY_ANSWER = { status: 'ok', message: 'Done', transaction: TRANSACTION, user: makeUser() };

/** A money form's post over the in-process API answering `answer`. */
function post<Action extends (...args: never[]) => unknown>(
  action: Action,
  form: Record<string, string>,
  answer: Response,
) {
  const { args, fetchApi } = createRouteArgs({ path: '/wallet/form', form, answer });
  return { result: action(args as unknown as Args<Action>), fetchApi };
}

/** The API's 422 about the code: the same text as message and under `two_factor_code`. */
const refusal = (code: string, text: string) =>
  json({ code, message: text, errors: { two_factor_code: [text] } }, 422);

const WITHDRAWAL = { wallet_address: 'bc1qexample', entity_wallet_id: '1', amount: '20' };
const TIP = { recipient: 'Bob Friend', amount: '5' };

describe('the wallet’s two-factor status (issue 18)', () => {
  it('reads GET /api/user/two-factor with the player’s token', async () => {
    const status = {
      status: 'ok',
      enabled: true,
      enabled_at: '2026-05-01T10:00:00.000Z',
      recovery_codes_left: 9,
    };
    const { args, fetchApi } = createRouteArgs({
      path: '/wallet/two-factor',
      method: 'GET',
      answer: json(status),
    });
    await expect(loader(args as unknown as Args<typeof loader>)).resolves.toEqual(status);
    expect(readSentCall(fetchApi)).toMatchObject({
      path: '/api/user/two-factor',
      method: 'GET',
      auth: 'Bearer abc',
    });
  });
});

describe('withdrawals and tips with a two-factor code (issue 18)', () => {
  it('sends the code, trimmed, with the withdrawal and the tip', async () => {
    const withdrawal = post(
      withdrawAction,
      { ...WITHDRAWAL, two_factor_code: ' 123456 ', idempotency_key: 'key-1' },
      json({ ...MONEY_ANSWER, transaction: { ...MONEY_ANSWER.transaction, type: 'withdrawal' } }),
    );
    await expect(withdrawal.result).resolves.toMatchObject({ ok: true });
    expect(readSentCall(withdrawal.fetchApi)).toMatchObject({
      path: '/api/wallet/request/withdrawal',
      body: {
        wallet_address: 'bc1qexample',
        entity_wallet_id: 1,
        amount: '20',
        two_factor_code: '123456',
      },
      key: 'key-1',
    });
    const tip = post(tipAction, { ...TIP, two_factor_code: '654321' }, json(MONEY_ANSWER));
    await expect(tip.result).resolves.toMatchObject({ ok: true });
    expect(readSentCall(tip.fetchApi).body).toEqual({
      recipient: 'Bob Friend',
      amount: '5',
      two_factor_code: '654321',
    });
  });

  it('leaves an empty code out of the request', async () => {
    const { result, fetchApi } = post(
      tipAction,
      { ...TIP, two_factor_code: ' ' },
      json(MONEY_ANSWER),
    );
    await expect(result).resolves.toMatchObject({ ok: true });
    expect(readSentCall(fetchApi).body).toEqual({ recipient: 'Bob Friend', amount: '5' });
  });

  it('answers TWO_FACTOR_REQUIRED and TWO_FACTOR_INVALID under the field, never typing the code back', async () => {
    const missing = post(withdrawAction, WITHDRAWAL, refusal('TWO_FACTOR_REQUIRED', REQUIRED));
    await expect(missing.result).resolves.toMatchObject({
      init: { status: 422 },
      data: {
        ok: false,
        message: '',
        fieldErrors: { two_factor_code: [REQUIRED] },
        values: WITHDRAWAL,
      },
    });
    const wrong = post(
      tipAction,
      { ...TIP, two_factor_code: '000000' },
      refusal('TWO_FACTOR_INVALID', INVALID),
    );
    await expect(wrong.result).resolves.toMatchObject({
      data: { message: '', fieldErrors: { two_factor_code: [INVALID] }, values: TIP },
    });
  });

  it('keeps other refusals in the alert, as before', async () => {
    const answer = json(
      {
        code: 'INSUFFICIENT_FUNDS',
        message: 'Saldo insuficiente.',
        errors: { amount: ['Saldo insuficiente.'] },
      },
      422,
    );
    await expect(post(tipAction, TIP, answer).result).resolves.toMatchObject({
      data: { message: 'Saldo insuficiente.', fieldErrors: { amount: ['Saldo insuficiente.'] } },
    });
  });
});
