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

/** Fiat minor units per major unit (cents): every FIAT_SYMBOL has two decimals. */
export const FIAT_DECIMALS = 2;

/**
 * Precision of a price (fiat per whole coin) once scaled to an integer. 18 decimals keeps a
 * price such as DOGE's 0.1834 or any API answer exact; longer fractions are cut (round down).
 */
export const PRICE_DECIMALS = 18;

const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?$/;

/** 10^n as a BigInt. */
export function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/**
 * "0.01" with 8 decimals -> 1_000_000n. Non-negative plain decimal text only (no sign, no
 * exponent, no grouping). More fraction digits than `decimals` is an error unless
 * `truncate` is set, in which case the extra digits are dropped (rounded down).
 */
export function parseDecimal(
  text: string,
  decimals: number,
  options: { truncate?: boolean } = {},
): bigint {
  if (!Number.isInteger(decimals) || decimals < 0) {
    throw new RangeError(`decimals must be a whole number >= 0 (got ${decimals})`);
  }
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) throw new RangeError(`"${text}" is not a plain non-negative decimal number`);
  const whole = match[1] ?? '0';
  let fraction = match[2] ?? '';
  if (fraction.length > decimals) {
    const dropped = fraction.slice(decimals);
    if (!options.truncate && /[1-9]/.test(dropped)) {
      throw new RangeError(`"${text}" has more than ${decimals} decimals`);
    }
    fraction = fraction.slice(0, decimals);
  }
  return BigInt(whole + fraction.padEnd(decimals, '0'));
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

/**
 * A JS number as plain decimal text ("1e-7" -> "0.0000001"). Numbers reach us only where a
 * wire format forces them (JSON price answers, the contract's fiat_amount); String() gives the
 * shortest text that reads back as the same double, i.e. the literal that was sent. From here
 * on only text and BigInt are used: no arithmetic ever happens on the double.
 */
export function decimalTextFromNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`${value} is not a finite number`);
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  const plain =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return sign + plain;
}
