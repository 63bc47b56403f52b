import type { Transaction } from '@casino/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouteArgs, jsonResponse as json, readSentCall } from '../lib/testing/route-args';
import { makeUser } from '../lib/testing/users';
import { action as depositAction } from './wallet.deposit';
import { action as tipAction } from './wallet.tip';
import { action as withdrawAction } from './wallet.withdraw';

const USER = makeUser({ balance: 6_450, w_balance: 6_450 });
const TRANSACTION: Transaction = {
  id: 12,
  uuid: '5b0c7d1e-7f7a-4d61-9d0e-0a1b2c3d4e5f',
  type: 'withdrawal',
  amount: -3_550,
  currency: 'USD',
  sent_amount: null,
  symbol: 'BTC',
  reference_number: null,
  status: 'pending',
  created_at: '2026-02-03T04:05:06.789Z',
  wallet_address: 'bc1qexampleaddress',
  counterparty: null,
  confirmations: null,
  reason: null,
  game: null,
  round: null,
};
const TXID = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b';

type Args<T extends (...args: never[]) => unknown> = Parameters<T>[0];

/** A wallet form's post, over the in-process API answering `answer`. */
function post<Action extends (...args: never[]) => unknown>(
  action: Action,
  form: Record<string, string>,
  answer: Response,
) {
  const { args, fetchApi } = createRouteArgs({ path: '/wallet/form', form, answer });
  return { result: action(args as unknown as Args<Action>), fetchApi };
}

/** The API's answer to a withdrawal or a tip: the pending transaction and the balances after. */
function moneyAnswer(message: string) {
  return json({ status: 'ok', message, transaction: TRANSACTION, user: USER });
}

describe('wallet form resource routes (decision 006: the token stays on the server)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('requests a withdrawal with the form’s key, the amount’s decimal comma read as a point', async () => {
    const answer = moneyAnswer('Withdrawal request pending');
    const { result, fetchApi } = post(
      withdrawAction,
      {
        wallet_address: 'bc1qexampleaddress',
        entity_wallet_id: '1',
        amount: '35,5',
        idempotency_key: 'key-1',
      },
      answer,
    );
    expect(await result).toEqual({ ok: true, message: 'Withdrawal request pending', user: USER });
    expect(readSentCall(fetchApi)).toEqual({
      path: '/api/wallet/request/withdrawal',
      method: 'POST',
      body: { wallet_address: 'bc1qexampleaddress', entity_wallet_id: 1, amount: '35.5' },
      key: 'key-1',
      auth: 'Bearer abc',
      language: 'es',
    });
  });

  it('sends a tip with the form’s key, the amount trimmed and read with a point', async () => {
    const answer = moneyAnswer('Your tip has been sent.');
    const { result, fetchApi } = post(
      tipAction,
      { recipient: 'Bob Friend', amount: ' 5,25 ', idempotency_key: 'key-2' },
      answer,
    );
    expect(await result).toEqual({ ok: true, message: 'Your tip has been sent.', user: USER });
    const sent = readSentCall(fetchApi);
    expect(sent.path).toBe('/api/wallet/request/tip');
    expect(sent.body).toEqual({ recipient: 'Bob Friend', amount: '5.25' });
    expect(sent.key).toBe('key-2');
  });

  it('declares a deposit with the id trimmed and the amount read with a point', async () => {
    const deposit = {
      ...TRANSACTION,
      type: 'deposit' as const,
      amount: null,
      reference_number: TXID,
    };
    const answer = json({ status: 'ok', message: 'Recorded.', transaction: deposit });
    const { result, fetchApi } = post(
      depositAction,
      { reference_number: ` ${TXID} `, entity_wallet_id: '1', sent_amount: ' 0,25 ' },
      answer,
    );
    expect(await result).toEqual({ ok: true, message: 'Recorded.', transaction: deposit });
    const sent = readSentCall(fetchApi);
    expect(sent.path).toBe('/api/wallet/request/deposit');
    expect(sent.body).toEqual({ reference_number: TXID, entity_wallet_id: 1, sent_amount: '0.25' });
  });

  it('gives the form the API’s words and what was typed back', async () => {
    const form = {
      wallet_address: 'nope',
      entity_wallet_id: '1',
      amount: '20',
      idempotency_key: 'k',
    };
    const answer = json(
      {
        message: 'This is not a valid BTC address.',
        code: 'INVALID_ADDRESS',
        errors: { wallet_address: ['This is not a valid BTC address.'] },
      },
      422,
    );
    const { result } = post(withdrawAction, form, answer);
    expect(await result).toMatchObject({
      data: {
        ok: false,
        message: 'This is not a valid BTC address.',
        fieldErrors: { wallet_address: ['This is not a valid BTC address.'] },
        values: { wallet_address: 'nope', entity_wallet_id: '1', amount: '20' },
        status: 422,
      },
      init: { status: 422 },
    });
  });
});
