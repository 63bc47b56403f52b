import type {
  ChatGroupResponse,
  ChatMessage,
  ChatMessagesResponse,
  ChatSendResponse,
} from '@casino/contracts';
import type { FormFailure, Loaded } from '../../lib/forms';
import { readPayloadObject } from '../../lib/realtime-payload';

/** The resource routes' answers: the API's body, or the failure with the server's words. */
export type OpenGroupResult = Loaded<ChatGroupResponse>;
export type MessagesResult = Loaded<ChatMessagesResponse>;
export type SendMessageResult = Loaded<ChatSendResponse>;

/**
 * Adds messages to a conversation without duplicates: the sender's own answer and the
 * real-time echo of the same message (or a message that arrived live while the history was
 * loading) share an id. Oldest first, by id: the server numbers messages as it stores them.
 */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  let isChanged = false;
  for (const message of incoming) {
    if (byId.has(message.id)) continue;
    byId.set(message.id, message);
    isChanged = true;
  }
  if (!isChanged) return current;
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * spec §2: own messages are those whose author name equals the current user's name. Names are
 * not unique (two players may share one, and an agent may be named like a player), so the
 * comparison is by user id, which every message carries.
 */
export function isOwnMessage(message: ChatMessage, userId: number): boolean {
  return message.user.id === userId;
}

/** The NewMessage payload {message} (spec §7), checked before it reaches the list. */
export function readNewMessage(data: unknown): ChatMessage | null {
  const candidate = readPayloadObject(data, 'message') as Partial<ChatMessage> | null;
  if (!candidate) return null;
  const isValid =
    typeof candidate.id === 'number' &&
    typeof candidate.group_name === 'string' &&
    typeof candidate.message === 'string' &&
    typeof candidate.created_at === 'string' &&
    typeof candidate.user?.id === 'number' &&
    typeof candidate.user.name === 'string';
  return isValid ? (candidate as ChatMessage) : null;
}

/** What to say under the input: the field's own error (422) before the general message. */
export function getSendError(failure: FormFailure): string {
  return failure.fieldErrors.message?.[0] ?? failure.fieldErrors.group_name?.[0] ?? failure.message;
}
