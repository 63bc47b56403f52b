import {
  DEFAULT_HOUSE_EDGE_PERCENT,
  MAX_BETTING_SECONDS,
  MAX_HOUSE_EDGE_BPS,
  MIN_BETTING_SECONDS,
  ORIGINAL_GAMES,
  formatMinorUnits,
  isOriginalGame,
  sideOddsX100,
  type CrashGameSettingsView,
  type CrashSettingsChange,
  type CrashSide,
  type OriginalGame,
} from '@casino/contracts';
import type { Database, Executor } from '../../db/client';
import type { StaffActor } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { AuditTrail } from '../audit/audit.service';
import { toMultiplier } from './originals.dto';
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
  /** The edge as stored: basis points (1% = 100), whole numbers. */
  houseEdgeBps: number;
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
    houseEdgeBps: row.houseEdgeBps,
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

/** A game's settings as the back office shows them (and the audit trail records them). */
export function toSettingsView(settings: CrashGameSettings): CrashGameSettingsView {
  return {
    game: settings.game,
    // Basis points are hundredths of a percent, as cents are of a unit: 150 -> "1.50".
    house_edge: formatMinorUnits(settings.houseEdgeBps),
    house_edge_bps: settings.houseEdgeBps,
    betting_ms: settings.bettingMs,
    limits: settings.limits,
    side_odds: settings.sideOdds
      ? { bull: toMultiplier(settings.sideOdds.bull), bear: toMultiplier(settings.sideOdds.bear) }
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
export function createCrashGames(deps: {
  db: Database;
  repo: OriginalsRepository;
  audit: AuditTrail;
}) {
  const { db, repo, audit } = deps;
  const playable = new Map<
    string,
    { until: number; value: Promise<{ settings: CrashGameSettings; isOpen: boolean }> }
  >();

  function requireGameName(game: string): OriginalGame {
    if (!isOriginalGame(game)) throw new AppError('NOT_FOUND');
    return game;
  }

  async function requireGame(
    game: string,
    executor?: Executor,
    options: { lock?: boolean } = {},
  ): Promise<CrashGameRow> {
    const row = await repo.findGame(requireGameName(game), executor, options);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /**
   * The edge, the betting window and the limits of one game, checked against the bounds the
   * contract states (a caller past the contract gets a RangeError). Rounds pick them up from
   * the database: the leader reads them for each new round, bets within a second (the cache).
   */
  async function updateSettings(
    game: string,
    /** The edge in basis points (1% = 100): whole numbers, never a float percent. */
    changes: { houseEdgeBps?: number; bettingMs?: number; limits?: CrashLimitsByCurrency },
    executor?: Executor,
  ): Promise<CrashGameSettings> {
    const row = await requireGame(game, executor);
    const edge = changes.houseEdgeBps;
    if (
      edge !== undefined &&
      !(Number.isSafeInteger(edge) && edge >= 0 && edge <= MAX_HOUSE_EDGE_BPS)
    ) {
      throw new RangeError('the house edge is a percent from 0 to 49.99 with two decimals');
    }
    if (
      changes.bettingMs !== undefined &&
      !(
        changes.bettingMs >= MIN_BETTING_SECONDS * 1000 &&
        changes.bettingMs <= MAX_BETTING_SECONDS * 1000
      )
    ) {
      throw new RangeError('the betting window is 1 to 60 seconds');
    }
    for (const [currency, limit] of Object.entries(changes.limits ?? {})) {
      const values = [limit.min_bet, limit.max_bet, limit.max_payout];
      if (!values.every((v) => Number.isSafeInteger(v) && v > 0) || limit.min_bet > limit.max_bet) {
        throw new RangeError(`${currency}: limits are positive minor units, min <= max`);
      }
    }
    await repo.updateGameSettings(
      row.game,
      {
        ...(edge === undefined ? {} : { houseEdgeBps: edge }),
        ...(changes.bettingMs === undefined ? {} : { bettingMs: changes.bettingMs }),
        ...(changes.limits ? { limits: { ...row.limits, ...changes.limits } } : {}),
      },
      executor,
    );
    return toSettings(await requireGame(game, executor));
  }

  return {
    requireGameName,
    requireGame,
    updateSettings,

    /**
     * A staff member's change (the console's PATCH, `crash:settings`): made and recorded in the
     * audit trail (`crash.settings`, before and after) in one transaction. An unknown game is
     * GAME_NOT_FOUND.
     */
    async changeSettings(
      actor: StaffActor,
      game: string,
      change: CrashSettingsChange,
    ): Promise<CrashGameSettings> {
      if (!isOriginalGame(game)) throw new AppError('GAME_NOT_FOUND');
      return audit.run(actor, async (tx) => {
        const before = toSettings(await requireGame(game, tx, { lock: true }));
        const after = await updateSettings(
          game,
          {
            ...(change.house_edge === undefined ? {} : { houseEdgeBps: change.house_edge }),
            ...(change.betting_seconds === undefined
              ? {}
              : { bettingMs: change.betting_seconds * 1000 }),
            ...(change.limits ? { limits: change.limits } : {}),
          },
          tx,
        );
        return {
          result: after,
          change: {
            action: 'crash.settings',
            targetType: 'crash_game',
            targetId: game,
            before: toSettingsView(before),
            after: toSettingsView(after),
          },
        };
      });
    },

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
