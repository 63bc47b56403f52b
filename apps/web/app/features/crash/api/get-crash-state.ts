import { crashStateResponseSchema } from '@casino/contracts';
import type { CrashStateResponse, OriginalGame } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/**
 * GET /api/originals/{game}/state: the live round, its bets, the last crash points and the
 * game's settings. With the player's token it also carries their own bets (my_bets).
 */
export function getCrashState(
  api: ApiClient,
  game: OriginalGame,
  init?: ApiRequestInit,
): Promise<CrashStateResponse> {
  return api.get(`/api/originals/${game}/state`, crashStateResponseSchema, init);
}
