import {
  bonusActivationResponseSchema,
  bonusesResponseSchema,
  type BonusActivationResponse,
  type BonusesResponse,
} from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** spec §7 POST /user/bonuses: the player's bonuses (open offers become theirs first). */
export function listBonuses(api: ApiClient, init?: ApiRequestInit): Promise<BonusesResponse> {
  return api.post('/api/user/bonuses', {}, bonusesResponseSchema, init);
}

/** spec §7 POST /user/bonuses/active: claim (1) or decline (-1); answers the bonus and user. */
export function setBonusActive(
  api: ApiClient,
  request: { id: number; active: 1 | -1 },
): Promise<BonusActivationResponse> {
  return api.post('/api/user/bonuses/active', request, bonusActivationResponseSchema);
}
