import { liveFeedResponseSchema } from '@casino/contracts';
import type { LiveFeedResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/**
 * spec §7 GET /api/livefeed: the latest settled bets as the lists all, high and user (the
 * player's own, empty for visitors, so the call carries the token when there is one).
 */
export function getLiveFeed(api: ApiClient, init?: ApiRequestInit): Promise<LiveFeedResponse> {
  return api.get('/api/livefeed', liveFeedResponseSchema, init);
}
