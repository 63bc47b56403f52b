import { favouriteResponseSchema } from '@casino/contracts';
import type { FavouriteResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** PUT (mark) or DELETE (unmark) /api/user/favourites/{game_id}; both answer the new state. */
export function setFavourite(
  api: ApiClient,
  gameId: number,
  isFavourite: boolean,
  init?: ApiRequestInit,
): Promise<FavouriteResponse> {
  const path = `/api/user/favourites/${gameId}`;
  return isFavourite
    ? api.put(path, {}, favouriteResponseSchema, init)
    : api.delete(path, favouriteResponseSchema, init);
}
