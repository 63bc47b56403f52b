import type { CrashSettingsResponse, JobsResponse, LedgerCheckResponse } from '@casino/contracts';

// Whole contract objects for the system section's tests (decision 026).

const DEFAULT_LIMITS = {
  USD: { min_bet: 10, max_bet: 100_000, max_payout: 10_000_000 },
  EUR: { min_bet: 10, max_bet: 100_000, max_payout: 10_000_000 },
};

/** GET /api/admin/originals/settings: crashsw with its own EUR limits and no USD ones. */
export const CRASH_SETTINGS: CrashSettingsResponse = {
  status: 'ok',
  games: [
    {
      game: 'crash',
      house_edge: '1.00',
      house_edge_bps: 100,
      betting_ms: 5000,
      limits: DEFAULT_LIMITS,
      side_odds: null,
    },
    {
      game: 'crashsw',
      house_edge: '1.50',
      house_edge_bps: 150,
      betting_ms: 8000,
      limits: { EUR: { min_bet: 50, max_bet: 25_000, max_payout: 500_000 } },
      side_odds: null,
    },
    {
      game: 'crashbull',
      house_edge: '1.00',
      house_edge_bps: 100,
      betting_ms: 5000,
      limits: DEFAULT_LIMITS,
      side_odds: { bull: 1.98, bear: 1.98 },
    },
  ],
};

/** GET /api/admin/jobs: one job ran, one failed and waits for a retry, one never ran. */
export const JOBS: JobsResponse = {
  status: 'ok',
  jobs: [
    {
      name: 'bonus-expiry',
      cron: '*/5 * * * *',
      description: 'ends bonuses whose time ran out; the bonus money left goes to the house',
      last_run: {
        state: 'completed',
        started_at: '2026-11-25T10:00:01.000Z',
        completed_at: '2026-11-25T10:00:02.000Z',
        output: { expired: 2 },
      },
      failures: 0,
      last_error: null,
      waiting: 0,
    },
    {
      name: 'weekly-cashback',
      cron: '5 0 * * 1',
      description:
        "pays each player the cashback percent of their VIP level on last week's net losses",
      last_run: {
        state: 'failed',
        started_at: '2026-11-24T00:05:00.000Z',
        completed_at: '2026-11-24T00:05:03.000Z',
        output: null,
      },
      failures: 2,
      last_error: 'connection terminated',
      waiting: 1,
    },
    {
      name: 'housekeeping',
      cron: null,
      description:
        'deletes sessions and mailed tokens that ended more than a day ago, and week-old bet references',
      last_run: null,
      failures: 0,
      last_error: null,
      waiting: 0,
    },
  ],
};

/** GET /api/admin/ledger/verify: consistent. */
export const LEDGER_OK: LedgerCheckResponse = {
  status: 'ok',
  ok: true,
  accounts: 42,
  problems: [],
  checked_at: '2026-11-25T10:15:00.000Z',
};

/** GET /api/admin/ledger/verify: one balance disagrees with its transfers. */
export const LEDGER_BROKEN: LedgerCheckResponse = {
  ...LEDGER_OK,
  ok: false,
  problems: ['account 7 player_cash:3:USD: balance 1001 but posted transfers sum to 1000'],
};
