import { chatGroupsResponseSchema } from '@casino/contracts';
import type { ChatGroupsResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** GET /api/groups/active: a player's own open conversation; for agents every open one. */
export function listActiveGroups(
  api: ApiClient,
  init?: ApiRequestInit,
): Promise<ChatGroupsResponse> {
  return api.get('/api/groups/active', chatGroupsResponseSchema, init);
}
