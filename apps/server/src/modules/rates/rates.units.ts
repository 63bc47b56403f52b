import type { CoinCode } from '@casino/contracts';

/**
 * Smallest units per coin as a power of ten (satoshi, litoshi, piconero, wei...). Money is
 * counted in these as BigInt: a double cannot hold 18 decimals of ETH, nor add 0.1 + 0.2.
 */
export const COIN_DECIMALS: Record<CoinCode, number> = {
  BTC: 8,
  LTC: 8,
  DOGE: 8,
  BCH: 8,
  DASH: 8,
  XMR: 12,
  ETH: 18,
  BNB: 18,
};

// Fiat decimals (two: cents) and the decimal parser are shared with the contract's amount
// schemas (contracts/decimal.ts, wallet-limits.ts): one implementation on both sides.
export { FIAT_DECIMALS, decimalTextFromNumber, parseDecimal } from '@casino/contracts';

/**
 * Precision of a price (fiat per whole coin) once scaled to an integer. 18 decimals keeps a
 * price such as DOGE's 0.1834 or any API answer exact; longer fractions are cut (round down).
 */
export const PRICE_DECIMALS = 18;

/** 10^n as a BigInt. */
export function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/**
 * 1_000_000n with 8 decimals -> "0.01". Trailing zeros go; at most `maxFraction` fraction
 * digits are kept, the rest cut off (rounded toward zero), so a display never shows more
 * than the amount.
 */
export function formatUnits(units: bigint, decimals: number, maxFraction = decimals): string {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals must be a whole number >= 0 (got ${decimals})`);
  }
  const sign = units < 0n ? '-' : '';
  const magnitude = units < 0n ? -units : units;
  const scale = pow10(decimals);
  const whole = magnitude / scale;
  const fraction = (magnitude % scale)
    .toString()
    .padStart(decimals, '0')
    .slice(0, Math.max(0, Math.min(maxFraction, decimals)))
    .replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole.toString();
  return text === '0' ? '0' : `${sign}${text}`;
}
