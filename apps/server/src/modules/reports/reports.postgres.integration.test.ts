import type {
  AdminDashboard,
  GgrReport,
  PlayerStatementResponse,
  StaffRole,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { postgresTestUrl } from '../../test/harness';
import { signInStaff } from '../../test/http';
import { TEST_STUDIO } from '../../test/providers';
import { usePostgresTestApp } from '../../test/suite';
import { ledgerBalances, playDay } from './reports.fixtures';

/**
 * The back office's money figures (issue 17) on PostgreSQL, from money moved through the real
 * paths (reports.fixtures.ts `playDay`): deposits, a deposit bonus, a withdrawal approved and
 * one pending, a crash bet won, seamless-wallet bets (one lost, one rolled back), a free spin
 * won, a tip and the weekly cashback. Every figure is checked against the scenario's sums and
 * against the ledger's own balances (docs/reports.md says why they must agree).
 */
const serverUrl = postgresTestUrl();
const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

describe.runIf(serverUrl)('back-office money figures on PostgreSQL', () => {
  const { t, api } = usePostgresTestApp(serverUrl);
  const services = () => t.runtime.services;
  let leaders: Awaited<ReturnType<typeof playDay>>['leaders'] | undefined;
  afterAll(async () => {
    await leaders?.stop();
  });

  // Both ends of every range: the scenario may run across midnight (UTC).
  const started = isoDay(new Date());
  const yesterday = isoDay(new Date(Date.now() - DAY_MS));
  let today: string;
  let slotId: number;
  let players: Awaited<ReturnType<typeof playDay>>['players'];
  let admin: string;
  let cashback = 0;

  beforeAll(async () => {
    ({ slotId, admin, players, leaders, cashback } = await playDay(t, api));
    today = isoDay(new Date());
  }, 120_000);

  /** The casino's figures in USD that the scenario above makes (docs/reports.md). */
  const expected = () => ({
    deposits: 12_000,
    withdrawals: 3_000,
    // Crash 10.00, the slot 6.00 (4.00 staked and rolled back); the free spin is no stake.
    bets: 1_600,
    // The free spin's win is its bonus's cost, not a win.
    wins: 1_500,
    ggr: 100,
    // The deposit bonus, the cashback, the free spin's win.
    bonus_cost: 2_000 + cashback + 100,
    ngr: 100 - (2_000 + cashback + 100),
  });

  it('paid the cashback the scenario expects', () => {
    expect(cashback).toBe(60);
  });

  it('shows the dashboard the ledger has: figures, series, active players, what waits', async () => {
    const res = await api.get('/api/admin/dashboard', { token: admin });
    expect(res.status).toBe(200);
    const dashboard = res.body as unknown as AdminDashboard;
    const month = dashboard.periods.find((period) => period.period === '30d')!;
    const usd = month.figures.find((figures) => figures.currency === 'USD');
    expect(usd).toEqual({ currency: 'USD', ...expected() });
    expect(month.figures.find((figures) => figures.currency === 'EUR')?.bets).toBe(0);
    // A (crash) and B (the slot); C's free spin staked nothing of C's.
    expect(month.active_players).toBe(2);
    // Unless midnight fell inside the scenario, all of it happened today.
    if (started === today && isoDay(new Date()) === today) {
      const day = dashboard.periods.find((period) => period.period === 'today')!;
      expect(day.figures).toEqual(month.figures);
    }

    // The same figures from the ledger's balances alone (every account began at zero).
    const ledger = await ledgerBalances(t);
    expect(-ledger.ofKind('deposit_clearing')).toBe(usd?.deposits);
    expect(ledger.ofKind('withdrawal_clearing')).toBe(usd?.withdrawals);
    expect(ledger.ofKind('house', 'game', 'bonus_pool')).toBe(usd?.ngr);
    expect(ledger.ofKind('player_cash', 'player_bonus')).toBe(
      usd!.deposits - usd!.withdrawals - usd!.ngr,
    );
    // The games' accounts hold the GGR, plus the free spin's stake the pool paid, less its win.
    expect(ledger.ofKind('game')).toBe(usd!.ggr + 20 - 100);

    // The series: 30 days and both currencies, adding up to the 30 days' figures.
    expect(dashboard.daily).toHaveLength(60);
    const series = dashboard.daily.filter((day) => day.currency === 'USD');
    for (const field of ['deposits', 'withdrawals', 'bets', 'wins', 'bonus_cost', 'ngr'] as const) {
      expect(series.reduce((sum, day) => sum + day[field], 0)).toBe(usd?.[field]);
    }

    expect(dashboard.pending_withdrawals).toEqual({
      count: 1,
      amounts: [{ currency: 'USD', amount: 2_000 }],
    });
    expect(dashboard.open_chats).toBe(1);
  });

  async function ggr(group: string) {
    const res = await api.get(
      `/api/admin/reports/ggr?from=${yesterday}&to=${today}&group=${group}`,
      {
        token: admin,
      },
    );
    expect(res.status).toBe(200);
    return res.body as unknown as GgrReport;
  }

  /** A report's rows of `key` summed over the days. */
  function totalOf(report: GgrReport, key: string) {
    const rows = report.rows.filter((row) => row.key === key);
    const sum = (field: 'bets' | 'wins' | 'ggr' | 'bonus_cost' | 'ngr' | 'rounds') =>
      rows.reduce((total, row) => total + row[field], 0);
    return {
      name: rows[0]?.name,
      bets: sum('bets'),
      wins: sum('wins'),
      ggr: sum('ggr'),
      bonus_cost: sum('bonus_cost'),
      ngr: sum('ngr'),
      rounds: sum('rounds'),
    };
  }

  it('reports GGR and NGR per game, provider and currency as the games’ accounts have them', async () => {
    const ledger = await ledgerBalances(t);
    const crashName = (await services().gamesService.findOriginalGame('crash'))?.name;
    const byGame = await ggr('game');
    expect(new Set(byGame.rows.map((row) => row.key))).toEqual(
      new Set(['originals:crash', `test-studio:${slotId}`]),
    );
    const crash = totalOf(byGame, 'originals:crash');
    expect(crash).toEqual({
      name: crashName,
      bets: 1_000,
      wins: 1_500,
      ggr: -500,
      bonus_cost: 0,
      ngr: -500,
      rounds: 1,
    });
    expect(ledger.ofCode('game:crash.')).toBe(crash.ggr);
    const slot = totalOf(byGame, `test-studio:${slotId}`);
    // Only the free spin's win is a game's bonus cost; both of B's rounds count.
    expect(slot).toEqual({
      name: 'test-studio Slot',
      bets: 600,
      wins: 0,
      ggr: 600,
      bonus_cost: 100,
      ngr: 500,
      rounds: 2,
    });
    expect(ledger.ofCode('game:provider.test-studio.')).toBe(slot.ggr + 20 - 100);

    const byProvider = await ggr('provider');
    expect(totalOf(byProvider, 'originals')).toEqual({ ...crash, name: 'Originals' });
    expect(totalOf(byProvider, 'test-studio')).toEqual({ ...slot, name: TEST_STUDIO.name });

    // Per currency every bonus cost counts, as on the dashboard.
    const byCurrency = await ggr('currency');
    const { deposits: _d, withdrawals: _w, ...figures } = expected();
    expect(totalOf(byCurrency, 'USD')).toEqual({ name: 'USD', ...figures, rounds: 3 });
    expect(byCurrency.totals).toEqual([{ currency: 'USD', ...figures, rounds: 3 }]);

    // As CSV: a header, then the same rows with two-decimal amounts.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/ggr?from=${today}&to=${today}&group=game&format=csv`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="ggr-game-${today}-${today}.csv"`,
    );
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('date,currency,game,name,bets,wins,ggr,bonus_cost,ngr,rounds');
    expect(lines).toContain(
      `${today},USD,test-studio:${slotId},test-studio Slot,6.00,0.00,6.00,1.00,5.00,2`,
    );
  });

  async function statement(userId: number, from: string, to: string) {
    const res = await api.get(
      `/api/admin/reports/players/${userId}/statement?from=${from}&to=${to}`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    return (res.body as unknown as PlayerStatementResponse).statements;
  }

  it('states each player’s movements, reconciled with the ledger’s balances', async () => {
    for (const player of Object.values(players)) {
      const [usd, ...others] = await statement(player.id, yesterday, today);
      expect(others).toEqual([]);
      expect(usd?.opening).toEqual({ cash: 0, bonus: 0, total: 0 });
      // Opening + movements = closing, row by row and in all.
      let cash = usd!.opening.cash;
      let bonus = usd!.opening.bonus;
      for (const move of usd!.movements) {
        if (move.account === 'cash') cash += move.amount;
        else bonus += move.amount;
        expect([move.cash_balance, move.bonus_balance, move.balance]).toEqual([
          cash,
          bonus,
          cash + bonus,
        ]);
      }
      expect(usd?.closing).toEqual({ cash, bonus, total: cash + bonus });
      // = the ledger's balances now (nothing was posted after the scenario).
      const accounts = await queryRows<{ kind: string; balance: string }>(
        t.runtime.database.db,
        sql`select kind, balance from ledger_accounts
            where user_id = ${player.id} and currency = 'USD'`,
      );
      const balanceOf = (kind: string) =>
        Number(accounts.find((row) => row.kind === kind)?.balance ?? 0);
      expect([cash, bonus]).toEqual([balanceOf('player_cash'), balanceOf('player_bonus')]);
    }

    // A: the approved withdrawal moved the money; the pending one holds it, posting nothing.
    const [a] = await statement(players.a.id, yesterday, today);
    expect(a?.movements.map((move) => [move.type, move.amount])).toEqual([
      ['deposit', 10_000],
      ['bet', -1_000],
      ['win', 1_500],
      ['withdrawal', -3_000],
      ['tip', -500],
    ]);
    expect(a?.closing.cash).toBe(7_000);
    expect((await services().ledgerService.getPlayerBalances(players.a.id, 'USD')).w_balance).toBe(
      5_000,
    );
    const [b] = await statement(players.b.id, yesterday, today);
    expect(b?.movements.map((move) => `${move.type} ${move.account} ${move.amount}`)).toEqual([
      // A's tip came before B's own deposit.
      'tip cash 500',
      'deposit cash 2000',
      'bonus bonus 2000',
      'bet cash -600',
      'bet cash -400',
      'rollback cash 400',
      `cashback cash ${cashback}`,
    ]);

    // Pages of 3 put together are the whole, balances included, on PostgreSQL too.
    const paged = [];
    for (const page of [1, 2, 3]) {
      const res = await api.get(
        `/api/admin/reports/players/${players.b.id}/statement?from=${yesterday}&to=${today}&per_page=3&page=${page}`,
        { token: admin },
      );
      const body = res.body as unknown as PlayerStatementResponse;
      expect(body.total).toBe(7);
      paged.push(...(body.statements[0]?.movements ?? []));
    }
    expect(paged).toEqual(b?.movements);

    // A range before the first movement: nothing moved, nothing held.
    const before = isoDay(new Date(Date.parse(`${yesterday}T00:00:00Z`) - 7 * DAY_MS));
    const [quiet] = await statement(players.b.id, before, before);
    expect(quiet).toEqual({
      currency: 'USD',
      opening: { cash: 0, bonus: 0, total: 0 },
      movements: [],
      movement_count: 0,
      closing: { cash: 0, bonus: 0, total: 0 },
    });

    const report = await services().ledgerService.verify();
    expect(report.problems).toEqual([]);
  });

  it('answers admin and finance; refuses support, content and players (403), visitors (401)', async () => {
    const tokenOf = async (role: StaffRole) => (await signInStaff(t.runtime, api, role)).token;
    const urls = [
      '/api/admin/dashboard',
      `/api/admin/reports/ggr?from=${today}&to=${today}&group=provider`,
      `/api/admin/reports/players/${players.a.id}/statement?from=${today}&to=${today}`,
    ];
    const tokens = {
      admin,
      finance: await tokenOf('finance'),
      support: await tokenOf('support'),
      content: await tokenOf('content'),
      player: players.a.token,
    };
    for (const url of urls) {
      for (const [who, token] of Object.entries(tokens)) {
        const status = (await api.get(url, { token })).status;
        expect(status, `${who} ${url}`).toBe(who === 'admin' || who === 'finance' ? 200 : 403);
      }
      expect((await api.get(url)).status).toBe(401);
    }
  });
});
