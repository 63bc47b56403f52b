import { crashRoundsResponseSchema } from '@casino/contracts';
import type { CrashRoundsResponse } from '@casino/contracts';
import type { OriginalGame } from '@casino/contracts/crash-math';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/**
 * GET /api/originals/{game}/rounds (issue 12): finished rounds, newest first, each with the
 * hash revealed at its crash. `before` pages back: rounds with a smaller id.
 */
export function getCrashRounds(
  api: ApiClient,
  game: OriginalGame,
  options: { limit: number; before?: number },
  init?: ApiRequestInit,
): Promise<CrashRoundsResponse> {
  const params = new URLSearchParams({ limit: String(options.limit) });
  if (options.before !== undefined) params.set('before', String(options.before));
  return api.get(
    `/api/originals/${game}/rounds?${params.toString()}`,
    crashRoundsResponseSchema,
    init,
  );
}
