import type { GgrReport, PlayerStatementResponse } from '@casino/contracts';

// Whole contract objects for the reports' tests (decision 026).

const figures = (currency: string, bets: number, wins: number, bonusCost: number) => ({
  currency,
  bets,
  wins,
  ggr: bets - wins,
  bonus_cost: bonusCost,
  ngr: bets - wins - bonusCost,
  rounds: 40,
});

/** Two days of two games in USD, one of them a loss for the casino. */
export const GGR_BY_GAME: GgrReport = {
  status: 'ok',
  from: '2026-11-01',
  to: '2026-11-07',
  group: 'game',
  rows: [
    {
      date: '2026-11-01',
      key: 'originals:crash',
      name: 'Crash',
      ...figures('USD', 150_000, 120_000, 0),
    },
    {
      date: '2026-11-02',
      key: 'demo:starburst',
      name: 'Star Burst',
      ...figures('USD', 50_000, 80_050, 1_000),
    },
  ],
  totals: [{ ...figures('USD', 200_000, 200_050, 1_000), rounds: 80 }],
};

/** Player 7's USD statement: a deposit and a bet between the opening and the closing. */
export const STATEMENT: PlayerStatementResponse = {
  status: 'ok',
  player: { id: 7, name: 'Ada Player', email: 'ada@example.test' },
  from: '2026-11-01',
  to: '2026-11-30',
  statements: [
    {
      currency: 'USD',
      opening: { cash: 1_000, bonus: 500, total: 1_500 },
      movements: [
        {
          transfer_id: 31,
          at: '2026-11-03T12:00:00.000Z',
          type: 'deposit',
          reference: 'dep-31',
          account: 'cash',
          amount: 10_000,
          cash_balance: 11_000,
          bonus_balance: 500,
          balance: 11_500,
        },
        {
          transfer_id: 32,
          at: '2026-11-04T12:00:00.000Z',
          type: 'bet',
          reference: 'round-9',
          account: 'cash',
          amount: -2_550,
          cash_balance: 8_450,
          bonus_balance: 500,
          balance: 8_950,
        },
      ],
      movement_count: 2,
      closing: { cash: 8_450, bonus: 500, total: 8_950 },
    },
  ],
  page: 1,
  per_page: 100,
  total: 2,
};
