import { count, isoDateTime, multiplier, okAnswer } from './common';
import { decimalTextFromNumber, parseDecimal } from './decimal';
import { crashLimitsSchema, originalGameSchema } from './originals';
import { CURRENCIES } from './user';
import { z } from './validation';
import { fiatAmountSchema } from './wallet';

/*
 * The back office's system section (issue 17, `system.manage`): the crash games' settings, the
 * scheduled jobs and the ledger's check, which the CLI also gives operators (`crash:settings`,
 * `jobs:list`, `jobs:run`, `ledger:verify`). Both read their input with these schemas.
 */

/** The house edge's ceiling, basis points (1 % = 100): below 50 %. */
export const MAX_HOUSE_EDGE_BPS = 4999;
/** The betting window before a round starts, whole seconds. */
export const MIN_BETTING_SECONDS = 1;
export const MAX_BETTING_SECONDS = 60;

/**
 * A percent as text with at most two decimals ("1.5") -> basis points (150), read from the text,
 * never through a float (1.1 * 100 is 110.00000000000001); null unless 0 to 49.99.
 */
export function parseHouseEdgeBps(text: string): number | null {
  try {
    const bps = parseDecimal(text, 2);
    return bps <= BigInt(MAX_HOUSE_EDGE_BPS) ? Number(bps) : null;
  } catch {
    return null;
  }
}

/** The house edge as staff type it (percent text; a JSON number through its decimal text). */
const houseEdgeSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const bps = parseHouseEdgeBps(typeof value === 'number' ? decimalTextFromNumber(value) : value);
  if (bps !== null) return bps;
  ctx.addIssue({ code: 'custom', message: 'house_edge_range', input: value });
  return z.NEVER;
});

/** A currency's stakes and the round's maximum payout, major units in, minor units out. */
const crashLimitsChangeSchema = z
  .object({
    min_bet: fiatAmountSchema(),
    max_bet: fiatAmountSchema(),
    max_payout: fiatAmountSchema(),
  })
  .refine((limits) => limits.min_bet <= limits.max_bet, {
    message: 'crash_limit_order',
    path: ['min_bet'],
  });

/**
 * PATCH /api/admin/originals/:game/settings (and `crash:settings`): what is sent changes, the
 * rest stays; limits are per currency (a currency not sent keeps its limits). Parsed: the edge
 * in basis points, the limits in minor units.
 */
export const crashSettingsChangeSchema = z
  .object({
    /** Percent, at most two decimals: "1" or "1.5". */
    house_edge: houseEdgeSchema.optional(),
    betting_seconds: z.coerce
      .number()
      .int()
      .min(MIN_BETTING_SECONDS)
      .max(MAX_BETTING_SECONDS)
      .optional(),
    limits: z.partialRecord(z.enum(CURRENCIES), crashLimitsChangeSchema).optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'nothing_to_change',
    when: (payload) => payload.issues.length === 0,
  })
  .meta({ id: 'CrashSettingsChange' });
/** The change as sent (text). */
export type CrashSettingsChangeBody = z.input<typeof crashSettingsChangeSchema>;
/** The change as parsed: `house_edge` in basis points, limits in minor units. */
export type CrashSettingsChange = z.infer<typeof crashSettingsChangeSchema>;

/** One crash game's settings as staff see and edit them. */
export const crashGameSettingsSchema = z
  .object({
    game: originalGameSchema,
    /** Percent as decimal text with two decimals ("1.00"). */
    house_edge: z.string(),
    house_edge_bps: z.number().int(),
    betting_ms: z.number().int(),
    /** Per currency, minor units; a currency without limits takes no bets. */
    limits: z.record(z.string(), crashLimitsSchema),
    /** crashbull only: the side bets' payout multipliers, which follow the edge. */
    side_odds: z.object({ bull: multiplier, bear: multiplier }).nullable(),
  })
  .meta({ id: 'CrashGameSettings' });
export type CrashGameSettingsView = z.infer<typeof crashGameSettingsSchema>;

/** GET /api/admin/originals/settings. */
export const crashSettingsResponseSchema = okAnswer({
  games: z.array(crashGameSettingsSchema),
}).meta({ id: 'CrashSettingsAnswer' });
export type CrashSettingsResponse = z.infer<typeof crashSettingsResponseSchema>;

/** PATCH /api/admin/originals/:game/settings: the game's settings after the change. */
export const crashSettingsChangeResponseSchema = okAnswer({
  settings: crashGameSettingsSchema,
}).meta({ id: 'CrashSettingsChangeAnswer' });

/** A scheduled job's schedule, last run and failures (`jobs:list`). */
export const jobReportSchema = z
  .object({
    name: z.string(),
    /** Five-field cron in UTC; null until a server node has scheduled it. */
    cron: z.string().nullable(),
    description: z.string(),
    /** The newest run that completed or gave up (last 7 days). */
    last_run: z
      .object({
        state: z.string(),
        started_at: isoDateTime.nullable(),
        completed_at: isoDateTime.nullable(),
        /** What a completed run reported (counts); null for a failed one. */
        output: z.record(z.string(), z.unknown()).nullable(),
      })
      .nullable(),
    /** Runs that threw in the last 7 days (waiting to be retried, or given up). */
    failures: count,
    /** The newest failure's message. */
    last_error: z.string().nullable(),
    /** Runs queued or waiting for a retry. */
    waiting: count,
  })
  .meta({ id: 'JobReport' });
export type JobReportView = z.infer<typeof jobReportSchema>;

/** GET /api/admin/jobs. */
export const jobsResponseSchema = okAnswer({ jobs: z.array(jobReportSchema) }).meta({
  id: 'JobsAnswer',
});
export type JobsResponse = z.infer<typeof jobsResponseSchema>;

export const jobParamsSchema = z.object({ name: z.string().max(60) });

/**
 * POST /api/admin/jobs/:name/run (and `jobs:run`): queue a run now. `week` (weekly-cashback):
 * pay the week this day falls in instead of last week.
 */
export const jobRunRequestSchema = z
  .object({ week: z.iso.date({ message: 'week_day' }).optional() })
  .meta({ id: 'JobRunRequest' });
export type JobRunRequest = z.infer<typeof jobRunRequestSchema>;

/** The run queued (null when pg-boss kept an identical one instead) and the week asked for. */
export const jobRunResponseSchema = okAnswer({
  job: z.string(),
  run: z.string().nullable(),
  week: z.string().nullable(),
}).meta({ id: 'JobRunAnswer' });
export type JobRunResponse = z.infer<typeof jobRunResponseSchema>;

/** GET /api/admin/ledger/verify: the ledger's invariants checked now (`ledger:verify`). */
export const ledgerCheckResponseSchema = okAnswer({
  ok: z.boolean(),
  /** Accounts checked. */
  accounts: count,
  /** Each broken invariant, naming its account or transfer (English, as the CLI prints). */
  problems: z.array(z.string()),
  checked_at: isoDateTime,
}).meta({ id: 'LedgerCheckAnswer' });
export type LedgerCheckResponse = z.infer<typeof ledgerCheckResponseSchema>;
