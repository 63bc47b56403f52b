import {
  CURRENCIES,
  DASHBOARD_PERIODS,
  STATEMENT_CSV_MAX_MOVEMENTS,
  type AdminDashboard,
  type DashboardPeriod,
  type GgrReport,
  type GgrReportQuery,
  type MoneyFigures,
  type PlayerStatement,
  type PlayerStatementQuery,
  type PlayerStatementResponse,
  type StatementBalance,
} from '@casino/contracts';
import { AppError } from '../../platform/errors';
import type { GamesService } from '../games/games.service';
import type { UsersService } from '../users/users.service';
import type { DailyFiguresRow, ReportsRepository } from './reports.repository';

/*
 * The back office's money figures (issue 17 "Dashboard" and "Reports"). Every figure comes from
 * the ledger's posted transfers, classified once in reports.repository.ts; docs/reports.md says
 * what each one means and why.
 */

const DAY_MS = 86_400_000;
/** The dashboard's daily series: 30 UTC days, today included. */
const SERIES_DAYS = 30;
/** How many days each dashboard period covers, today included. */
const PERIOD_DAYS: Record<DashboardPeriod, number> = { today: 1, '7d': 7, '30d': 30 };
/** The in-house games' provider key and name in the reports. */
const ORIGINALS = 'originals';
const ORIGINALS_NAME = 'Originals';

const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
const addDays = (day: Date, days: number) => new Date(day.getTime() + days * DAY_MS);
const isoDay = (day: Date) => day.toISOString().slice(0, 10);
/** An inclusive range of UTC dates as the half-open interval of moments [from, to). */
const momentsOf = (range: { from: string; to: string }) => ({
  from: new Date(`${range.from}T00:00:00.000Z`),
  to: addDays(new Date(`${range.to}T00:00:00.000Z`), 1),
});

type Totals = Omit<MoneyFigures, 'currency' | 'ggr' | 'ngr'>;
const ZERO: Totals = { deposits: 0, withdrawals: 0, bets: 0, wins: 0, bonus_cost: 0 };

function addTotals(a: Totals, b: Totals): Totals {
  return {
    deposits: a.deposits + b.deposits,
    withdrawals: a.withdrawals + b.withdrawals,
    bets: a.bets + b.bets,
    wins: a.wins + b.wins,
    bonus_cost: a.bonus_cost + b.bonus_cost,
  };
}

/** GGR = bets - wins; NGR = GGR - bonus cost (docs/reports.md). */
function toFigures(currency: string, totals: Totals): MoneyFigures {
  const ggr = totals.bets - totals.wins;
  return { currency, ...totals, ggr, ngr: ggr - totals.bonus_cost };
}

/**
 * A row's totals. Per currency, every bonus cost counts; per game or provider, only what a game
 * caused (its free spins' wins): bonus credits, forfeits and cashback belong to no game.
 */
function totalsOf(row: DailyFiguresRow, attributedOnly: boolean): Totals {
  return {
    deposits: row.deposits,
    withdrawals: row.withdrawals,
    bets: row.bets,
    wins: row.wins,
    bonus_cost: row.freeSpinWins + (attributedOnly ? 0 : row.otherBonusCost),
  };
}

const unreconciled = (userId: number, currency: string) =>
  new Error(`statement of player ${userId} in ${currency} does not reconcile`);

/** A statement's CSV holds at most `maximum` movements (docs/reports.md). */
function refuseLongExport(count: number, maximum: number): void {
  if (count <= maximum) return;
  throw AppError.validation({
    to: [{ key: 'statement_csv_too_long', params: { count, maximum } }],
  });
}

export function createReportsService(deps: {
  reportsRepository: ReportsRepository;
  gamesService: Pick<GamesService, 'findGameNames' | 'findWalletProviders'>;
  usersService: Pick<UsersService, 'findById'>;
  now?: () => Date;
  /** The most movements a statement's CSV holds (tests lower it). */
  csvMaxMovements?: number;
}) {
  const { reportsRepository: repo, gamesService, usersService } = deps;
  const now = deps.now ?? (() => new Date());
  const csvMaxMovements = deps.csvMaxMovements ?? STATEMENT_CSV_MAX_MOVEMENTS;

  /** Display names of a GGR report's keys. */
  async function namesOf(group: GgrReportQuery['group'], keys: string[]) {
    const names = new Map<string, string>();
    if (group === 'currency') {
      for (const key of keys) names.set(key, key);
    } else if (group === 'provider') {
      const providers = await gamesService.findWalletProviders();
      const byCode = new Map(providers.map((row) => [row.code ?? '', row.name]));
      for (const key of keys) {
        names.set(key, key === ORIGINALS ? ORIGINALS_NAME : (byCode.get(key) ?? key));
      }
    } else {
      const parts = keys.map((key) => {
        const at = key.indexOf(':');
        return { key, provider: key.slice(0, at), game: key.slice(at + 1) };
      });
      const { byId, byOriginal } = await gamesService.findGameNames({
        ids: parts
          .filter((part) => part.provider !== ORIGINALS && /^\d+$/.test(part.game))
          .map((part) => Number(part.game)),
        originals: parts.filter((part) => part.provider === ORIGINALS).map((part) => part.game),
      });
      for (const part of parts) {
        const found =
          part.provider === ORIGINALS ? byOriginal.get(part.game) : byId.get(Number(part.game));
        names.set(part.key, found ?? part.key);
      }
    }
    return names;
  }

  /** The statement of `userId` over `query`'s dates with the movements of `page`. */
  async function readStatement(
    userId: number,
    query: Pick<PlayerStatementQuery, 'from' | 'to'>,
    page: { offset: number; limit: number },
    paging: { page: number; per_page: number },
  ): Promise<PlayerStatementResponse> {
    const player = await usersService.findById(userId);
    if (!player) throw new AppError('PLAYER_NOT_FOUND');
    const { from, to } = momentsOf(query);
    const { accounts, opening, closing, totals, legs } = await repo.findStatement(
      userId,
      from,
      to,
      page,
    );
    const currencies = [...new Set(accounts.map((account) => account.currency))];
    const statements = currencies.map((currency): PlayerStatement => {
      const balanceOf = (balances: Map<number, number>): StatementBalance => {
        const of = (kind: string) =>
          accounts
            .filter((account) => account.currency === currency && account.kind === kind)
            .reduce((sum, account) => sum + (balances.get(Number(account.id)) ?? 0), 0);
        const cash = of('player_cash');
        const bonus = of('player_bonus');
        return { cash, bonus, total: cash + bonus };
      };
      const open = balanceOf(opening);
      const close = balanceOf(closing);
      const sums = totals.find((row) => row.currency === currency);
      // One snapshot's sums of the same transfers: they add up unless the arithmetic here is
      // wrong; a statement that does not add up is never answered.
      if (open.cash + (sums?.cash ?? 0) !== close.cash) throw unreconciled(userId, currency);
      if (open.bonus + (sums?.bonus ?? 0) !== close.bonus) throw unreconciled(userId, currency);
      const movements = legs
        .filter((leg) => leg.currency === currency)
        .map((leg) => {
          const cash = open.cash + leg.cashRun;
          const bonus = open.bonus + leg.bonusRun;
          return {
            transfer_id: leg.transferId,
            at: leg.at.toISOString(),
            type: leg.type,
            reference: leg.reference,
            account: leg.kind === 'player_cash' ? ('cash' as const) : ('bonus' as const),
            amount: leg.amount,
            cash_balance: cash,
            bonus_balance: bonus,
            balance: cash + bonus,
          };
        });
      return {
        currency,
        opening: open,
        movements,
        movement_count: sums?.count ?? 0,
        closing: close,
      };
    });
    return {
      status: 'ok',
      player: { id: player.id, name: player.name, email: player.email },
      from: query.from,
      to: query.to,
      statements,
      ...paging,
      total: totals.reduce((sum, row) => sum + row.count, 0),
    };
  }

  return {
    /** GET /api/admin/dashboard: periods ending today, the 30-day series, what waits for staff. */
    async getDashboard(): Promise<AdminDashboard> {
      const at = now();
      const today = startOfUtcDay(at);
      const end = addDays(today, 1);
      const seriesStart = addDays(today, 1 - SERIES_DAYS);
      const periodStarts = DASHBOARD_PERIODS.map((period) =>
        addDays(today, 1 - PERIOD_DAYS[period]),
      );
      const [rows, active, pending, openChats] = await Promise.all([
        repo.dailyFigures(seriesStart, end, 'currency'),
        repo.countActivePlayers(periodStarts, end),
        repo.sumPendingWithdrawals(),
        repo.countOpenChats(),
      ]);

      // Every day and currency, zeros included, so a chart has each day.
      const currencies = [...new Set([...CURRENCIES, ...rows.map((row) => row.currency)])].sort();
      const found = new Map(rows.map((row) => [`${row.day} ${row.currency}`, row]));
      const daily = Array.from({ length: SERIES_DAYS }, (_, i) =>
        isoDay(addDays(seriesStart, i)),
      ).flatMap((date) =>
        currencies.map((currency) => {
          const row = found.get(`${date} ${currency}`);
          return { date, ...toFigures(currency, row ? totalsOf(row, false) : ZERO) };
        }),
      );

      return {
        status: 'ok',
        generated_at: at.toISOString(),
        periods: DASHBOARD_PERIODS.map((period, i) => {
          const since = isoDay(periodStarts[i]!);
          return {
            period,
            figures: currencies.map((currency) =>
              toFigures(
                currency,
                daily
                  .filter((day) => day.currency === currency && day.date >= since)
                  .reduce<Totals>(addTotals, ZERO),
              ),
            ),
            active_players: active[i] ?? 0,
          };
        }),
        daily,
        pending_withdrawals: {
          count: pending.reduce((sum, row) => sum + row.count, 0),
          amounts: pending.map(({ currency, amount }) => ({ currency, amount })),
        },
        open_chats: openChats,
      };
    },

    /** GET /api/admin/reports/ggr: daily GGR and NGR per game, provider or currency. */
    async getGgrReport(query: Pick<GgrReportQuery, 'from' | 'to' | 'group'>): Promise<GgrReport> {
      const { from, to } = momentsOf(query);
      const found = await repo.dailyFigures(from, to, query.group);
      const names = await namesOf(query.group, [...new Set(found.map((row) => row.key))]);
      const attributedOnly = query.group !== 'currency';
      const rows = found.map((row) => {
        const figures = toFigures(row.currency, totalsOf(row, attributedOnly));
        return {
          date: row.day,
          key: row.key,
          name: names.get(row.key) ?? row.key,
          currency: row.currency,
          bets: figures.bets,
          wins: figures.wins,
          ggr: figures.ggr,
          bonus_cost: figures.bonus_cost,
          ngr: figures.ngr,
          rounds: row.rounds,
        };
      });
      const byCurrency = new Map<string, GgrReport['totals'][number]>();
      for (const row of rows) {
        const sum = byCurrency.get(row.currency) ?? {
          currency: row.currency,
          bets: 0,
          wins: 0,
          ggr: 0,
          bonus_cost: 0,
          ngr: 0,
          rounds: 0,
        };
        sum.bets += row.bets;
        sum.wins += row.wins;
        sum.ggr += row.ggr;
        sum.bonus_cost += row.bonus_cost;
        sum.ngr += row.ngr;
        sum.rounds += row.rounds;
        byCurrency.set(row.currency, sum);
      }
      return {
        status: 'ok',
        from: query.from,
        to: query.to,
        group: query.group,
        rows,
        totals: [...byCurrency.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
      };
    },

    /**
     * GET /api/admin/reports/players/:id/statement: per currency, the balances at the start of
     * `from`, the page's movements with the balances after each, and the balances at the end of
     * `to`. Opening and closing are each the sum of the posted transfers before their moment, so
     * opening + all the range's movements = closing is the ledger's own arithmetic, checked here
     * on the database's totals of the whole range, whatever the page.
     */
    async getPlayerStatement(
      userId: number,
      query: Pick<PlayerStatementQuery, 'from' | 'to' | 'page' | 'per_page'>,
    ): Promise<PlayerStatementResponse> {
      const page = { offset: (query.page - 1) * query.per_page, limit: query.per_page };
      return readStatement(userId, query, page, { page: query.page, per_page: query.per_page });
    },

    /**
     * The whole statement, for its CSV: made in one snapshot and held in memory, so bounded to
     * STATEMENT_CSV_MAX_MOVEMENTS movements; a longer range is refused on `to` (counted before
     * the movements are read, and again in the snapshot, which may hold more by then).
     */
    async exportPlayerStatement(
      userId: number,
      query: Pick<PlayerStatementQuery, 'from' | 'to'>,
    ): Promise<PlayerStatementResponse> {
      const { from, to } = momentsOf(query);
      refuseLongExport(await repo.countStatement(userId, from, to), csvMaxMovements);
      const page = { offset: 0, limit: csvMaxMovements };
      const paging = { page: 1, per_page: csvMaxMovements };
      const statement = await readStatement(userId, query, page, paging);
      refuseLongExport(statement.total, csvMaxMovements);
      return statement;
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
