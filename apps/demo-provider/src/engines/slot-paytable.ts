/**
 * The slot's mathematics as data: reel strips, paylines, paytable, scatter pays, free spins,
 * and the one function that reads a payline. Both the game (slot.ts) and the exact RTP
 * analysis (slot-rtp.ts) use these, so the documented RTP is the RTP of the game as played.
 * docs/demo-studio-games.md explains every number here; change them together.
 */

/** Symbol ids: card ranks (low), pictures (high), the wild and the scatter. */
export type SlotSymbol = string;

export const WILD: SlotSymbol = 'WILD';
export const SCATTER: SlotSymbol = 'SCATTER';

/** Every symbol, lowest pay first. */
export const SLOT_SYMBOLS: readonly SlotSymbol[] = [
  '10',
  'J',
  'Q',
  'K',
  'A',
  'gem',
  'bell',
  'seven',
  WILD,
  SCATTER,
];

/**
 * Line pays for 3, 4 and 5 of a kind, in multiples of the line bet (total bet / 20). A run
 * counts from the leftmost reel only. WILD has its own pays for a run of wilds alone.
 */
export const SLOT_PAYTABLE: Readonly<Record<SlotSymbol, readonly [number, number, number]>> = {
  '10': [5, 20, 100],
  J: [5, 25, 100],
  Q: [10, 30, 125],
  K: [10, 40, 150],
  A: [15, 50, 200],
  gem: [20, 75, 250],
  bell: [25, 100, 400],
  seven: [40, 200, 1000],
  WILD: [50, 250, 2500],
};

/** Scatter pays by how many scatters show anywhere, in multiples of the total bet. */
export const SLOT_SCATTER_PAYS: Readonly<Record<number, number>> = { 3: 5, 4: 20, 5: 100 };

/** Free spins awarded by how many scatters show, in the paid spin and in free spins alike. */
export const SLOT_FREE_SPINS: Readonly<Record<number, number>> = { 3: 10, 4: 15, 5: 20 };

/** Every win of a free spin (lines and scatters) is multiplied by this. */
export const SLOT_FREE_SPIN_MULTIPLIER = 3;

/**
 * At most this many free spins in one round, retriggers included: an award that would pass
 * it is cut down to it. Bounds a round's length (and its response) without touching the
 * strips, and the exact RTP accounts for it.
 */
export const SLOT_FREE_SPINS_CAP = 50;

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;
export const SLOT_LINE_COUNT = 20;

/**
 * Stakes in minor units. A bet is a whole number of minor units per line, so every line win
 * (line bet x integer multiple) and scatter win (bet x integer multiple) is an exact integer:
 * nothing is ever rounded, and what is paid is exactly what the RTP analysis counts.
 */
export const SLOT_BET_STEP = SLOT_LINE_COUNT;
export const SLOT_MIN_BET = 20;
export const SLOT_MAX_BET = 100_000;

/** The 20 fixed paylines: the row (0 top, 1 middle, 2 bottom) the line crosses on each reel. */
export const SLOT_LINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

const strip = (symbols: string): readonly SlotSymbol[] => symbols.split(' ');

/**
 * The reel strips, read top to bottom and wrapping around; a reel stops at a uniformly drawn
 * position and shows that symbol and the next two. Wilds are commoner on the middle reels
 * (1, 2, 3, 2, 1), one scatter per reel; no symbol repeats within three positions, so a reel
 * never shows the same symbol twice.
 */
export const SLOT_REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [
  strip(
    '10 K J bell A Q 10 K J gem seven SCATTER 10 Q A J bell K ' +
      '10 Q J gem A K 10 J bell Q seven K 10 A J Q gem WILD',
  ),
  strip(
    'gem 10 K WILD J bell A 10 Q J K 10 gem Q seven A J 10 K ' +
      'bell SCATTER WILD Q J 10 K A gem 10 J Q bell K 10 seven A J Q',
  ),
  strip(
    'seven Q 10 gem WILD K J 10 bell A Q 10 J K gem Q WILD A 10 ' +
      'seven bell J 10 Q K A SCATTER gem J 10 WILD Q bell K 10 J A',
  ),
  strip(
    'J A Q 10 seven K gem J 10 Q A bell WILD J K 10 Q gem J ' +
      'A K 10 seven bell J Q K 10 A WILD gem J Q 10 K bell SCATTER',
  ),
  strip(
    'bell J A Q 10 SCATTER K J seven gem 10 Q A bell J K 10 Q ' +
      'J gem A K 10 bell J seven Q K WILD 10 A J gem Q 10 K',
  ),
];

/** A payline's win before any bet or multiplier: `multiple` of the line bet. */
export interface LinePay {
  symbol: SlotSymbol;
  count: number;
  multiple: number;
}

function payOf(symbol: SlotSymbol, count: number): number {
  return count >= 3 ? (SLOT_PAYTABLE[symbol]?.[count - 3] ?? 0) : 0;
}

/**
 * Reads one payline (its five symbols, leftmost first). The run starts on the leftmost reel:
 * the first symbol that is not a wild names it, and wilds anywhere in the run stand for it.
 * The wild never stands for the scatter, which pays on its own and ends a run. When the line
 * starts with wilds, they may also pay as a run of wilds; the line pays the higher of the two
 * (never both), and on a tie the longer run is reported. Null when the line pays nothing.
 */
export function evaluateLine(symbols: readonly SlotSymbol[]): LinePay | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds += 1;
  const wildPay = payOf(WILD, wilds);
  const target = symbols[wilds];
  let count = wilds;
  if (target !== undefined && target !== SCATTER) {
    while (count < symbols.length && (symbols[count] === target || symbols[count] === WILD)) {
      count += 1;
    }
  }
  const symbolPay = target === undefined || target === SCATTER ? 0 : payOf(target, count);
  if (symbolPay > 0 && symbolPay >= wildPay) {
    return { symbol: target!, count, multiple: symbolPay };
  }
  if (wildPay > 0) return { symbol: WILD, count: wilds, multiple: wildPay };
  return null;
}

/** Scatter pay (multiple of the total bet) for this many scatters; five or more pay as five. */
export function scatterMultiple(count: number): number {
  return count >= 3 ? (SLOT_SCATTER_PAYS[Math.min(count, 5)] ?? 0) : 0;
}

/** Free spins for this many scatters; five or more award as five. */
export function freeSpinsFor(count: number): number {
  return count >= 3 ? (SLOT_FREE_SPINS[Math.min(count, 5)] ?? 0) : 0;
}
