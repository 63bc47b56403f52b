import { isoDateTime, recordId } from './common';
import { z } from './validation';

/**
 * Live support chat (spec §2 Support chat, §3 Chat group / Chat message, §7 chat calls).
 * Group 1 "support" is the desk players write to: a player's messages to it land in their own
 * conversation, a group of its own that support agents see and answer.
 */

/** spec §2: the default group is "support" with id 1. */
export const SUPPORT_GROUP = { id: 1, name: 'support' } as const;
/** Longest chat message, in characters (plain text). */
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** How many of a group's latest messages GET /api/messages answers. */
export const CHAT_HISTORY_LIMIT = 200;

/** Group names travel in channel names (`private-groups.{name}`): Pusher's character set. */
export const chatGroupNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_\-=@,.;]{1,100}$/);

/**
 * spec §3 Chat group: id, name, photo_url; `title` is who the conversation is with (the
 * player's name) for the agents' list, `created_at` when it was opened.
 */
export const chatGroupSchema = z
  .object({
    id: recordId,
    name: z.string(),
    photo_url: z.string().nullable(),
    title: z.string(),
    created_at: isoDateTime,
  })
  .meta({ id: 'ChatGroup' });
export type ChatGroup = z.infer<typeof chatGroupSchema>;

/** spec §3 Chat message: message, user.name (plus ids and the time, for ordering and sides). */
export const chatMessageSchema = z
  .object({
    id: recordId,
    group_name: z.string(),
    message: z.string(),
    user: z.object({ id: z.number().int(), name: z.string() }),
    created_at: isoDateTime,
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /api/groups/active: a player's own open conversation; for agents every open one. */
export const chatGroupsResponseSchema = z
  .object({ groups: z.array(chatGroupSchema) })
  .meta({ id: 'ChatGroupList' });
export type ChatGroupsResponse = z.infer<typeof chatGroupsResponseSchema>;

/** POST /api/groups/open: the player's own conversation, opened if there is none. */
export const chatGroupResponseSchema = z
  .object({ group: chatGroupSchema })
  .meta({ id: 'ChatGroupAnswer' });
export type ChatGroupResponse = z.infer<typeof chatGroupResponseSchema>;

/**
 * GET /api/group/deactivate?group_name= and GET /api/messages?group_name= (no component id:
 * query strings are listed parameter by parameter in the OpenAPI document).
 */
export const chatGroupQuerySchema = z.object({
  group_name: chatGroupNameSchema.default(SUPPORT_GROUP.name),
});
export type ChatGroupQuery = z.infer<typeof chatGroupQuerySchema>;

/** spec §7 GET /api/group/deactivate answers the group's id. */
export const chatDeactivateResponseSchema = z
  .object({ id: z.number().int() })
  .meta({ id: 'ChatDeactivated' });

/**
 * GET /api/messages: the group's latest messages, oldest first. A player asking for "support"
 * before writing anything gets no group and no messages.
 */
export const chatMessagesResponseSchema = z
  .object({ group: chatGroupSchema.nullable(), messages: z.array(chatMessageSchema) })
  .meta({ id: 'ChatMessageList' });
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

/** spec §7 POST /api/conversations {message, group_name}: plain text, trimmed. */
export const chatSendRequestSchema = z
  .object({
    message: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH),
    group_name: chatGroupNameSchema.default(SUPPORT_GROUP.name),
  })
  .meta({ id: 'ChatSendRequest' });
export type ChatSendRequest = z.infer<typeof chatSendRequestSchema>;
export const chatSendResponseSchema = z
  .object({ message: chatMessageSchema, group: chatGroupSchema })
  .meta({ id: 'ChatSendAnswer' });
export type ChatSendResponse = z.infer<typeof chatSendResponseSchema>;

/** Real-time payloads (spec §7): GroupCreated on users.{id}, NewMessage on groups.{name}. */
export const groupCreatedEventSchema = z.object({ group: chatGroupSchema });
export type GroupCreatedEvent = z.infer<typeof groupCreatedEventSchema>;
export const newMessageEventSchema = z.object({ message: chatMessageSchema });
export type NewMessageEvent = z.infer<typeof newMessageEventSchema>;
