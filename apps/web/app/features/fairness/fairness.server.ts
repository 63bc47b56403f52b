import type { CrashRound, CrashSeedResponse } from '@casino/contracts';
import { ORIGINAL_GAMES, type OriginalGame } from '@casino/contracts/crash-math';
import { ApiError, type ApiClient, type ApiRequestInit } from '../../lib/api';
import { getCrashRounds } from './api/get-crash-rounds';
import { getCrashSeed } from './api/get-crash-seed';
import type { FairnessQuery } from './fairness-query';

/** A game's published chain; `closed` while the game waits for its chain and salt. */
export type GameSeed =
  | { game: OriginalGame; status: 'open'; seed: CrashSeedResponse }
  | { game: OriginalGame; status: 'closed' }
  | { game: OriginalGame; status: 'unavailable' };

export type FairnessData = {
  query: FairnessQuery;
  /** Every game's chain, in ORIGINAL_GAMES order. */
  seeds: GameSeed[];
  /** The selected game's latest finished rounds; null when they could not be loaded. */
  rounds: CrashRound[] | null;
  /** The round `round=` names, when it is one of the selected game's. */
  picked: CrashRound | null;
};

export const HISTORY_LIMIT = 50;

/** The API answers 404 or 503 for a game that is not open yet: no error, just not open. */
function isNotOpen(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 503);
}

async function settle<T>(call: Promise<T>, what: string): Promise<T | 'closed' | 'failed'> {
  try {
    return await call;
  } catch (error) {
    // The session-expired redirect still wins.
    if (error instanceof Response) throw error;
    if (isNotOpen(error)) return 'closed';
    console.error(`Loading ${what} failed`, error);
    return 'failed';
  }
}

async function loadSeed(api: ApiClient, game: OriginalGame, init: ApiRequestInit) {
  const seed = await settle(getCrashSeed(api, game, init), `the ${game} seed`);
  if (seed === 'closed') return { game, status: 'closed' } as const;
  if (seed === 'failed') return { game, status: 'unavailable' } as const;
  return { game, status: 'open', seed } as const;
}

async function loadRounds(api: ApiClient, game: OriginalGame, init: ApiRequestInit) {
  const answer = await settle(
    getCrashRounds(api, game, { limit: HISTORY_LIMIT }, init),
    `the ${game} rounds`,
  );
  if (answer === 'closed') return [];
  return answer === 'failed' ? null : answer.rounds;
}

/** A round older than the list: the one round before id + 1, if it is that round. */
async function findRound(api: ApiClient, game: OriginalGame, id: number, init: ApiRequestInit) {
  const answer = await settle(
    getCrashRounds(api, game, { limit: 1, before: id + 1 }, init),
    `round ${id} of ${game}`,
  );
  if (typeof answer === 'string') return null;
  return answer.rounds.find((round) => round.id === id) ?? null;
}

/**
 * Everything /fairness shows, from public calls only. Every call may fail on its own (spec §8):
 * a game that is not open says so, the rest of the page still renders.
 */
export async function loadFairnessData(
  api: ApiClient,
  query: FairnessQuery,
  init: ApiRequestInit = {},
): Promise<FairnessData> {
  const [seeds, rounds] = await Promise.all([
    Promise.all(ORIGINAL_GAMES.map((game) => loadSeed(api, game, init))),
    loadRounds(api, query.game, init),
  ]);
  let picked: CrashRound | null = null;
  if (query.round !== null) {
    picked =
      rounds?.find((round) => round.id === query.round) ??
      (await findRound(api, query.game, query.round, init));
  }
  return { query, seeds, rounds, picked };
}
