import { gameListResponseSchema } from '@casino/contracts';
import type { GameListResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** spec §7 POST /api/user/gameslist: the player's recently played games, most recent first. */
export function listRecentGames(api: ApiClient, init?: ApiRequestInit): Promise<GameListResponse> {
  return api.post('/api/user/gameslist', {}, gameListResponseSchema, init);
}
