import { describe, expect, it } from 'vitest';
import {
  bankerDraws,
  checkHands,
  dealBaccarat,
  dealHands,
  playerDraws,
  settleBaccarat,
  type BaccaratBet,
  type Card,
} from './baccarat';
import { createCryptoRng, type Rng } from './rng';

const card = (rank: number, suit: Card['suit'] = 'S'): Card => ({ rank, suit });
/** A card worth `points` (0 is a ten). */
const worth = (points: number, suit: Card['suit'] = 'H') => card(points === 0 ? 10 : points, suit);
/** Two cards totalling `total`, never a pair. */
const twoCards = (total: number) => (total === 0 ? [card(10), card(13)] : [worth(total), card(12)]);

/** Deals `dealHands` from a fixed list of cards in dealing order. */
function dealFrom(cards: Card[]): { player: Card[]; banker: Card[]; used: number } {
  let used = 0;
  const hands = dealHands(() => {
    const next = cards[used];
    used += 1;
    if (!next) throw new Error('the deal asked for more cards than scripted');
    return next;
  });
  return { ...hands, used };
}

/** The textbook banker table with a player third card: rows banker 0..7, columns its points. */
const BANKER_TABLE = [
  'DDDDDDDDDD',
  'DDDDDDDDDD',
  'DDDDDDDDDD',
  'DDDDDDDDSD',
  'SSDDDDDDSS',
  'SSSSDDDDSS',
  'SSSSSSDDSS',
  'SSSSSSSSSS',
];

describe('third-card rules', () => {
  it('follows the textbook table for every pair of two-card totals and third card', () => {
    for (let p = 0; p <= 9; p += 1) {
      for (let b = 0; b <= 9; b += 1) {
        for (let third = 0; third <= 9; third += 1) {
          const [p1, p2] = twoCards(p);
          const [b1, b2] = twoCards(b);
          const deal = dealFrom([p1!, b1!, p2!, b2!, worth(third, 'D'), worth(5, 'C')]);
          const natural = p >= 8 || b >= 8;
          const playerDrew = !natural && p <= 5;
          let bankerDrew: boolean;
          if (natural) bankerDrew = false;
          else if (!playerDrew) bankerDrew = b <= 5;
          else bankerDrew = BANKER_TABLE[b]?.[third] === 'D';
          const label = `player ${p}, banker ${b}, third ${third}`;
          expect(deal.player.length, label).toBe(playerDrew ? 3 : 2);
          expect(deal.banker.length, label).toBe(bankerDrew ? 3 : 2);
          expect(deal.used, label).toBe(4 + (playerDrew ? 1 : 0) + (bankerDrew ? 1 : 0));
          if (playerDrew) expect(deal.player[2], label).toEqual(worth(third, 'D'));
          // The banker's card is the next one: the fifth or, if the player stood, the fifth too.
          if (bankerDrew)
            expect(deal.banker[2], label).toEqual(playerDrew ? worth(5, 'C') : worth(third, 'D'));
        }
        expect(playerDraws(p)).toBe(p <= 5);
        expect(bankerDraws(b, null)).toBe(b <= 5);
      }
    }
  });
});

describe('settleBaccarat', () => {
  const bets: BaccaratBet[] = [
    { type: 'player', amount: 100 },
    { type: 'banker', amount: 100 },
    { type: 'tie', amount: 100 },
    { type: 'player_pair', amount: 100 },
    { type: 'banker_pair', amount: 100 },
  ];

  it('pays player 1 to 1 on a player win', () => {
    const result = settleBaccarat(bets, [card(4), card(5, 'H')], [card(10, 'D'), card(7, 'C')]);
    expect(result).toMatchObject({ playerTotal: 9, bankerTotal: 7, outcome: 'player' });
    expect(result.wins).toEqual([{ index: 0, win: 200 }]);
    expect(result.totalWin).toBe(200);
  });

  it('pays banker 0.95 to 1, the commission rounded down to the minor unit', () => {
    const player = [card(10), card(6, 'H')];
    const banker = [card(2, 'D'), card(5, 'C')];
    const result = settleBaccarat(bets, player, banker);
    expect(result).toMatchObject({ playerTotal: 6, bankerTotal: 7, outcome: 'banker' });
    expect(result.wins).toEqual([{ index: 1, win: 195 }]);
    const odd = (amount: number) =>
      settleBaccarat([{ type: 'banker', amount }], player, banker).totalWin;
    expect(odd(30)).toBe(30 + 28); // 28.5 rounds down
    expect(odd(1)).toBe(1); // 0.95 rounds down to nothing: the stake comes back
    expect(odd(12_345)).toBe(12_345 + 11_727); // 11,727.75
  });

  it('pays tie 8 to 1 and pushes player and banker bets; pairs pay 11 to 1', () => {
    const result = settleBaccarat(bets, [card(3), card(3, 'H')], [card(13, 'D'), card(6, 'C')]);
    expect(result).toMatchObject({ playerTotal: 6, bankerTotal: 6, outcome: 'tie' });
    expect(result.wins).toEqual([
      { index: 0, win: 100 },
      { index: 1, win: 100 },
      { index: 2, win: 900 },
      { index: 3, win: 1_200 },
    ]);
    expect(result.totalWin).toBe(2_300);
  });

  it('reads pairs by rank, not points, on the first two cards only', () => {
    // Ten and king are both worth 0 but are not a pair; a banker pair of queens is. Both
    // hands are 0, so both draw: a nine each.
    const player = [card(10), card(13, 'H'), card(9, 'D')];
    const banker = [card(12, 'D'), card(12, 'C'), card(9, 'C')];
    const result = settleBaccarat(bets, player, banker);
    expect(result).toMatchObject({ outcome: 'tie', playerTotal: 9, bankerTotal: 9 });
    expect(result.wins.find((w) => w.index === 3)).toBeUndefined();
    expect(result.wins).toContainEqual({ index: 4, win: 1_200 });
  });

  it('counts third cards in the totals', () => {
    const player = [card(2), card(3, 'H'), card(4, 'D')]; // 5, draws a 4: 9
    const banker = [card(5, 'C'), card(13), card(6, 'H')]; // 5, draws on a 4: 1
    const result = settleBaccarat(bets, player, banker);
    expect(result).toMatchObject({ playerTotal: 9, bankerTotal: 1, outcome: 'player' });
  });

  it('refuses hands the rules could not deal, and invalid bets', () => {
    const bad: [Card[], Card[]][] = [
      [
        [card(2), card(3)],
        [card(10), card(7)],
      ], // player 5 must draw
      [
        [card(10), card(6)],
        [card(2), card(5), card(1)],
      ], // banker 7 must stand
      [
        [card(4), card(5), card(1)],
        [card(10), card(7)],
      ], // no draw on a natural
      [[card(2)], [card(10), card(7)]],
      [
        [card(14), card(5)],
        [card(10), card(7)],
      ],
      [
        [card(4), { rank: 5, suit: 'X' as Card['suit'] }],
        [card(10), card(7)],
      ],
    ];
    for (const [player, banker] of bad) {
      expect(checkHands(player, banker)).toEqual(expect.any(String));
      expect(() => settleBaccarat([], player, banker)).toThrow(RangeError);
    }
    const good: [Card[], Card[]] = [
      [card(4), card(5)],
      [card(10), card(7)],
    ];
    expect(() => settleBaccarat([{ type: 'player', amount: 0 }], ...good)).toThrow(/amount/);
    expect(() =>
      settleBaccarat([{ type: 'dragon' as BaccaratBet['type'], amount: 100 }], ...good),
    ).toThrow(/unknown/);
  });
});

/** Infinite-deck probabilities of player, banker and tie, by enumerating every deal. */
function infiniteDeck(): { player: number; banker: number; tie: number } {
  const odds = { player: 0, banker: 0, tie: 0 };
  const pointsProbability = (points: number) => (points === 0 ? 4 / 13 : 1 / 13);
  const explore = (prefix: number[], probability: number): void => {
    let asked = 0;
    let short = false;
    const hands = dealHands(() => {
      const points = prefix[asked];
      asked += 1;
      if (points === undefined) short = true;
      return worth(points ?? 0);
    });
    if (short) {
      for (let points = 0; points <= 9; points += 1) {
        explore([...prefix, points], probability * pointsProbability(points));
      }
      return;
    }
    const result = settleBaccarat([], hands.player, hands.banker);
    odds[result.outcome] += probability;
  };
  explore([], 1);
  return odds;
}

describe('house edge', () => {
  const exact = infiniteDeck();
  const edges = {
    banker: -(0.95 * exact.banker - exact.player),
    player: -(exact.player - exact.banker),
    tie: -(8 * exact.tie - (1 - exact.tie)),
  };

  it('is the textbook edge for banker, player and tie (infinite deck)', () => {
    expect(exact.banker + exact.player + exact.tie).toBeCloseTo(1, 9);
    expect(edges.banker).toBeCloseTo(0.0106, 3);
    expect(edges.player).toBeCloseTo(0.0124, 3);
    expect(edges.tie).toBeCloseTo(0.144, 2);
  });

  it('200,000 dealt hands agree with it within 5 standard errors', () => {
    const hands = 200_000;
    const rng = createCryptoRng();
    const bets: BaccaratBet[] = [
      { type: 'player', amount: 100 },
      { type: 'banker', amount: 100 },
      { type: 'tie', amount: 100 },
      { type: 'player_pair', amount: 100 },
    ];
    const returns = bets.map(() => ({ sum: 0, squares: 0 }));
    const outcomes = { player: 0, banker: 0, tie: 0 };
    const firstRanks = new Array<number>(13).fill(0);
    for (let i = 0; i < hands; i += 1) {
      const result = dealBaccarat(bets, rng);
      outcomes[result.outcome] += 1;
      firstRanks[result.player[0]!.rank - 1]! += 1;
      bets.forEach((bet, index) => {
        const net = ((result.wins.find((w) => w.index === index)?.win ?? 0) - bet.amount) / 100;
        returns[index]!.sum += net;
        returns[index]!.squares += net * net;
      });
    }
    const within = (sum: number, squares: number, expected: number) => {
      const mean = sum / hands;
      const deviation = Math.sqrt(squares / hands - mean * mean);
      return Math.abs(mean - expected) < (5 * deviation) / Math.sqrt(hands);
    };
    expect(within(returns[0]!.sum, returns[0]!.squares, -edges.player)).toBe(true);
    expect(within(returns[1]!.sum, returns[1]!.squares, -edges.banker)).toBe(true);
    expect(within(returns[2]!.sum, returns[2]!.squares, -edges.tie)).toBe(true);
    // Pairs in an 8-deck shoe: the second card matches the first's rank 31 times in 415.
    expect(within(returns[3]!.sum, returns[3]!.squares, 12 * (31 / 415) - 1)).toBe(true);
    for (const outcome of ['player', 'banker', 'tie'] as const) {
      const p = exact[outcome];
      const se = Math.sqrt((p * (1 - p)) / hands);
      expect(Math.abs(outcomes[outcome] / hands - p)).toBeLessThan(5 * se);
    }
    const chi = firstRanks.reduce((sum, c) => sum + (c - hands / 13) ** 2 / (hands / 13), 0);
    expect(chi).toBeLessThan(42); // 12 degrees of freedom, 99.99th percentile
  });
});

describe('dealBaccarat', () => {
  it('deals player, banker, player, banker from a fresh 416-card shoe', () => {
    const asked: number[] = [];
    const first: Rng = (max) => {
      asked.push(max);
      return 0; // always the next card of the unshuffled shoe: A, 2, 3, 4, 5 of spades
    };
    const result = dealBaccarat([{ type: 'player', amount: 100 }], first);
    expect(result.player).toEqual([card(1), card(3), card(5)]); // 4, draws a 5: 9
    expect(result.banker).toEqual([card(2), card(4)]); // 6 stands on a player's 5
    expect(result).toMatchObject({
      playerTotal: 9,
      bankerTotal: 6,
      outcome: 'player',
      totalWin: 200,
    });
    expect(asked).toEqual([416, 415, 414, 413, 412]);
  });

  it('draws without replacement: no card twice beyond the shoe', () => {
    const last: Rng = (max) => max - 1;
    const result = dealBaccarat([], last);
    const ids = [...result.player, ...result.banker].map((c) => `${c.rank}${c.suit}`);
    expect(ids[0]).toBe('13C'); // the shoe's last card
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refuses an invalid bet before shuffling', () => {
    let draws = 0;
    const rng: Rng = () => {
      draws += 1;
      return 0;
    };
    expect(() => dealBaccarat([{ type: 'tie', amount: -1 }], rng)).toThrow(RangeError);
    expect(draws).toBe(0);
  });
});
