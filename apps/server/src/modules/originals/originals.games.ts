import {
  DEFAULT_HOUSE_EDGE_PERCENT,
  ORIGINAL_GAMES,
  isOriginalGame,
  sideOddsX100,
  type CrashSide,
  type OriginalGame,
} from '@casino/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import {
  buildChain,
  crashPointX100,
  hashAtPosition,
  newChainSeed,
  positionOfRound,
} from './originals.fairness';
import type { CrashChainRow, CrashGameRow, OriginalsRepository } from './originals.repository';
import type { CrashLimitsByCurrency } from './originals.schema';

/** Stakes and the round's maximum payout per currency until an operator sets their own. */
export const DEFAULT_LIMITS: CrashLimitsByCurrency = {
  USD: { min_bet: 10, max_bet: 100_000, max_payout: 10_000_000 },
  EUR: { min_bet: 10, max_bet: 100_000, max_payout: 10_000_000 },
};
export const DEFAULT_BETTING_MS = 5000;
/** Demo mode's own chain: about three weeks of rounds, made in about a second. */
export const DEMO_CHAIN_LENGTH = 100_000;
export const MAX_CHAIN_LENGTH = 50_000_000;
/** How long a node trusts the settings it read for bets. */
const PLAYABLE_CACHE_MS = 1000;

export interface CrashGameSettings {
  game: OriginalGame;
  houseEdgePercent: number;
  bettingMs: number;
  limits: CrashLimitsByCurrency;
  /** crashbull's side bet odds x 100; null for the other games. */
  sideOdds: Record<CrashSide, number> | null;
}

export function toSettings(row: CrashGameRow): CrashGameSettings {
  const houseEdgePercent = row.houseEdgeBps / 100;
  return {
    game: row.game as OriginalGame,
    houseEdgePercent,
    bettingMs: row.bettingMs,
    limits: row.limits,
    sideOdds:
      row.game === 'crashbull'
        ? {
            bull: sideOddsX100('bull', houseEdgePercent),
            bear: sideOddsX100('bear', houseEdgePercent),
          }
        : null,
  };
}

/** The next round of a chain, drawn from its hash (docs/fairness.md). */
export interface DrawnRound {
  chainId: number;
  number: number;
  hash: string;
  crashX100: number;
  houseEdgeBps: number;
}

/** Games, their settings and their chains: what operators set up before anyone plays. */
export function createCrashGames(deps: { db: Database; repo: OriginalsRepository }) {
  const { db, repo } = deps;
  const playable = new Map<
    string,
    { until: number; value: Promise<{ settings: CrashGameSettings; isOpen: boolean }> }
  >();

  function requireGameName(game: string): OriginalGame {
    if (!isOriginalGame(game)) throw new AppError('NOT_FOUND');
    return game;
  }

  async function requireGame(game: string): Promise<CrashGameRow> {
    const row = await repo.findGame(requireGameName(game));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    requireGameName,
    requireGame,

    /** Every install has the three games (settings at their defaults, no chain yet). */
    async ensureGames(): Promise<void> {
      for (const game of ORIGINAL_GAMES) {
        await repo.insertGameUnlessExists({
          game,
          houseEdgeBps: DEFAULT_HOUSE_EDGE_PERCENT * 100,
          bettingMs: DEFAULT_BETTING_MS,
          limits: DEFAULT_LIMITS,
        });
      }
    },

    async getSettings(game: string): Promise<CrashGameSettings> {
      return toSettings(await requireGame(game));
    },

    /**
     * The settings bets are checked against, and whether the game's chain has its salt; read
     * at most once a second per node (bets come in bursts, settings change rarely).
     */
    async getPlayableSettings(
      game: string,
    ): Promise<{ settings: CrashGameSettings; isOpen: boolean }> {
      const name = requireGameName(game);
      const cached = playable.get(name);
      if (cached && cached.until > Date.now()) return cached.value;
      const value = Promise.all([requireGame(name), repo.findCurrentChain(name)]).then(
        ([row, chain]) => ({ settings: toSettings(row), isOpen: chain?.salt != null }),
      );
      playable.set(name, { until: Date.now() + PLAYABLE_CACHE_MS, value });
      value.catch(() => playable.delete(name));
      return value;
    },

    /** `crash:settings`: the edge, the betting window and the limits of one game. */
    async updateSettings(
      game: string,
      /** The edge in basis points (1% = 100): whole numbers, never a float percent. */
      changes: { houseEdgeBps?: number; bettingMs?: number; limits?: CrashLimitsByCurrency },
    ): Promise<CrashGameSettings> {
      const row = await requireGame(game);
      const edge = changes.houseEdgeBps;
      if (edge !== undefined && !(Number.isSafeInteger(edge) && edge >= 0 && edge < 5000)) {
        throw new RangeError('the house edge is a percent from 0 to 49.99 with two decimals');
      }
      if (
        changes.bettingMs !== undefined &&
        !(changes.bettingMs >= 1000 && changes.bettingMs <= 60_000)
      ) {
        throw new RangeError('the betting window is 1 to 60 seconds');
      }
      for (const [currency, limit] of Object.entries(changes.limits ?? {})) {
        const values = [limit.min_bet, limit.max_bet, limit.max_payout];
        if (
          !values.every((v) => Number.isSafeInteger(v) && v > 0) ||
          limit.min_bet > limit.max_bet
        ) {
          throw new RangeError(`${currency}: limits are positive minor units, min <= max`);
        }
      }
      await repo.updateGameSettings(row.game, {
        ...(edge === undefined ? {} : { houseEdgeBps: edge }),
        ...(changes.bettingMs === undefined ? {} : { bettingMs: changes.bettingMs }),
        ...(changes.limits ? { limits: { ...row.limits, ...changes.limits } } : {}),
      });
      return toSettings(await requireGame(game));
    },

    /**
     * `crash:chain`: a new secret seed hashed `length` times. The game stops taking new rounds
     * until the new chain's salt is set. Answers the terminating hash to publish.
     */
    async createChain(
      game: string,
      length: number,
      options: { isDemo?: boolean } = {},
    ): Promise<CrashChainRow> {
      const row = await requireGame(game);
      if (!Number.isSafeInteger(length) || length < 1 || length > MAX_CHAIN_LENGTH) {
        throw new RangeError(`the chain length is 1 to ${MAX_CHAIN_LENGTH}`);
      }
      const seed = newChainSeed();
      const checkpoints: { position: number; hash: string }[] = [];
      const terminatingHash = await buildChain(seed, length, (position, hash) => {
        checkpoints.push({ position, hash });
      });
      return db.transaction((tx) =>
        repo.insertChain(
          tx,
          { game: row.game, seed, terminatingHash, length, isDemo: options.isDemo ?? false },
          checkpoints,
        ),
      );
    },

    /** `crash:salt`: once per chain, after its terminating hash was published. */
    async setSalt(game: string, salt: string, options: { isDemo?: boolean } = {}) {
      const name = requireGameName(game);
      const text = salt.trim();
      if (!/^[\x21-\x7e]{1,200}$/.test(text)) {
        throw new RangeError('the salt is 1 to 200 printable characters without spaces');
      }
      const chain = await repo.findCurrentChain(name);
      if (!chain) throw new RangeError(`${name} has no chain yet: run crash:chain first`);
      if (!(await repo.setSaltOnce(chain.id, text, options.isDemo))) {
        throw new RangeError(`the salt of ${name}'s current chain is already set`);
      }
      return { ...chain, salt: text };
    },

    /**
     * Demo mode only: a chain and a salt made here at first start, flagged as demo (the
     * fairness page says nothing was published in advance).
     */
    async ensureDemoChains(): Promise<OriginalGame[]> {
      const made: OriginalGame[] = [];
      for (const game of ORIGINAL_GAMES) {
        let chain = await repo.findCurrentChain(game);
        if (!chain) chain = await this.createChain(game, DEMO_CHAIN_LENGTH, { isDemo: true });
        // An operator's own chain waits for the operator's salt, even in demo mode.
        if (chain.salt === null && chain.isDemo) {
          await this.setSalt(game, newChainSeed(), { isDemo: true });
          made.push(game);
        }
      }
      return made;
    },

    async findCurrentChain(game: string): Promise<CrashChainRow | null> {
      return repo.findCurrentChain(requireGameName(game));
    },

    /** The next round of the game's current chain; null while it has no salted chain. */
    async drawNextRound(game: OriginalGame): Promise<DrawnRound | null> {
      const [row, chain] = await Promise.all([repo.findGame(game), repo.findCurrentChain(game)]);
      if (!row || !chain || chain.salt === null) return null;
      const last = await repo.findLastRoundOfChain(chain.id);
      const number = (last?.number ?? 0) + 1;
      if (number > chain.length) return null;
      const position = positionOfRound(number, chain.length);
      const checkpoint = await repo.findCheckpointAtOrBelow(chain.id, position);
      if (!checkpoint) throw new Error(`chain ${chain.id} has no checkpoint below ${position}`);
      const hash = hashAtPosition(position, checkpoint);
      return {
        chainId: chain.id,
        number,
        hash,
        crashX100: crashPointX100(hash, chain.salt, row.houseEdgeBps / 100),
        houseEdgeBps: row.houseEdgeBps,
      };
    },
  };
}

export type CrashGames = ReturnType<typeof createCrashGames>;
