import { count, minorUnits, okAnswer } from './common';
import { vipLevelSchema } from './content';
import { z } from './validation';

/**
 * A player's VIP standing (issue 16, GET /api/user/vip): what they have wagered in all (minor
 * units of their currency), their level (null below the first) and the next one, the percent of
 * the way to it (100 at the top), and the weekly cashback percent they get now.
 */
export const vipStatusSchema = z
  .object({
    wagered: minorUnits,
    level: vipLevelSchema.nullable(),
    next: vipLevelSchema.nullable(),
    progress: count,
    cashback_percent: count,
  })
  .meta({ id: 'VipStatus' });
export type VipStatus = z.infer<typeof vipStatusSchema>;
export const vipStatusResponseSchema = okAnswer({ vip: vipStatusSchema }).meta({
  id: 'VipStatusAnswer',
});
export type VipStatusResponse = z.infer<typeof vipStatusResponseSchema>;

/**
 * A whole number from JSON or as text (the CLI's options), `min` to `max`. Not z.coerce: it
 * reads "", null and true as 0 and 1, and would set a term to a number nobody typed.
 */
function wholeNumber(min: number, max: number) {
  const given = z.union([z.number(), z.string().trim().regex(/^\d+$/, { message: 'integer' })], {
    error: (issue) => (issue.input === undefined || issue.input === null ? 'required' : 'integer'),
  });
  return given.pipe(
    z.coerce.number<string | number>().int({ message: 'integer' }).min(min).max(max),
  );
}

/**
 * The weekly cashback's terms as staff set them (admin API, `cashback:terms`): every player's
 * base percent of last week's net losses, to which their VIP level adds its own, capped at the
 * maximum (the marketing's "up to 30%"); paid as cash, or as a bonus the player claims within
 * `bonus_days` and wagers `wagering_multiple` times (decision 039).
 */
export const cashbackTermsSchema = z
  .object({
    base_percent: wholeNumber(0, 100),
    max_percent: wholeNumber(0, 100),
    paid_as: z.enum(['cash', 'bonus']),
    wagering_multiple: wholeNumber(0, 200),
    bonus_days: wholeNumber(1, 365),
  })
  .meta({ id: 'CashbackTerms' });
export type CashbackTerms = z.infer<typeof cashbackTermsSchema>;
/** A change of the terms: what is not sent stays as it is. */
export const cashbackTermsInputSchema = cashbackTermsSchema.partial().meta({
  id: 'CashbackTermsChange',
});
export type CashbackTermsInput = z.infer<typeof cashbackTermsInputSchema>;
export const cashbackTermsResponseSchema = okAnswer({ terms: cashbackTermsSchema }).meta({
  id: 'CashbackTermsAnswer',
});
