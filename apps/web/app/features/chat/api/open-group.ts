import { chatGroupResponseSchema } from '@casino/contracts';
import type { ChatGroupResponse } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** POST /api/groups/open: the player's own conversation, opened if there is none. */
export function openGroup(api: ApiClient): Promise<ChatGroupResponse> {
  return api.post('/api/groups/open', {}, chatGroupResponseSchema);
}
