import { z } from './validation';

/** spec §7/§8: every error answers `{message, errors?}`; `errors` maps a field to its texts. */
export const errorResponseSchema = z
  .object({
    message: z.string(),
    code: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const healthResponseSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({ status: z.enum(['up', 'down']), driver: z.enum(['pglite', 'postgres']) }),
    uptime_seconds: z.number(),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
/** GET /api/health/live: the process answers (no database query). */
export const livenessResponseSchema = z
  .object({ status: z.literal('ok'), uptime_seconds: z.number() })
  .meta({ id: 'Liveness' });

/*
 * The vocabulary of the fields below: what a number or a text means, said once. A field reads
 * `balance: minorUnits` instead of an integer with a comment.
 */

/** A row's id. */
export const recordId = z.number().int();
/** A row's id as a request names it: a positive whole number, from JSON or from form text. */
export const idParam = z.coerce.number().int().positive();
/** Money: an integer in minor units of its currency (spec §9: shown divided by 100). */
export const minorUnits = z.number().int();
/** A yes or no as the spec writes it: 1 or 0. */
export const flag = z.union([z.literal(0), z.literal(1)]);
/** How many of something. */
export const count = z.number().int();
/** A moment, as ISO 8601 text in UTC (`2026-11-25T10:00:00.000Z`). */
export const isoDateTime = z.string();
/** A moment of the server's clock in epoch milliseconds (the crash games' live times). */
export const epochMs = z.number();
/** A SHA-256 digest as 64 lower-case hex characters (the crash games' round hashes). */
export const sha256Hex = z.string();
/** A payout multiplier with two decimals: a crash point, a cash-out, a bet's payout / stake. */
export const multiplier = z.number();

/** spec §7 list ranges: `limit_from` from 0, `limit_to` at most `max` (`fallback` if left out). */
export function limitRange(max: number, fallback: number) {
  return {
    limit_from: z.coerce.number().int().min(0).default(0),
    limit_to: z.coerce.number().int().min(0).max(max).default(fallback),
  };
}

/** Paged lists: `page` from 1, `per_page` from 1 to 100 (`perPage` if left out). */
export function pageQuery(perPage: number) {
  return {
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(perPage),
  };
}

/** A successful answer: `{status: 'ok'}` and what the call made or read. */
export function okAnswer<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ status: z.literal('ok'), ...shape });
}

/** An acknowledgement: an ok answer with a translated text (`message`) and what the call made. */
export function acknowledgement<Shape extends z.ZodRawShape>(shape: Shape) {
  return okAnswer({ message: z.string(), ...shape });
}

/** A staff member's text to players or on a record (a reason, a broadcast): 3 to 500 characters. */
export const staffText = z.string().trim().min(3).max(500);
