import type { TransactionsResponse, WalletActionResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  useWalletApp,
  t,
  api,
  BTC_ADDRESS,
  verifiedPlayer,
  staffToken,
  user,
  depositBtc,
  btcId,
} from '../../../test/wallet';

useWalletApp();

describe('withdrawals', () => {
  it('checks the spec rules with the spec texts, in the player’s language', async () => {
    const player = await verifiedPlayer({ currency: 'USD' });
    await depositBtc(player, '0.001'); // 50.00 USD
    const id = await btcId(player.token);
    const ask = (body: Record<string, unknown>, locale?: string) =>
      api.post(
        '/api/wallet/request/withdrawal',
        { wallet_address: BTC_ADDRESS, entity_wallet_id: id, ...body },
        {
          token: player.token,
          ...(locale ? { locale } : {}),
        },
      );
    expect((await ask({ amount: 19.99 })).body.message).toBe('Min withdrawal request is 20 USD');
    expect((await ask({ amount: 19.99 }, 'es')).body.message).toBe(
      'La solicitud de retiro mínima es de 20 USD',
    );
    expect((await ask({ amount: 50.01 })).body.message).toBe(
      'Withdrawal request exceeding your balance',
    );
    const badAddress = await ask({
      amount: 20,
      wallet_address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3',
    });
    expect(badAddress.status).toBe(422);
    expect(badAddress.body.errors?.wallet_address).toEqual(['This is not a valid BTC address.']);
    expect((await ask({ amount: 20.001 })).status).toBe(422);
    expect((await user(player.token)).w_balance).toBe(5_000);
  });

  it('holds the amount, replays by idempotency key, cancels back, and hides it from others', async () => {
    const player = await verifiedPlayer();
    const other = await verifiedPlayer();
    await depositBtc(player, '0.001');
    const id = await btcId(player.token);
    const body = { wallet_address: BTC_ADDRESS, entity_wallet_id: id, amount: 30 };
    const headers = { 'idempotency-key': 'withdraw-test-key-1' };
    const first = await api.post('/api/wallet/request/withdrawal', body, {
      token: player.token,
      headers,
    });
    expect(first.status).toBe(200);
    const result = first.body as unknown as WalletActionResponse;
    expect(result.message).toBe('Withdrawal request pending');
    expect(result.transaction).toMatchObject({
      type: 'withdrawal',
      status: 'pending',
      amount: -3_000,
      sent_amount: '0.0006 BTC',
    });
    expect(result.user).toMatchObject({ balance: 2_000, w_balance: 2_000 });

    const replay = await api.post('/api/wallet/request/withdrawal', body, {
      token: player.token,
      headers,
    });
    expect((replay.body as unknown as WalletActionResponse).transaction.uuid).toBe(
      result.transaction.uuid,
    );
    const changed = await api.post(
      '/api/wallet/request/withdrawal',
      { ...body, amount: 20 },
      { token: player.token, headers },
    );
    expect(changed.status).toBe(409);
    expect((await user(player.token)).w_balance).toBe(2_000);

    const pending = (await api.post('/api/wallet/pending/withdrawal', {}, { token: player.token }))
      .body as unknown as TransactionsResponse;
    expect(pending.transactions.map((t) => t.uuid)).toEqual([result.transaction.uuid]);

    // User A cannot touch user B's withdrawal.
    const stolen = await api.post(
      '/api/wallet/withdrawal/cancel',
      { uuid: result.transaction.uuid },
      { token: other.token },
    );
    expect(stolen.status).toBe(404);
    const cancelled = await api.post(
      '/api/wallet/withdrawal/cancel',
      { uuid: result.transaction.uuid },
      { token: player.token },
    );
    expect(cancelled.body).toMatchObject({
      message: 'Your withdrawal has been cancelled.',
      transaction: { status: 'cancelled' },
    });
    expect((await user(player.token)).w_balance).toBe(5_000);
    expect(
      (
        await api.post(
          '/api/wallet/withdrawal/cancel',
          { uuid: result.transaction.uuid },
          { token: player.token },
        )
      ).status,
    ).toBe(409);
  });

  it('lets staff approve with the txid or reject with a reason; players may not', async () => {
    const player = await verifiedPlayer();
    await depositBtc(player, '0.002'); // 100.00
    const id = await btcId(player.token);
    const withdraw = async (amount: number) =>
      (
        (
          await api.post(
            '/api/wallet/request/withdrawal',
            { wallet_address: BTC_ADDRESS, entity_wallet_id: id, amount },
            { token: player.token },
          )
        ).body as unknown as WalletActionResponse
      ).transaction.uuid;
    const a = await withdraw(40);
    const b = await withdraw(25);
    expect(
      (
        await api.post(
          `/api/admin/withdrawals/${a}/approve`,
          { txid: 'aa'.repeat(32) },
          { token: player.token },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await api.post(
          `/api/admin/withdrawals/${a}/approve`,
          {},
          { token: await staffToken('support') },
        )
      ).status,
    ).toBe(403);

    const admin = await staffToken('admin');
    const listed = await api.get('/api/admin/withdrawals?status=pending', { token: admin });
    expect((listed.body.withdrawals as { uuid: string }[]).map((w) => w.uuid)).toEqual(
      expect.arrayContaining([a, b]),
    );

    const approved = await api.post(
      `/api/admin/withdrawals/${a}/approve`,
      { txid: 'aa'.repeat(32) },
      { token: admin },
    );
    expect(approved.body).toMatchObject({
      withdrawal: { status: 'confirmed', txid: 'aa'.repeat(32) },
    });
    const rejected = await api.post(
      `/api/admin/withdrawals/${b}/reject`,
      { reason: 'Address on a sanctions list' },
      { token: admin },
    );
    expect(rejected.body).toMatchObject({
      withdrawal: { status: 'rejected', reason: 'Address on a sanctions list' },
    });
    // Decided once: later decisions are refused and move no money.
    expect(
      (
        await api.post(
          `/api/admin/withdrawals/${a}/reject`,
          { reason: 'too late' },
          { token: admin },
        )
      ).status,
    ).toBe(409);
    expect(
      (await api.post(`/api/wallet/withdrawal/cancel`, { uuid: b }, { token: player.token }))
        .status,
    ).toBe(409);
    expect(await user(player.token)).toMatchObject({ balance: 6_000, w_balance: 6_000 });
    const history = (await api.post('/api/wallet/transactions', {}, { token: player.token }))
      .body as unknown as TransactionsResponse;
    expect(history.transactions.slice(0, 2).map((t) => [t.status, t.reason])).toEqual([
      ['rejected', 'Address on a sanctions list'],
      ['confirmed', null],
    ]);
    expect((await t.runtime.services.ledgerService.verify()).ok).toBe(true);
  });
});

describe('amounts are read from their decimal text (no floating point)', () => {
  it('takes "20.10" and 20.1 as 20.10, refuses extra decimals, exponents, signs and zero', async () => {
    const player = await verifiedPlayer({ currency: 'USD' });
    await depositBtc(player, '0.002'); // 100.00
    const id = await btcId(player.token);
    const withdraw = (amount: unknown, key: string) =>
      api.post(
        '/api/wallet/request/withdrawal',
        { wallet_address: BTC_ADDRESS, entity_wallet_id: id, amount },
        { token: player.token, headers: { 'idempotency-key': key } },
      );
    const text = await withdraw('20.10', 'amount-text-1');
    expect((text.body as unknown as WalletActionResponse).transaction.amount).toBe(-2_010);
    const number = await withdraw(20.1, 'amount-number-1');
    expect((number.body as unknown as WalletActionResponse).transaction.amount).toBe(-2_010);
    // A form body, as the spec's client may send it.
    const form = await api.post(
      '/api/wallet/request/withdrawal',
      Buffer.from(`wallet_address=${BTC_ADDRESS}&entity_wallet_id=${id}&amount=20.25`),
      {
        token: player.token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    expect((form.body as unknown as WalletActionResponse).transaction.amount).toBe(-2_025);
    expect((await user(player.token)).w_balance).toBe(10_000 - 2_010 - 2_010 - 2_025);

    const refusals: [unknown, string][] = [
      ['20.101', 'At most 2 decimals.'],
      [0.1 + 0.2, 'At most 2 decimals.'],
      ['1e3', 'Enter the amount as a plain number, such as 20.50.'],
      ['-20', 'Enter the amount as a plain number, such as 20.50.'],
      ['twenty', 'Enter the amount as a plain number, such as 20.50.'],
      ['0', 'The amount must be more than zero.'],
    ];
    for (const [amount, message] of refusals) {
      const res = await withdraw(amount, `amount-refused-${String(amount)}`);
      expect(res.status, String(amount)).toBe(422);
      expect(res.body.errors?.amount, String(amount)).toEqual([message]);
    }
    const tip = await api.post(
      '/api/wallet/request/tip',
      { recipient: 'Anyone At All', amount: '1.005' },
      { token: player.token, locale: 'zh-CN' },
    );
    expect(tip.body.errors?.amount).toEqual(['最多 2 位小数。']);
    expect((await user(player.token)).w_balance).toBe(10_000 - 2_010 - 2_010 - 2_025);
  });
});
