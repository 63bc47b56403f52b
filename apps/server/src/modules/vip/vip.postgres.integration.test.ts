import type { NotificationsResponse, VipStatusResponse } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { postgresTestUrl } from '../../test/harness';
import { fundedPlayer } from '../../test/originals';
import { registerTestStudio, studioSeat, uuid } from '../../test/providers';
import { usePostgresTestApp } from '../../test/suite';
import { previousWeekStart, weekStartOf } from './vip.service';

/**
 * VIP progress and the weekly cashback (issue 16 points 4 and 6) on PostgreSQL, with the demo
 * seed's levels (Bronze from 0, Silver from 10,000.00, Gold from 50,000.00, Platinum from
 * 250,000.00; Gold 2 % and Platinum 4 % extra cashback) and the default 10 % base.
 */
const serverUrl = postgresTestUrl();
const DAY_MS = 86_400_000;

describe.runIf(serverUrl)('VIP progress and weekly cashback on PostgreSQL', () => {
  const { t, api } = usePostgresTestApp(serverUrl);
  let slotId: number;
  beforeAll(async () => {
    ({ slotId } = await registerTestStudio(t.runtime));
  });
  const services = () => t.runtime.services;

  /** Plays `rounds` on the test slot for real: each a bet of `stake` and a win of `payout`. */
  async function play(token: string, rounds: { stake: number; payout: number }[]) {
    const slot = await studioSeat(t.app, api, token, { id: slotId, code: 'test-studio-slot' });
    for (const round of rounds) {
      const betId = uuid();
      const roundId = uuid();
      expect((await slot.bet(betId, round.stake, roundId)).answer.status).toBe('RS_OK');
      expect((await slot.win(betId, round.payout, roundId)).answer.status).toBe('RS_OK');
    }
  }

  async function vipOf(token: string, locale = 'en') {
    const res = await api.get('/api/user/vip', { token, headers: { 'accept-language': locale } });
    expect(res.status).toBe(200);
    return (res.body as unknown as VipStatusResponse).vip;
  }

  async function notificationsOf(token: string, locale = 'en') {
    const res = await api.post(
      '/api/user/notifications',
      {},
      {
        token,
        headers: { 'accept-language': locale },
      },
    );
    return (res.body as unknown as NotificationsResponse).notifications;
  }

  it('adds every settled bet to the player’s total once, and tells a level reached', async () => {
    // A player's standing is their own: the call reads the caller's and needs a login.
    expect((await api.get('/api/user/vip')).status).toBe(401);
    const player = await fundedPlayer(t.runtime, api, 2_000_000);
    expect(await vipOf(player.token)).toMatchObject({
      wagered: 0,
      level: { name: 'Bronze' },
      next: { name: 'Silver' },
      progress: 0,
      cashback_percent: 10,
    });
    // Real provider rounds: 6,000.00 staked.
    await play(player.token, [
      { stake: 400_000, payout: 300_000 },
      { stake: 200_000, payout: 0 },
    ]);
    await services().vipService.settled();
    expect(await vipOf(player.token)).toMatchObject({ wagered: 600_000, progress: 60 });
    // A bet heard twice counts once.
    const repeat = {
      reference: `test:repeat:${player.id}`,
      userId: player.id,
      playerName: player.name,
      game: 'crash',
      currency: 'USD',
      amount: 500_000,
      payout: 0,
      outcome: 'lost' as const,
      settledAt: new Date(),
    };
    services().events.emit('BetSettled', repeat);
    services().events.emit('BetSettled', repeat);
    await services().vipService.settled();
    const silver = await vipOf(player.token, 'es');
    expect(silver).toMatchObject({ wagered: 1_100_000, level: { name: 'Plata' } });
    expect(silver.next?.name).toBe('Oro');
    // Silver reached: told once, in the player's language when read.
    await services().notificationsService.settled();
    const told = (await notificationsOf(player.token, 'es')).filter(
      (entry) => entry.type === 'vip_level_up',
    );
    expect(told.map((entry) => entry.message)).toEqual([
      'Enhorabuena: has alcanzado el nivel VIP Plata.',
    ]);
  });

  it('pays the weekly cashback on net losses once, however often or however interrupted it runs', async () => {
    // This week's play, paid as if the week were over (as `jobs:run ... --week` asks).
    const weekStart = previousWeekStart(new Date(Date.now() + 7 * DAY_MS));
    expect(weekStartOf(new Date().toISOString().slice(0, 10))).toEqual(weekStart);
    // A Wednesday's week starts on the Monday before it.
    expect(weekStartOf('2026-11-25').toISOString()).toBe('2026-11-23T00:00:00.000Z');
    const loser = await fundedPlayer(t.runtime, api, 100_000);
    const other = await fundedPlayer(t.runtime, api, 100_000);
    const winner = await fundedPlayer(t.runtime, api, 100_000);
    await play(loser.token, [
      { stake: 5_000, payout: 0 },
      { stake: 2_000, payout: 1_000 },
    ]);
    await play(other.token, [{ stake: 3_333, payout: 0 }]);
    await play(winner.token, [{ stake: 1_000, payout: 5_000 }]);

    // The first run is cut off after its first player: that player is paid, the next is not.
    let cut = true;
    await expect(
      services().vipService.payWeeklyCashback(weekStart, {
        afterEach: () => {
          if (cut) {
            cut = false;
            throw new Error('cut off (test)');
          }
        },
      }),
    ).rejects.toThrow('cut off (test)');
    const resumed = await services().vipService.payWeeklyCashback(weekStart);
    const again = await services().vipService.payWeeklyCashback(weekStart);
    expect(again.paid).toBe(0);
    // The resumed run pays those the cut-off run had not: every one of our losers once.
    expect(resumed.paid).toBeGreaterThanOrEqual(1);

    const week = weekStart.toISOString().slice(0, 10);
    const cashback = await queryRows<{ idempotency_key: string; amount: string }>(
      t.runtime.database.db,
      sql`select idempotency_key, amount from ledger_transfers
          where type = 'cashback' and reference = ${`cashback:${week}`}
            and idempotency_key like any(${sql.param([
              `%:${loser.id}:USD`,
              `%:${other.id}:USD`,
              `%:${winner.id}:USD`,
            ])})
          order by idempotency_key`,
    );
    // 10 % of 60.00 net loss is 6.00; of 33.33 it is 3.33 (rounded down); the winner gets none.
    expect(
      Object.fromEntries(cashback.map((row) => [row.idempotency_key, Number(row.amount)])),
    ).toEqual({
      [`cashback:${week}:${loser.id}:USD`]: 600,
      [`cashback:${week}:${other.id}:USD`]: 333,
    });
    // The amounts are reproducible from the ledger: the same net losses give the same figures.
    const losses = await queryRows<{ n: number }>(
      t.runtime.database.db,
      sql`select count(*)::int as n from ledger_transfers where type = 'cashback'
          and idempotency_key = ${`cashback:${week}:${winner.id}:USD`}`,
    );
    expect(losses[0]?.n).toBe(0);
    const report = await services().ledgerService.verify();
    expect(report.problems).toEqual([]);
  });
});
