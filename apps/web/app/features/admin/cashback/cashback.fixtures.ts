import type { CashbackTerms, JobsResponse } from '@casino/contracts';
import { makeAuditEntry } from '../../../lib/testing/admin';

// Whole contract objects for the cashback section's tests (decision 026).

/** The terms now: the environment's defaults, paid as a bonus. */
export const TERMS: CashbackTerms = {
  base_percent: 10,
  max_percent: 30,
  paid_as: 'bonus',
  wagering_multiple: 1,
  bonus_days: 7,
};

/** GET /api/admin/audit?action=cashback.terms: finance's change of the terms. */
export const LAST_CHANGE = makeAuditEntry({
  id: 12,
  staff: { id: 91, name: 'Frank Finance', email: 'finance@casino.test' },
  staff_role: 'finance',
  action: 'cashback.terms',
  target_type: 'cashback',
  target_id: null,
  before: { ...TERMS, paid_as: 'cash' },
  after: TERMS,
  created_at: '2026-11-23T14:05:09.000Z',
});

/** GET /api/admin/jobs: the cashback's last Monday run paid 3 of 4 losers; one failure. */
export const JOBS: JobsResponse = {
  status: 'ok',
  jobs: [
    {
      name: 'bonus-expiry',
      cron: '*/5 * * * *',
      description: 'forfeits expired bonuses',
      last_run: null,
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
        state: 'completed',
        started_at: '2026-11-23T00:05:00.000Z',
        completed_at: '2026-11-23T00:05:02.000Z',
        output: { week: '2026-11-16', players: 4, paid: 3, total: 12_345 },
      },
      failures: 1,
      last_error: 'connection terminated (test)',
      waiting: 0,
    },
  ],
};
