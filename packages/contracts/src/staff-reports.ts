import { count, idParam, isoDateTime, minorUnits, okAnswer, pageQuery, recordId } from './common';
import { z } from './validation';

/*
 * The back office's reports (issue 17 "Reports"): daily GGR / NGR and a player's statement, as
 * JSON or CSV. What each figure means is written down in docs/reports.md.
 */

/** The longest range a report covers, in days (both ends included). */
export const REPORT_MAX_DAYS = 366;
export const REPORT_FORMATS = ['json', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (YYYY-MM-DD, UTC). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const isoDate = z.iso.date();

/** `from` and `to` (inclusive UTC dates), in order and at most REPORT_MAX_DAYS apart. */
const dateRange = {
  from: isoDate,
  to: isoDate,
  format: z.enum(REPORT_FORMATS).default('json'),
};

function checkRange(range: { from: string; to: string }, ctx: z.RefinementCtx): void {
  // A date that is not one was said already, on its own field.
  if (!isoDate.safeParse(range.from).success || !isoDate.safeParse(range.to).success) return;
  const days = daysInRange(range.from, range.to);
  const issue = { code: 'custom' as const, path: ['to'], input: range.to };
  if (days < 1) ctx.addIssue({ ...issue, message: 'date_range_order' });
  if (days > REPORT_MAX_DAYS) {
    ctx.addIssue({ ...issue, message: 'date_range_max', params: { maximum: REPORT_MAX_DAYS } });
  }
}

/** What the GGR report's rows are per: a game, a provider (or the originals), a currency. */
export const GGR_GROUPS = ['game', 'provider', 'currency'] as const;
export type GgrGroup = (typeof GGR_GROUPS)[number];

/** GET /api/admin/reports/ggr */
export const ggrReportQuerySchema = z
  .object({ ...dateRange, group: z.enum(GGR_GROUPS).default('currency') })
  .superRefine(checkRange);
export type GgrReportQuery = z.infer<typeof ggrReportQuerySchema>;

/** One currency's figures of a GGR report (minor units). */
const ggrFigures = {
  currency: z.string(),
  bets: minorUnits,
  wins: minorUnits,
  ggr: minorUnits,
  /** Per game and provider: only free spins' wins; per currency: every bonus cost. */
  bonus_cost: minorUnits,
  ngr: minorUnits,
  /** Rounds players staked in (a player's bet reference counted once). */
  rounds: count,
};

/** One day of one game, provider or currency, in one currency. */
export const ggrReportRowSchema = z
  .object({
    date: z.iso.date(),
    /**
     * Game "originals:crash" or "{provider code}:{catalog game id}"; provider "originals" or its
     * code; currency: the currency.
     */
    key: z.string(),
    /** The game's or provider's name ("Originals" for the in-house games); the currency. */
    name: z.string(),
    ...ggrFigures,
  })
  .meta({ id: 'GgrReportRow' });
export type GgrReportRow = z.infer<typeof ggrReportRowSchema>;

export const ggrReportResponseSchema = okAnswer({
  from: z.iso.date(),
  to: z.iso.date(),
  group: z.enum(GGR_GROUPS),
  /** Days with activity only, oldest first, then by currency and key. */
  rows: z.array(ggrReportRowSchema),
  /** The rows summed per currency. */
  totals: z.array(z.object(ggrFigures)),
});
export type GgrReport = z.infer<typeof ggrReportResponseSchema>;

/** A statement's movements per page of its JSON answer, unless `per_page` says otherwise. */
export const STATEMENT_PER_PAGE = 100;
/**
 * The most movements one statement's CSV holds (it is made whole, in one snapshot): a range with
 * more is refused on `to`, to be exported in shorter ranges.
 */
export const STATEMENT_CSV_MAX_MOVEMENTS = 100_000;

/**
 * GET /api/admin/reports/players/:id/statement: the range, and which page of its movements the
 * JSON answer holds (the CSV holds them all, `page` and `per_page` aside).
 */
export const playerStatementParamsSchema = z.object({ id: idParam });
export const playerStatementQuerySchema = z
  .object({ ...dateRange, ...pageQuery(STATEMENT_PER_PAGE) })
  .superRefine(checkRange);
export type PlayerStatementQuery = z.infer<typeof playerStatementQuerySchema>;

/** A player's money in one currency at one moment: posted cash and bonus money. */
export const statementBalanceSchema = z.object({
  cash: minorUnits,
  bonus: minorUnits,
  total: minorUnits,
});
export type StatementBalance = z.infer<typeof statementBalanceSchema>;

/** One posted ledger transfer as it moved one of the player's accounts. */
export const statementMovementSchema = z
  .object({
    /** The ledger transfer's id. */
    transfer_id: recordId,
    /** When it was posted (a withdrawal: when it was approved). */
    at: isoDateTime,
    /** The ledger's transfer type: deposit, withdrawal, bet, win, rollback, bonus, ... */
    type: z.string(),
    reference: z.string().nullable(),
    account: z.enum(['cash', 'bonus']),
    /** Signed: + into the account, - out of it. */
    amount: minorUnits,
    /** The balances after it. */
    cash_balance: minorUnits,
    bonus_balance: minorUnits,
    balance: minorUnits,
  })
  .meta({ id: 'StatementMovement' });
export type StatementMovement = z.infer<typeof statementMovementSchema>;

/**
 * One currency of the statement: `opening` at the start of `from`, `closing` at the end of
 * `to`; opening + the amounts of all its movements = closing. `movements` are those of the
 * answer's page (each with the balances after it, counted from the range's start);
 * `movement_count` counts them all.
 */
export const playerStatementSchema = z
  .object({
    currency: z.string(),
    opening: statementBalanceSchema,
    movements: z.array(statementMovementSchema),
    movement_count: count,
    closing: statementBalanceSchema,
  })
  .meta({ id: 'PlayerStatement' });
export type PlayerStatement = z.infer<typeof playerStatementSchema>;

export const playerStatementResponseSchema = okAnswer({
  player: z.object({ id: recordId, name: z.string(), email: z.string() }),
  from: z.iso.date(),
  to: z.iso.date(),
  /** One per currency the player has accounts in. */
  statements: z.array(playerStatementSchema),
  /**
   * The page of the movements, ordered by currency, then as they were posted; `total` counts the
   * movements of every currency in the range (a CSV answer holds them all).
   */
  page: count,
  per_page: count,
  total: count,
});
export type PlayerStatementResponse = z.infer<typeof playerStatementResponseSchema>;
