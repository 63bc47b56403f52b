import { crashBetRequestSchema, type CrashLimits } from './originals';
import { z } from './validation';

/** What a crash bet's stake may be at the moment of a check, and how its limits are written. */
export type CrashStake = {
  limits: CrashLimits | null;
  balance: number;
  formatMoney: (minor: number) => string;
};

/** The web's texts for a stake outside the game's limits or the balance (`{{amount}}`). */
export type CrashStakeRefusal = 'min' | 'max' | 'balance';

/** A decimal comma counts as the dot the bet route sends in its place. */
const withDot = (value: unknown) => (typeof value === 'string' ? value.replace(',', '.') : value);

/**
 * The bet form: the CrashBetRequest (an amount with at most two decimals, an auto cash-out from
 * 1.01x to 1,000,000x), refined with what the server checks against this player too: the game's
 * limits and the balance, read through `readStake` at each check. A refusal is said with the
 * key `refusalKey(problem)` of the web's catalogue.
 */
export function crashBetFormSchema(
  readStake: () => CrashStake,
  refusalKey: (problem: CrashStakeRefusal) => string,
) {
  const contract = crashBetRequestSchema;
  const stake = contract.shape.amount.superRefine((minor, ctx) => {
    const { limits, balance, formatMoney } = readStake();
    const refuse = (problem: CrashStakeRefusal, limit = 0) =>
      ctx.addIssue({
        code: 'custom',
        message: refusalKey(problem),
        params: { amount: formatMoney(limit) },
        input: minor,
      });
    if (limits && minor < limits.min_bet) refuse('min', limits.min_bet);
    else if (limits && minor > limits.max_bet) refuse('max', limits.max_bet);
    else if (minor > balance) refuse('balance');
  });
  return contract.extend({
    amount: z.preprocess(withDot, stake),
    auto_cashout: z.preprocess(withDot, contract.shape.auto_cashout),
  });
}
