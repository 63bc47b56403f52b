import { gameListResponseSchema } from '@casino/contracts';
import type { GameListResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** GET /api/user/favourites: the games the player marked with the heart. */
export function listFavourites(api: ApiClient, init?: ApiRequestInit): Promise<GameListResponse> {
  return api.get('/api/user/favourites', gameListResponseSchema, init);
}
