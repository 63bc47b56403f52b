import type { CrashRound, CrashSeedResponse } from '@casino/contracts';
import {
  DEFAULT_HOUSE_EDGE_PERCENT,
  isOriginalGame,
  type OriginalGame,
} from '@casino/contracts/crash-math';
import { normalizeRoundHash } from './verifier';

/**
 * /fairness?game=crash&hash=...&round=ID: the crash page's history strip links here in exactly
 * that form. `salt` and `edge` appear only when the visitor typed values other than the game's.
 */
export type FairnessQuery = {
  game: OriginalGame;
  /** As typed (trimmed); the verifier says when it is not a hash. */
  hash: string | null;
  round: number | null;
  salt: string | null;
  edge: number | null;
};

export function readFairnessQuery(params: URLSearchParams): FairnessQuery {
  const game = params.get('game') ?? '';
  const hash = params.get('hash')?.trim() || null;
  const round = Number(params.get('round'));
  const edge = params.get('edge');
  return {
    game: isOriginalGame(game) ? game : 'crash',
    hash,
    round: Number.isSafeInteger(round) && round > 0 ? round : null,
    salt: params.get('salt') || null,
    edge: edge !== null && isHouseEdge(Number(edge)) && edge.trim() !== '' ? Number(edge) : null,
  };
}

/** The formula works for any edge below 100%; a game is configured between 0 and 50. */
export function isHouseEdge(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value < 100;
}

/** The link that opens a round's check, the same the crash page builds. */
export function getFairnessPath(
  game: OriginalGame,
  options: { hash?: string; round?: number; salt?: string; edge?: number } = {},
): string {
  const params = new URLSearchParams({ game });
  if (options.hash) params.set('hash', options.hash);
  if (options.round !== undefined) params.set('round', String(options.round));
  if (options.salt !== undefined) params.set('salt', options.salt);
  if (options.edge !== undefined) params.set('edge', String(options.edge));
  return `/fairness?${params.toString()}`;
}

export type CheckRequest = {
  hash: string;
  salt: string;
  edge: number;
  terminatingHash: string | null;
  /** How far the link walk goes: the chain's length, or a million when it is unknown. */
  maxSteps: number;
};

export type CheckInput = {
  /** Raw values the verifier starts from (hash may not be a hash yet). */
  hash: string;
  salt: string;
  edge: number;
  /** The salt and edge that apply unless the visitor types others (kept out of the URL). */
  defaults: { salt: string; edge: number };
  /** The round the history or `round=` named, when the hash is that round's. */
  round: CrashRound | null;
  request: CheckRequest | null;
};

export const DEFAULT_LINK_STEPS = 1_000_000;

/**
 * What the verifier checks: the hash from the query or else the picked round's; the salt and
 * edge from the query, else the round's own (a round keeps the salt and edge it was played
 * with), else the game's. No request while a value is missing or malformed.
 */
export function getCheckInput(
  query: FairnessQuery,
  seed: CrashSeedResponse | null,
  picked: CrashRound | null,
): CheckInput {
  const hash = query.hash ?? picked?.hash ?? '';
  const normalized = normalizeRoundHash(hash);
  const round = picked && normalized === picked.hash ? picked : null;
  const defaults = {
    salt: round?.salt || seed?.salt || '',
    edge: round?.house_edge ?? seed?.house_edge ?? DEFAULT_HOUSE_EDGE_PERCENT,
  };
  const salt = query.salt ?? defaults.salt;
  const edge = query.edge ?? defaults.edge;
  const request: CheckRequest | null =
    normalized && salt
      ? {
          hash: normalized,
          salt,
          edge,
          // A picked round links to its own chain's end (a game may have had several chains).
          terminatingHash: round?.terminating_hash ?? seed?.terminating_hash ?? null,
          maxSteps: seed && seed.chain_length > 0 ? seed.chain_length : DEFAULT_LINK_STEPS,
        }
      : null;
  return { hash, salt, edge, defaults, round, request };
}
