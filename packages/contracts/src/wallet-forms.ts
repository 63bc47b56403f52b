import { parseDecimal } from './decimal';
import type { User } from './user';
import { z } from './validation';
import {
  conversionRequestSchema,
  cryptoAmountSchema,
  depositRequestSchema,
  fiatAmountSchema,
  moneyAmountSchema,
  tipRequestSchema,
  withdrawalRequestSchema,
  type EntityWallet,
} from './wallet';
import { MAX_COIN_DECIMALS, MIN_WITHDRAWAL_MINOR, toDecimalPoint } from './wallet-limits';

/*
 * The web's wallet forms check what they post with the request schemas above, plus what the
 * API can only know from its database (the player's balance, the coin's decimals): each such
 * rule is written here once, as a refinement. The API keeps its own request schemas; these
 * only read a decimal comma as the point (see toDecimalPoint) and add the refinements.
 */

/**
 * A typed amount field: a decimal comma reads as the point before `schema` checks it, and an
 * empty field (blank included) is a missing amount ("Required.").
 */
function typedAmount<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? toDecimalPoint(value) || undefined : value),
    schema,
  );
}

/** A refinement runs only on a value the schema before it accepted. */
const hasNoIssues = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

/** The tip form: a TipRequest (spec §5: amount required, no minimum shown). */
export const tipFormSchema = tipRequestSchema.extend({ amount: typedAmount(moneyAmountSchema) });

/** What the withdraw form's limits depend on: the player's currency and withdrawable balance. */
export type WithdrawalLimits = Pick<User, 'currency' | 'w_balance'>;

/**
 * The withdraw form (spec §5): a WithdrawalRequest whose amount is at least 20 in the player's
 * currency ("Min withdrawal request is 20 {currency}") and at most their withdrawable balance
 * ("Withdrawal request exceeding your balance"), checked in the server's order with the
 * server's texts. `player` is read at each check, so the limits follow the balance.
 */
export function withdrawalFormSchema(player: () => WithdrawalLimits) {
  return withdrawalRequestSchema.extend({
    // Zero is below the minimum too, so it says the minimum rather than "more than zero".
    amount: typedAmount(fiatAmountSchema({ allowZero: true })).superRefine((minor, ctx) => {
      const { currency, w_balance } = player();
      if (minor < MIN_WITHDRAWAL_MINOR) {
        ctx.addIssue({
          code: 'custom',
          message: 'errors:WITHDRAWAL_BELOW_MINIMUM',
          params: { currency },
          input: minor,
        });
      } else if (minor > w_balance) {
        ctx.addIssue({
          code: 'custom',
          message: 'errors:WITHDRAWAL_EXCEEDS_BALANCE',
          input: minor,
        });
      }
    }),
  });
}

/** Whether a crypto amount fits in `decimals` (trailing zeros aside), as the server checks it. */
function hasAtMostDecimals(text: string, decimals: number): boolean {
  try {
    parseDecimal(text, decimals);
    return true;
  } catch {
    return false;
  }
}

/**
 * The "Already sent it?" form (spec §3 Deposit request, §5 deposit button): a DepositRequest
 * whose amount is above zero and has no more decimals than the coin (`coin`, read at each
 * check; null before one is chosen, then any coin's most).
 */
export function depositFormSchema(coin: () => Pick<EntityWallet, 'decimals'> | null) {
  return depositRequestSchema.extend({
    sent_amount: typedAmount(cryptoAmountSchema)
      .refine((text) => parseDecimal(text, MAX_COIN_DECIMALS) > 0n, {
        message: 'invalid',
        when: hasNoIssues,
        abort: true,
      })
      .refine((text) => hasAtMostDecimals(text, coin()?.decimals ?? MAX_COIN_DECIMALS), {
        // The server's word for more decimals than the coin has.
        message: 'invalid_format',
        when: hasNoIssues,
      }),
  });
}

/** The deposit calculator's question (spec §2): a ConversionRequest as typed into the form. */
export const conversionFormSchema = conversionRequestSchema.extend({
  fiat_amount: typedAmount(fiatAmountSchema({ allowZero: true })),
});
