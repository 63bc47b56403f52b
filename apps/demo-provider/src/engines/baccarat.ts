import type { Rng } from './rng';

/**
 * Punto banco baccarat from a freshly shuffled 8-deck shoe each round, with the standard
 * third-card rules (docs/demo-studio-games.md). Player pays 1 to 1, banker 0.95 to 1 (the
 * commission rounded down to the minor unit, in the house's favour), tie 8 to 1 (player and
 * banker bets are returned on a tie), player pair and banker pair 11 to 1.
 */

export type BaccaratBetType = 'player' | 'banker' | 'tie' | 'player_pair' | 'banker_pair';
export const BACCARAT_BET_TYPES: readonly BaccaratBetType[] = [
  'player',
  'banker',
  'tie',
  'player_pair',
  'banker_pair',
];

export interface BaccaratBet {
  type: BaccaratBetType;
  amount: number;
}

export interface Card {
  /** 1 (ace) to 13 (king) */
  rank: number;
  suit: 'S' | 'H' | 'D' | 'C';
}

export interface BaccaratResult {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  outcome: 'player' | 'banker' | 'tie';
  /** money back per winning (or pushed) bet, stake included */
  wins: { index: number; win: number }[];
  totalWin: number;
}

export const DECKS = 8;
const SHOE_SIZE = DECKS * 52;
const SUITS: Card['suit'][] = ['S', 'H', 'D', 'C'];

/** Baccarat points: ace 1, two to nine face value, tens and faces 0. */
export const pointOf = (card: Card) => (card.rank >= 10 ? 0 : card.rank);
export const totalOf = (cards: readonly Card[]) =>
  cards.reduce((sum, card) => sum + pointOf(card), 0) % 10;

/** Whether the player draws a third card on this two-card total. */
export const playerDraws = (playerTotal: number) => playerTotal <= 5;

/**
 * Whether the banker draws, by its two-card total and the player's third card's points
 * (null when the player stood).
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Null when valid, else a short English reason. */
export function validateBaccaratBet(bet: BaccaratBet): string | null {
  if (!BACCARAT_BET_TYPES.includes(bet.type)) return `unknown bet type ${String(bet.type)}`;
  if (!Number.isSafeInteger(bet.amount) || bet.amount <= 0) {
    return 'the amount must be a positive whole number of minor units';
  }
  return null;
}

/** The money a bet brings back, stake included (0 when lost). */
function payOf(
  bet: BaccaratBet,
  outcome: BaccaratResult['outcome'],
  player: Card[],
  banker: Card[],
) {
  const { amount } = bet;
  switch (bet.type) {
    case 'player':
      if (outcome === 'tie') return amount;
      return outcome === 'player' ? amount * 2 : 0;
    case 'banker':
      if (outcome === 'tie') return amount;
      return outcome === 'banker' ? amount + Math.floor((amount * 95) / 100) : 0;
    case 'tie':
      return outcome === 'tie' ? amount * 9 : 0;
    case 'player_pair':
      return player[0]!.rank === player[1]!.rank ? amount * 12 : 0;
    case 'banker_pair':
      return banker[0]!.rank === banker[1]!.rank ? amount * 12 : 0;
  }
}

function assertValid(bets: BaccaratBet[]): void {
  for (const bet of bets) {
    const problem = validateBaccaratBet(bet);
    if (problem) throw new RangeError(problem);
  }
}

/**
 * Null when the two hands are what the rules deal (two or three real cards each, the third
 * cards drawn exactly when the table says), else a short English reason. Replays the deal
 * with the given cards in dealing order.
 */
export function checkHands(player: readonly Card[], banker: readonly Card[]): string | null {
  const cards = [...player, ...banker];
  if (!cards.every((card) => Number.isInteger(card.rank) && card.rank >= 1 && card.rank <= 13)) {
    return 'a card rank must be from 1 to 13';
  }
  if (!cards.every((card) => SUITS.includes(card.suit))) return 'a card suit must be S, H, D or C';
  if (player.length < 2 || player.length > 3 || banker.length < 2 || banker.length > 3) {
    return 'each hand has two or three cards';
  }
  const order = [player[0]!, banker[0]!, player[1]!, banker[1]!, ...player.slice(2)];
  order.push(...banker.slice(2));
  let used = 0;
  let short = false;
  const replay = dealHands(() => {
    const card = order[used];
    used += 1;
    if (!card) short = true;
    return card ?? { rank: 10, suit: 'S' };
  });
  if (short || replay.player.length !== player.length || replay.banker.length !== banker.length) {
    return 'the hands do not follow the third-card rules';
  }
  return null;
}

/**
 * Pays the bets for hands already dealt (pure; the tests pin outcomes with it). Throws a
 * RangeError for an invalid bet or hands the rules could not have dealt.
 */
export function settleBaccarat(
  bets: BaccaratBet[],
  player: Card[],
  banker: Card[],
): BaccaratResult {
  assertValid(bets);
  const problem = checkHands(player, banker);
  if (problem) throw new RangeError(problem);
  const playerTotal = totalOf(player);
  const bankerTotal = totalOf(banker);
  const outcome =
    playerTotal === bankerTotal ? 'tie' : playerTotal > bankerTotal ? 'player' : 'banker';
  const wins: BaccaratResult['wins'] = [];
  bets.forEach((bet, index) => {
    const win = payOf(bet, outcome, player, banker);
    if (win > 0) wins.push({ index, win });
  });
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    outcome,
    wins,
    totalWin: wins.reduce((sum, win) => sum + win.win, 0),
  };
}

/**
 * Deals a hand by the rules from `next` (the next card of the shoe): player, banker, player,
 * banker; no draw on a natural 8 or 9; then the player's and the banker's third cards.
 */
export function dealHands(next: () => Card): { player: Card[]; banker: Card[] } {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const playerTotal = totalOf(player);
  const bankerTotal = totalOf(banker);
  if (playerTotal >= 8 || bankerTotal >= 8) return { player, banker };
  let playerThird: number | null = null;
  if (playerDraws(playerTotal)) {
    const card = next();
    player.push(card);
    playerThird = pointOf(card);
  }
  if (bankerDraws(bankerTotal, playerThird)) banker.push(next());
  return { player, banker };
}

/** Validates, shuffles a fresh 8-deck shoe with the server's CSPRNG, deals and pays. */
export function dealBaccarat(bets: BaccaratBet[], rng: Rng): BaccaratResult {
  // Refused before the shuffle, so an invalid bet never consumes randomness.
  assertValid(bets);
  // Cards are drawn without replacement: a partial Fisher-Yates over the 416-card shoe, kept
  // sparse (only the few swapped positions are stored) since a hand takes at most six cards.
  const swapped = new Map<number, number>();
  let dealt = 0;
  const next = (): Card => {
    const pick = dealt + rng(SHOE_SIZE - dealt);
    const card = swapped.get(pick) ?? pick;
    swapped.set(pick, swapped.get(dealt) ?? dealt);
    dealt += 1;
    return { rank: (card % 13) + 1, suit: SUITS[Math.floor(card / 13) % 4]! };
  };
  const { player, banker } = dealHands(next);
  return settleBaccarat(bets, player, banker);
}
