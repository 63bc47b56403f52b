import type {
  BonusesResponse,
  CrashStateResponse,
  EntityWalletsResponse,
  WalletActionResponse,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../db/client';
import { leadCrash, waitFor } from '../../test/crash-rounds';
import type { TestApp } from '../../test/harness';
import { signInStaff, signUpPlayer, type createClient } from '../../test/http';
import { prepareChain } from '../../test/originals';
import {
  launchToken,
  registerTestStudio,
  studioSeat,
  TEST_STUDIO,
  uuid,
  walletCall,
} from '../../test/providers';
import { BTC_ADDRESS, signedHeaders } from '../../test/wallet';
import { previousWeekStart } from '../vip/vip.service';

/*
 * The money movements reports.postgres.integration.test.ts reports on, made through the real
 * paths (signed gateway reports, the crash game, signed seamless-wallet calls, the admin API).
 */

const DAY_MS = 86_400_000;

/**
 * A day of play in USD (1 BTC = 50,000.00), three players:
 * - A: 100.00 in; 10.00 on crash cashed out at 1.50x (15.00); 30.00 out (approved), 20.00
 *   waiting; 5.00 tipped to B;
 * - B: a deposit bonus claimed, 20.00 in (and 20.00 of bonus money); 6.00 lost on the test
 *   studio's slot, 4.00 staked and rolled back; a support chat opened;
 * - C: one free spin of 0.20 (the bonus pool's stake) that wins 1.00;
 * then the week's cashback, as cash (B lost 6.00 of cash). `leaders` must be stopped after.
 */
export async function playDay(t: TestApp, api: ReturnType<typeof createClient>) {
  const services = () => t.runtime.services;
  let txCounter = 0;
  async function depositBtc(token: string, btc: string) {
    const address = (await api.post('/api/wallet/depositwallet', { symbol: 'BTC' }, { token })).body
      .address as string;
    txCounter += 1;
    const raw = JSON.stringify({
      coin: 'BTC',
      txid: `feed${String(txCounter).padStart(60, '0')}`,
      vout: 0,
      address,
      amount: btc,
      confirmations: 6,
    });
    const res = await api.post('/api/wallet/webhook/generic', Buffer.from(raw), {
      headers: signedHeaders(raw),
    });
    expect(res.status).toBe(200);
  }

  async function verifiedPlayer() {
    const player = await signUpPlayer(api, { currency: 'USD' });
    await services().usersService.markEmailVerified(player.id);
    return player;
  }

  async function claim(token: string, bonusKey: string): Promise<number> {
    const listed = (await api.post('/api/user/bonuses', {}, { token }))
      .body as unknown as BonusesResponse;
    const bonus = listed.bonuses.find((entry) => entry.bonus_key === bonusKey)!;
    const res = await api.post('/api/user/bonuses/active', { id: bonus.id, active: 1 }, { token });
    expect(res.status).toBe(200);
    return bonus.id;
  }

  async function withdraw(token: string, amount: number): Promise<string> {
    const wallets = (await api.post('/api/wallet/entity/wallets', {}, { token }))
      .body as unknown as EntityWalletsResponse;
    const btc = wallets.wallets.find((wallet) => wallet.short_code === 'BTC')!;
    const res = await api.post(
      '/api/wallet/request/withdrawal',
      { wallet_address: BTC_ADDRESS, entity_wallet_id: btc.id, amount },
      { token },
    );
    expect(res.status).toBe(200);
    return (res.body as unknown as WalletActionResponse).transaction.uuid;
  }

  const cashOf = async (userId: number) =>
    (await services().ledgerService.getPlayerBalances(userId, 'USD')).cash;

  const { slotId } = await registerTestStudio(t.runtime);
  services().ratesService.pin('BTC', 'USD', '50000');
  const admin = (await signInStaff(t.runtime, api, 'admin')).token;
  // Staff's offers: 100% up to 50.00 from a 10.00 deposit; 3 free spins of 0.20 on the slot.
  const common = { currency: 'USD', lang: [], wagering_multiple: 2, valid_days: 7 };
  for (const offer of [
    {
      ...common,
      code: 'reports-match-100',
      bonus_key: 'DEPOSIT_BONUS_CASH',
      message: 'Test offer: 100% up to 50 USD',
      match_percent: 100,
      max_amount: '50.00',
      min_deposit: '10.00',
    },
    {
      ...common,
      code: 'reports-free-spins',
      bonus_key: 'FREE_SPINS',
      message: 'Test offer: 3 free spins',
      free_spins: 3,
      spin_value: '0.20',
      game_id: slotId,
    },
  ]) {
    expect((await api.post('/api/admin/bonuses/offers', offer, { token: admin })).status).toBe(200);
  }
  const players = {
    a: await verifiedPlayer(),
    b: await verifiedPlayer(),
    c: await verifiedPlayer(),
  };
  const { a, b, c } = players;

  // A.
  await depositBtc(a.token, '0.002');
  await prepareChain(t.runtime, 'crash', { want: ([first]) => (first ?? 0) >= 200, rounds: 1 });
  await services().originalsService.games.updateSettings('crash', { bettingMs: 1500 });
  const leaders = leadCrash(t.runtime);
  await waitFor(
    async () =>
      ((await api.get('/api/originals/crash/state')).body as unknown as CrashStateResponse).round
        ?.status === 'betting',
    20_000,
    'a betting window',
  );
  const placed = await api.post(
    '/api/originals/crash/bet',
    { amount: '10', auto_cashout: '1.5' },
    { token: a.token, headers: { 'idempotency-key': `reports-crash-${a.id}` } },
  );
  expect(placed.body).toMatchObject({ status: 'ok' });
  await waitFor(async () => (await cashOf(a.id)) === 10_500, 30_000, 'the crash win');
  const approved = await api.post(
    `/api/admin/withdrawals/${await withdraw(a.token, 30)}/approve`,
    { txid: 'ab'.repeat(32) },
    { token: admin },
  );
  expect(approved.status).toBe(200);
  await withdraw(a.token, 20);
  const tip = await api.post(
    '/api/wallet/request/tip',
    { recipient: b.name, amount: 5 },
    { token: a.token, headers: { 'idempotency-key': `reports-tip-${a.id}` } },
  );
  expect(tip.status).toBe(200);

  // B.
  await claim(b.token, 'DEPOSIT_BONUS_CASH');
  await depositBtc(b.token, '0.0004');
  const slot = await studioSeat(t.app, api, b.token, { id: slotId, code: 'test-studio-slot' });
  expect((await slot.bet('b-1', 600, 'r-1')).answer.status).toBe('RS_OK');
  expect((await slot.win('b-1', 0, 'r-1')).answer.status).toBe('RS_OK');
  expect((await slot.bet('b-2', 400, 'r-2')).answer.status).toBe('RS_OK');
  expect((await slot.rollback('b-2', 'r-2')).answer.status).toBe('RS_OK');
  expect((await api.post('/api/groups/open', {}, { token: b.token })).status).toBe(200);

  // C: the spin's stake is the bonus pool's, its win goes to C's bonus balance.
  const spins = await claim(c.token, 'FREE_SPINS');
  const session = await launchToken(api, c.token, slotId);
  const send = (action: string, fields: Record<string, unknown>) =>
    walletCall(t.app, TEST_STUDIO.code, TEST_STUDIO.secret, action, {
      request_uuid: uuid(),
      token: session,
      game_code: `${TEST_STUDIO.code}-slot`,
      currency: 'USD',
      ...fields,
    });
  const spin = { transaction_uuid: 'c-1', round: 'r-3', amount: 20, is_free: true };
  expect((await send('bet', { ...spin, reward_uuid: `bonus-${spins}` })).answer.status).toBe(
    'RS_OK',
  );
  const won = { transaction_uuid: 'c-2', reference_transaction_uuid: 'c-1', round: 'r-3' };
  expect((await send('win', { ...won, amount: 100 })).answer.status).toBe('RS_OK');

  // The week's cashback (the configuration's default: cash).
  const week = await services().vipService.payWeeklyCashback(
    previousWeekStart(new Date(Date.now() + 7 * DAY_MS)),
  );
  await services().bonusesService.settled();
  return { slotId, admin, players, leaders, cashback: week.total };
}

/** The ledger's balances in USD, summed per account kind or per code prefix. */
export async function ledgerBalances(t: TestApp) {
  const rows = await queryRows<{ kind: string; code: string; balance: string }>(
    t.runtime.database.db,
    sql`select kind, code, balance from ledger_accounts where currency = 'USD'`,
  );
  const sum = (match: (row: { kind: string; code: string }) => boolean) =>
    rows.filter(match).reduce((total, row) => total + Number(row.balance), 0);
  return {
    ofKind: (...kinds: string[]) => sum((row) => kinds.includes(row.kind)),
    ofCode: (prefix: string) => sum((row) => row.code.startsWith(prefix)),
  };
}
