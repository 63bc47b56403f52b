/**
 * The wallet's limits as plain constants, and how a form's typed amount reads, importable
 * without zod (the browser imports this file directly: decision 008's JavaScript budget).
 */

/** spec §9: minimum withdrawal 20 in the user's currency, in minor units. */
export const MIN_WITHDRAWAL_MINOR = 2_000;
/** spec §5/§9: the deposit calculator starts at, and may not go below, 100. */
export const MIN_DEPOSIT_CALCULATOR = 100;
/** spec §5: the withdraw form's amount starts at 20. */
export const WITHDRAWAL_START_AMOUNT = 20;
/** Fiat minor units per major unit (cents): every supported currency has two decimals. */
export const FIAT_DECIMALS = 2;
/** Largest amount (major units) a money form accepts; far above any real request. */
export const MAX_MONEY_AMOUNT = 1_000_000_000;
/** The most decimals a coin has (ETH): a crypto amount's bound before its coin is known. */
export const MAX_COIN_DECIMALS = 18;
/** Header carrying the client's idempotency key on money-moving calls. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * A typed amount as the API takes it: trimmed, a decimal comma ("35,5", as Spanish keyboards
 * type it) read as the point. The web's forms accept both; the API takes the point only.
 */
export function toDecimalPoint(text: string): string {
  return text.trim().replace(',', '.');
}
