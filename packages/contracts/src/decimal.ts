/**
 * Decimal text <-> integer units, without floating point (ARCHITECTURE "Money"). Shared by the
 * contract's amount schemas and the server's rates; no zod here, so the browser may import it.
 */

/** Plain non-negative decimal text: digits, optionally a point and more digits. */
const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?$/;

/**
 * "0.01" with 8 decimals -> 1_000_000n. Non-negative plain decimal text only (no sign, no
 * exponent, no grouping, no leading or trailing point). More fraction digits than `decimals`
 * is an error unless they are zeros ("20.10" is 2010n for 2 decimals, "20.101" is refused), or
 * unless `truncate` is set, in which case the extra digits are dropped (rounded down).
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
 * A JS number as plain decimal text ("1e-7" -> "0.0000001"). Numbers reach us only where a
 * wire format forces them (JSON bodies, JSON price answers); String() gives the shortest text
 * that reads back as the same double, i.e. the literal the client wrote (20.1 -> "20.1", never
 * 20.100000000000001). From here on only text and BigInt are used: no arithmetic ever happens
 * on the double.
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

/** Why an amount was refused; each is a key of the `validation` messages. */
export type AmountProblem = 'invalid_amount' | 'max_decimals' | 'min_amount' | 'max_number';

/**
 * An amount as a client sends it -> integer minor units, or the reason it is refused. Text is
 * read as written ("20.10"); a JSON number through its shortest decimal text (20.1 -> "20.1").
 * Refused: anything but plain decimal text (a sign, an exponent such as "1e3", grouping, "",
 * garbage), more non-zero decimals than `decimals`, zero unless `allowZero`, and more than
 * `max` major units.
 */
export function parseMoneyAmount(
  value: unknown,
  options: { decimals: number; max: number; allowZero?: boolean },
): { minor: number } | { problem: AmountProblem } {
  let text: string;
  if (typeof value === 'string') text = value.trim();
  else if (typeof value === 'number' && Number.isFinite(value)) text = decimalTextFromNumber(value);
  else return { problem: 'invalid_amount' };
  if (!DECIMAL_TEXT.test(text)) return { problem: 'invalid_amount' };
  let minor: bigint;
  try {
    minor = parseDecimal(text, options.decimals);
  } catch {
    return { problem: 'max_decimals' };
  }
  if (minor === 0n && !options.allowZero) return { problem: 'min_amount' };
  if (minor > BigInt(options.max) * 10n ** BigInt(options.decimals)) {
    return { problem: 'max_number' };
  }
  return { minor: Number(minor) };
}

/** Minor units as decimal text with two decimals (1050 -> "10.50"), by integers only. */
export function formatMinorUnits(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
