import { chatDeactivateResponseSchema } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** spec §7: the closed group's id. */
export type ChatDeactivateResponse = ReturnType<typeof chatDeactivateResponseSchema.parse>;

/** GET /api/group/deactivate?group_name= (spec §7): closes a conversation; history stays. */
export function deactivateGroup(
  api: ApiClient,
  groupName: string,
): Promise<ChatDeactivateResponse> {
  const query = new URLSearchParams({ group_name: groupName });
  return api.get(`/api/group/deactivate?${query}`, chatDeactivateResponseSchema);
}
