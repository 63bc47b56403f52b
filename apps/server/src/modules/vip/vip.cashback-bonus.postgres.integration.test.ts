import type { Bonus, BonusesResponse, NotificationsResponse } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { postgresTestUrl } from '../../test/harness';
import { signInStaff } from '../../test/http';
import { fundedPlayer } from '../../test/originals';
import { registerTestStudio, studioSeat, uuid } from '../../test/providers';
import { usePostgresTestApp } from '../../test/suite';
import { previousWeekStart } from './vip.service';

/**
 * The weekly cashback paid as a bonus (issue 16 point 6, decision 039) on PostgreSQL: once staff
 * set its terms to a bonus (the admin API), each loser is granted a CASHBACK bonus carrying the cashback, once per
 * week however often the job runs; claiming it credits the bonus balance through the ledger;
 * wagered CASHBACK_WAGERING times, the rest becomes cash.
 */
const serverUrl = postgresTestUrl();
const DAY_MS = 86_400_000;

describe.runIf(serverUrl)('weekly cashback as a bonus on PostgreSQL', () => {
  // The environment says cash; staff switch to a bonus through the admin API below.
  const { t, api } = usePostgresTestApp(serverUrl, { config: { CASHBACK_PAID_AS: 'cash' } });
  let slotId: number;
  beforeAll(async () => {
    ({ slotId } = await registerTestStudio(t.runtime));
  });
  const services = () => t.runtime.services;

  async function play(token: string, rounds: { stake: number; payout: number }[]) {
    const slot = await studioSeat(t.app, api, token, { id: slotId, code: 'test-studio-slot' });
    for (const round of rounds) {
      const betId = uuid();
      const roundId = uuid();
      expect((await slot.bet(betId, round.stake, roundId)).answer.status).toBe('RS_OK');
      expect((await slot.win(betId, round.payout, roundId)).answer.status).toBe('RS_OK');
    }
  }

  async function cashbackOf(token: string): Promise<Bonus | undefined> {
    const res = await api.post('/api/user/bonuses', {}, { token });
    expect(res.status).toBe(200);
    return (res.body as unknown as BonusesResponse).bonuses.find(
      (bonus) => bonus.bonus_key === 'CASHBACK',
    );
  }

  async function balances(userId: number) {
    const { cash, bonus } = await services().ledgerService.getPlayerBalances(userId, 'USD');
    return { cash, bonus };
  }

  it('grants each loser a cashback bonus once, claimed into the bonus balance and wagered to cash', async () => {
    const weekStart = previousWeekStart(new Date(Date.now() + 7 * DAY_MS));
    const loser = await fundedPlayer(t.runtime, api, 100_000);
    const other = await fundedPlayer(t.runtime, api, 100_000);
    const winner = await fundedPlayer(t.runtime, api, 100_000);
    await play(loser.token, [{ stake: 6_000, payout: 0 }]);
    await play(other.token, [{ stake: 2_500, payout: 0 }]);
    await play(winner.token, [{ stake: 1_000, payout: 4_000 }]);
    // Nobody is offered a cashback bonus before they are granted one.
    expect(await cashbackOf(loser.token)).toBeUndefined();

    // Staff set the terms: only an admin may, within the contract's bounds.
    const admin = (await signInStaff(t.runtime, api, 'admin')).token;
    const support = (await signInStaff(t.runtime, api, 'support')).token;
    const change = { paid_as: 'bonus', wagering_multiple: 2, bonus_days: 5 };
    for (const token of [support, loser.token]) {
      expect((await api.post('/api/admin/cashback', change, { token })).status).toBe(403);
      expect((await api.get('/api/admin/cashback', { token })).status).toBe(403);
    }
    const bad = await api.post(
      '/api/admin/cashback',
      { max_percent: 101, paid_as: 'gold' },
      {
        token: admin,
      },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['max_percent', 'paid_as']);
    const set = await api.post('/api/admin/cashback', change, { token: admin });
    expect(set.status).toBe(200);
    // What was not sent stays as the environment had it.
    expect(set.body.terms).toEqual({
      base_percent: 10,
      max_percent: 30,
      paid_as: 'bonus',
      wagering_multiple: 2,
      bonus_days: 5,
    });
    expect((await api.get('/api/admin/cashback', { token: admin })).body.terms).toEqual(
      set.body.terms,
    );

    // Cut off after its first player, resumed, and run again: each loser is granted once.
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
    await services().vipService.payWeeklyCashback(weekStart);
    expect((await services().vipService.payWeeklyCashback(weekStart)).paid).toBe(0);
    const week = weekStart.toISOString().slice(0, 10);
    const grants = await queryRows<{ user_id: number; granted: string; source_key: string }>(
      t.runtime.database.db,
      sql`select user_id, granted, source_key from player_bonuses
          where user_id in (${loser.id}, ${other.id}, ${winner.id}) and source_key is not null
          order by user_id`,
    );
    expect(grants).toEqual([
      { user_id: loser.id, granted: '600', source_key: `cashback:${week}:${loser.id}:USD` },
      { user_id: other.id, granted: '250', source_key: `cashback:${week}:${other.id}:USD` },
    ]);
    // Nothing was paid as cash: the money moves when the bonus is claimed.
    const cashPaid = await queryRows<{ n: number }>(
      t.runtime.database.db,
      sql`select count(*)::int as n from ledger_transfers where type = 'cashback'
          and reference = ${`cashback:${week}`}`,
    );
    expect(cashPaid[0]?.n).toBe(0);

    // The loser sees it, told in their language, with what it carries.
    const offered = await cashbackOf(loser.token);
    expect(offered).toMatchObject({
      active: 0,
      amount: 600,
      bet_total: 0,
      bonus_message: 'Weekly cashback on your net losses',
      days_left: 5,
    });
    expect(offered?.lang.find((text) => text.lang === 'ES')?.message).toBe(
      'Reembolso semanal de tus pérdidas netas',
    );
    await services().notificationsService.settled();
    const told = await api.post(
      '/api/user/notifications',
      {},
      { token: loser.token, headers: { 'accept-language': 'es' } },
    );
    expect(
      (told.body as unknown as NotificationsResponse).notifications
        .filter((entry) => entry.type === 'cashback_bonus')
        .map((entry) => entry.message),
    ).toEqual([
      'Tu reembolso semanal de $6.00 (10% de tus pérdidas netas de esa semana) te espera en tus bonos: reclámalo para jugarlo.',
    ]);
    // The winner has none to see.
    expect(await cashbackOf(winner.token)).toBeUndefined();

    // Two claims at once: one credits it, through the ledger, once.
    const before = await balances(loser.id);
    const claims = await Promise.all(
      [1, 2].map(() =>
        api.post(
          '/api/user/bonuses/active',
          { id: offered!.id, active: 1 },
          { token: loser.token },
        ),
      ),
    );
    expect(claims.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await balances(loser.id)).toEqual({ cash: before.cash, bonus: 600 });
    const credit = await services().ledgerService.findTransferByKey(`bonus-credit:${offered!.id}`);
    expect(credit).toMatchObject({ type: 'bonus', amount: 600, currency: 'USD' });
    expect(await cashbackOf(loser.token)).toMatchObject({
      active: 1,
      finished: 0,
      amount: 600,
      bet_total: 1200,
    });
    // Running, it blocks withdrawals like any bonus (spec §5).
    expect(await services().bonusesService.hasActiveBonus(loser.id)).toBe(true);

    // Wagered twice (cash first): the cashback left becomes cash.
    await play(loser.token, [{ stake: 1_200, payout: 0 }]);
    await services().bonusesService.settled();
    expect(await cashbackOf(loser.token)).toMatchObject({ finished: 1, bet_amount: 1200 });
    expect(await balances(loser.id)).toEqual({ cash: before.cash - 1_200 + 600, bonus: 0 });

    const report = await services().ledgerService.verify();
    expect(report.problems).toEqual([]);
  });
});
