import { gameResponseSchema } from '@casino/contracts';
import type { GameResponse } from '@casino/contracts/games';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** GET /api/games/:id: one enabled game (404 when unknown or withdrawn). */
export function getGame(api: ApiClient, id: number, init?: ApiRequestInit): Promise<GameResponse> {
  return api.get(`/api/games/${id}`, gameResponseSchema, init);
}
