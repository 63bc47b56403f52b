import { crashSeedResponseSchema } from '@casino/contracts';
import type { CrashSeedResponse } from '@casino/contracts';
import type { OriginalGame } from '@casino/contracts/crash-math';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/**
 * GET /api/originals/{game}/seed (issue 12): the published terminating hash, the salt, the
 * chain's length and the house edge. 404 or 503 while the game is not open.
 */
export function getCrashSeed(
  api: ApiClient,
  game: OriginalGame,
  init?: ApiRequestInit,
): Promise<CrashSeedResponse> {
  return api.get(`/api/originals/${game}/seed`, crashSeedResponseSchema, init);
}
