import type { TransactionsResponse, WalletActionResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { useWalletApp, t, api, verifiedPlayer, user, depositBtc } from '../../../test/wallet';

useWalletApp();

describe('tips', () => {
  it('moves withdrawable cash to another named player, atomically, with clear refusals', async () => {
    const alice = await verifiedPlayer({ name: 'Alice Tipper Jones', currency: 'USD' });
    const bob = await verifiedPlayer({ name: 'Bob Receiver Smith', currency: 'USD' });
    const euro = await verifiedPlayer({ name: 'Eve Euro Player', currency: 'EUR' });
    await depositBtc(alice, '0.001'); // 50.00
    const tip = (recipient: string, amount: number) =>
      api.post('/api/wallet/request/tip', { recipient, amount }, { token: alice.token });
    expect((await tip('Alice Tipper Jones', 1)).body.message).toBe('You cannot tip yourself.');
    expect((await tip('Nobody Here At All', 1)).body.message).toBe(
      'No player with this name was found.',
    );
    expect((await tip(euro.name, 1)).body.message).toBe(
      'Tips can only go to players who play in the same currency.',
    );
    expect((await tip(bob.name, 50.01)).body.message).toBe('Tip exceeding your balance');
    const sent = await tip('bob receiver smith', 12.5);
    expect(sent.body).toMatchObject({
      message: 'Your tip has been sent.',
      transaction: { type: 'tip_sent', amount: -1_250, counterparty: 'Bob Receiver Smith' },
      user: { w_balance: 3_750 },
    });
    expect((await user(bob.token)).w_balance).toBe(1_250);
    const bobs = (await api.post('/api/wallet/transactions', {}, { token: bob.token }))
      .body as unknown as TransactionsResponse;
    expect(bobs.transactions[0]).toMatchObject({
      type: 'tip_received',
      amount: 1_250,
      counterparty: 'Alice Tipper Jones',
    });
  });
});

describe('tip rate limit', () => {
  it('answers the 11th new tip in a minute 429 and moves no money; replays still answer', async () => {
    const alice = await verifiedPlayer({ currency: 'USD' });
    const bob = await verifiedPlayer({ currency: 'USD' });
    await depositBtc(alice, '0.001'); // 50.00
    const tip = (key: string) =>
      api.post(
        '/api/wallet/request/tip',
        { recipient: bob.name, amount: '1.00' },
        { token: alice.token, headers: { 'idempotency-key': `tip-limit-${alice.id}-${key}` } },
      );
    const first = await tip('0');
    expect(first.status).toBe(200);
    for (let i = 1; i < 10; i += 1) expect((await tip(String(i))).status).toBe(200);
    const eleventh = await tip('10');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.code).toBe('RATE_LIMITED');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect((await user(alice.token)).w_balance).toBe(4_000);
    expect((await user(bob.token)).w_balance).toBe(1_000);
    // A client retrying an answered tip (same key) gets its answer: nothing moves twice.
    const replay = await tip('0');
    expect(replay.status).toBe(200);
    expect((replay.body as unknown as WalletActionResponse).transaction.uuid).toBe(
      (first.body as unknown as WalletActionResponse).transaction.uuid,
    );
    expect((await user(alice.token)).w_balance).toBe(4_000);
    expect((await t.runtime.services.ledgerService.verify()).ok).toBe(true);
  });
});
