import { gameUrlResponseSchema } from '@casino/contracts';
import type { GameUrlResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';
import type { PlayMode } from '../play-data';

/**
 * spec §7 POST /api/games/gameURL (real money: logged in, e-mail verified) or the demo game URL
 * (play money, visitors too). Every call opens a fresh game session at the provider.
 */
export function getLaunchUrl(
  api: ApiClient,
  mode: PlayMode,
  gameId: number,
  init?: ApiRequestInit,
): Promise<GameUrlResponse> {
  const path = mode === 'real' ? '/api/games/gameURL' : '/api/games/demoURL';
  return api.post(path, { game_id: gameId }, gameUrlResponseSchema, init);
}
