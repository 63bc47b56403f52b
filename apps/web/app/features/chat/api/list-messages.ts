import { chatMessagesResponseSchema } from '@casino/contracts';
import type { ChatMessagesResponse } from '@casino/contracts';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** GET /api/messages?group_name=: a conversation's latest messages, oldest first (spec §7). */
export function listMessages(
  api: ApiClient,
  groupName: string,
  init?: ApiRequestInit,
): Promise<ChatMessagesResponse> {
  const query = new URLSearchParams({ group_name: groupName });
  return api.get(`/api/messages?${query}`, chatMessagesResponseSchema, init);
}
