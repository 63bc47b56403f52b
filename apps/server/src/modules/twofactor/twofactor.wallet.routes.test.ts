import type { WalletActionResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { enableTwoFactor, useTestClock } from '../../test/two-factor';
import {
  api,
  btcId,
  BTC_ADDRESS,
  depositBtc,
  t,
  useWalletApp,
  user,
  verifiedPlayer,
} from '../../test/wallet';

/**
 * Issue 18: with two-factor authentication on, every withdrawal and tip carries a current code
 * (`two_factor_code`), checked before any money moves; accounts without 2FA are unchanged.
 */
useWalletApp();
const clock = useTestClock();

/** A verified USD player holding 50.00 withdrawable. */
async function fundedPlayer() {
  const player = await verifiedPlayer({ currency: 'USD' });
  await depositBtc(player, '0.001');
  return player;
}

async function pendingWithdrawals(token: string) {
  const res = await api.post('/api/wallet/pending/withdrawal', {}, { token });
  return (res.body as { total: number }).total;
}

function expectFieldError(res: Awaited<ReturnType<typeof api.post>>, code: string) {
  expect(res.status).toBe(422);
  expect(res.body.code).toBe(code);
  expect(res.body.errors?.two_factor_code).toEqual([res.body.message]);
}

describe('withdrawals with two-factor authentication', () => {
  it('refuses a missing or wrong code and holds nothing; a right code goes through once', async () => {
    const ann = await fundedPlayer();
    const { secret } = await enableTwoFactor(api, clock, ann.token);
    const id = await btcId(ann.token);
    const ask = (body: Record<string, unknown>, key: string) =>
      api.post(
        '/api/wallet/request/withdrawal',
        { wallet_address: BTC_ADDRESS, entity_wallet_id: id, amount: 20, ...body },
        { token: ann.token, headers: { 'idempotency-key': `2fa-withdrawal-${ann.id}-${key}` } },
      );

    expectFieldError(await ask({}, 'a'), 'TWO_FACTOR_REQUIRED');
    expect((await ask({}, 'a')).body.message).toBe('Enter the code from your authenticator app.');
    expectFieldError(await ask({ two_factor_code: '000000' }, 'b'), 'TWO_FACTOR_INVALID');
    expect((await user(ann.token)).w_balance).toBe(5_000);
    expect(await pendingWithdrawals(ann.token)).toBe(0);

    // A request refused for another reason does not spend the code.
    const code = clock.nextCode(secret);
    const tooSmall = await ask({ amount: 19, two_factor_code: code }, 'c');
    expect(tooSmall.body.code).toBe('WITHDRAWAL_BELOW_MINIMUM');
    const held = await ask({ two_factor_code: code }, 'd');
    expect(held.status).toBe(200);
    expect((await user(ann.token)).w_balance).toBe(3_000);

    // The same code again is a replay of the code, not of the request: refused, nothing held.
    expectFieldError(await ask({ two_factor_code: code }, 'e'), 'TWO_FACTOR_INVALID');
    // A replay of the answered request (same key) answers it again without asking for a code.
    const replay = await ask({}, 'd');
    expect(replay.status).toBe(200);
    expect((replay.body as unknown as WalletActionResponse).transaction.uuid).toBe(
      (held.body as unknown as WalletActionResponse).transaction.uuid,
    );
    expect((await user(ann.token)).w_balance).toBe(3_000);
    expect(await pendingWithdrawals(ann.token)).toBe(1);
    expect((await t.runtime.services.ledgerService.verify()).ok).toBe(true);
  });

  it('asks nothing more of accounts without 2FA', async () => {
    const bob = await fundedPlayer();
    const res = await api.post(
      '/api/wallet/request/withdrawal',
      { wallet_address: BTC_ADDRESS, entity_wallet_id: await btcId(bob.token), amount: 20 },
      { token: bob.token },
    );
    expect(res.status).toBe(200);
    expect((await user(bob.token)).w_balance).toBe(3_000);
  });
});

describe('tips with two-factor authentication', () => {
  it('refuses a missing or wrong code and moves nothing; a right code sends the tip', async () => {
    const cat = await fundedPlayer();
    const dan = await verifiedPlayer({ currency: 'USD' });
    const { secret } = await enableTwoFactor(api, clock, cat.token);
    const tip = (body: Record<string, unknown>) =>
      api.post(
        '/api/wallet/request/tip',
        { recipient: dan.name, amount: 5, ...body },
        {
          token: cat.token,
        },
      );

    expectFieldError(await tip({}), 'TWO_FACTOR_REQUIRED');
    expectFieldError(await tip({ two_factor_code: '999999' }), 'TWO_FACTOR_INVALID');
    expect((await user(cat.token)).w_balance).toBe(5_000);
    expect((await user(dan.token)).w_balance).toBe(0);

    const sent = await tip({ two_factor_code: clock.nextCode(secret) });
    expect(sent.status).toBe(200);
    expect((await user(cat.token)).w_balance).toBe(4_500);
    expect((await user(dan.token)).w_balance).toBe(500);
  });

  it('asks nothing more of accounts without 2FA', async () => {
    const eve = await fundedPlayer();
    const fay = await verifiedPlayer({ currency: 'USD' });
    const res = await api.post(
      '/api/wallet/request/tip',
      { recipient: fay.name, amount: 5 },
      { token: eve.token },
    );
    expect(res.status).toBe(200);
    expect((await user(fay.token)).w_balance).toBe(500);
  });
});
