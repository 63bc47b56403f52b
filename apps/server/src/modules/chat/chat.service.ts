import { randomBytes } from 'node:crypto';
import {
  CHAT_HISTORY_LIMIT,
  SUPPORT_GROUP,
  type ChatGroup,
  type ChatGroupsResponse,
  type ChatMessage,
  type ChatMessagesResponse,
  type ChatSendResponse,
} from '@casino/contracts';
import type { Principal } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { ChatGroupRow, ChatMessageView, ChatRepository } from './chat.repository';

/** Support agents answer every conversation; admins may read along (back office). */
function isStaff(principal: Principal): boolean {
  return principal.role === 'support' || principal.role === 'admin';
}

/** Control characters other than tab and newline never belong in a chat line. */
export function cleanMessage(text: string): string {
  return text.replace(/\p{Cc}/gu, (char) => (char === '\n' || char === '\t' ? char : '')).trim();
}

function toGroupDto(group: ChatGroupRow): ChatGroup {
  return {
    id: group.id,
    name: group.name,
    photo_url: group.photoUrl,
    title: group.title,
    created_at: group.createdAt.toISOString(),
  };
}

function toMessageDto(message: ChatMessageView): ChatMessage {
  return {
    id: message.id,
    group_name: message.groupName,
    message: message.message,
    user: { id: message.userId, name: message.userName },
    created_at: message.createdAt.toISOString(),
  };
}

/**
 * Live support chat (spec §2, §4, §7). Players write to the desk, group 1 "support"; their
 * messages land in their own conversation, opened on first use and shown to every agent
 * (ChatGroupCreated). Agents see and answer every open conversation; a player sees only their
 * own. Messages are plain text; the web escapes them when it renders.
 */
export function createChatService(deps: {
  chatRepository: ChatRepository;
  /** Who answers support: every support agent's id (usersService). */
  listAgentIds: () => Promise<number[]>;
  /** A player's name and photo, for their conversation's group. */
  findUser: (userId: number) => Promise<{ name: string; photoUrl: string | null } | null>;
  events: EventBus;
  now?: () => Date;
}) {
  const { chatRepository: repo, events } = deps;
  const now = deps.now ?? (() => new Date());

  /** The player's open conversation, opened (and announced to agents) when there is none. */
  async function openOwnConversation(userId: number): Promise<ChatGroupRow> {
    const open = await repo.findOpenGroupByOwner(userId);
    if (open) return open;
    const user = await deps.findUser(userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    const created = await repo.insertGroup({
      // A name fit for a channel (`private-groups.{name}`), new for every conversation.
      name: `support-${userId}-${randomBytes(4).toString('hex')}`,
      title: user.name,
      photoUrl: user.photoUrl,
      ownerUserId: userId,
    });
    // Null: a simultaneous request opened it first; answer that one.
    if (!created) {
      const twin = await repo.findOpenGroupByOwner(userId);
      if (!twin) throw new AppError('CONFLICT');
      return twin;
    }
    const group = toGroupDto(created);
    events.emit('ChatGroupCreated', {
      group,
      userIds: [userId, ...(await deps.listAgentIds())],
    });
    return created;
  }

  /**
   * The group a request names. "support" is the desk: for a player it means their own
   * conversation (opened when `open` is set, else null); agents answer named conversations.
   * A player naming someone else's group learns nothing of it (404).
   */
  async function resolveGroup(
    principal: Principal,
    groupName: string,
    options: { open: boolean },
  ): Promise<ChatGroupRow | null> {
    if (groupName === SUPPORT_GROUP.name) {
      if (isStaff(principal)) throw new AppError('CHAT_GROUP_NOT_FOUND');
      return options.open
        ? openOwnConversation(principal.userId)
        : repo.findOpenGroupByOwner(principal.userId);
    }
    const group = await repo.findGroupByName(groupName);
    const isVisible =
      group !== null &&
      group.ownerUserId !== null &&
      (isStaff(principal) || group.ownerUserId === principal.userId);
    if (!isVisible) throw new AppError('CHAT_GROUP_NOT_FOUND');
    return group;
  }

  return {
    /** POST /api/groups/open: the player's own conversation (agents have none). */
    async open(principal: Principal): Promise<ChatGroup> {
      if (isStaff(principal)) throw new AppError('FORBIDDEN');
      return toGroupDto(await openOwnConversation(principal.userId));
    },

    /** spec §7 GET /api/groups/active: agents every open conversation, a player their own. */
    async listActiveGroups(principal: Principal): Promise<ChatGroupsResponse> {
      const groups = isStaff(principal)
        ? await repo.findOpenConversations()
        : [await repo.findOpenGroupByOwner(principal.userId)].filter(
            (group): group is ChatGroupRow => group !== null,
          );
      return { groups: groups.map(toGroupDto) };
    },

    /** spec §7 GET /api/messages?group_name=: the latest messages, oldest first. */
    async listMessages(principal: Principal, groupName: string): Promise<ChatMessagesResponse> {
      const group = await resolveGroup(principal, groupName, { open: false });
      if (!group) return { group: null, messages: [] };
      const messages = await repo.findLatestMessages(group.id, CHAT_HISTORY_LIMIT);
      return { group: toGroupDto(group), messages: messages.map(toMessageDto) };
    },

    /**
     * spec §7 POST /api/conversations {message, group_name}. A player's message goes to the
     * agents, an agent's reply to the player (ChatMessageSent; notifications and real time
     * listen). A closed conversation takes no more messages.
     */
    async send(
      principal: Principal,
      input: { message: string; group_name: string },
    ): Promise<ChatSendResponse> {
      const text = cleanMessage(input.message);
      if (text.length === 0) {
        throw new AppError('VALIDATION_FAILED', {
          fields: { message: [{ key: 'validation:required' }] },
        });
      }
      const group = await resolveGroup(principal, input.group_name, { open: true });
      if (!group) throw new AppError('CHAT_GROUP_NOT_FOUND');
      if (!group.isActive) throw new AppError('CHAT_GROUP_CLOSED');
      const author = await deps.findUser(principal.userId);
      if (!author) throw new AppError('UNAUTHENTICATED');
      const stored = await repo.insertMessage({
        groupId: group.id,
        userId: principal.userId,
        userName: author.name,
        message: text,
      });
      const message = toMessageDto(stored);
      const isFromOwner = group.ownerUserId === principal.userId;
      events.emit('ChatMessageSent', {
        message,
        recipientIds: isFromOwner
          ? await deps.listAgentIds()
          : group.ownerUserId === null
            ? []
            : [group.ownerUserId],
        ownerUserId: group.ownerUserId,
        isReply: !isFromOwner,
      });
      return { message, group: toGroupDto(group) };
    },

    /**
     * spec §7 GET /api/group/deactivate?group_name=: closes a conversation and answers its id
     * (again, when it was closed already). Agents close any; a player their own.
     */
    async deactivate(principal: Principal, groupName: string): Promise<{ id: number }> {
      const group = await resolveGroup(principal, groupName, { open: false });
      if (!group) throw new AppError('CHAT_GROUP_NOT_FOUND');
      await repo.deactivate(group.id, principal.userId, now());
      return { id: group.id };
    },

    /**
     * Channel authorisation for `private-groups.{name}` / `presence-groups.{name}`: agents any
     * conversation, a player only their own.
     */
    async canJoinGroup(principal: Principal, groupName: string): Promise<boolean> {
      if (groupName === SUPPORT_GROUP.name) return false;
      const group = await repo.findGroupByName(groupName);
      if (!group || group.ownerUserId === null) return false;
      return isStaff(principal) || group.ownerUserId === principal.userId;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
