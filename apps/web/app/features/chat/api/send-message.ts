import { chatSendResponseSchema } from '@casino/contracts';
import type { ChatSendRequest, ChatSendResponse } from '@casino/contracts';
import type { ApiClient } from '../../../lib/api';

/** POST /api/conversations {message, group_name} (spec §7): the stored message and its group. */
export function sendMessage(api: ApiClient, request: ChatSendRequest): Promise<ChatSendResponse> {
  return api.post('/api/conversations', request, chatSendResponseSchema);
}
