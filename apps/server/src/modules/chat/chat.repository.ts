import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatGroups, chatMessages } from './chat.schema';

export type ChatGroupRow = typeof chatGroups.$inferSelect;

export interface ChatMessageView {
  id: number;
  groupName: string;
  userId: number;
  userName: string;
  message: string;
  createdAt: Date;
}

export function createChatRepository(db: Database) {
  const selectMessages = () =>
    db
      .select({
        id: chatMessages.id,
        groupName: chatGroups.name,
        userId: chatMessages.userId,
        userName: chatMessages.userName,
        message: chatMessages.message,
        createdAt: chatMessages.createdAt,
      })
      .from(chatMessages)
      .innerJoin(chatGroups, eq(chatGroups.id, chatMessages.groupId));

  return {
    async findGroupByName(name: string): Promise<ChatGroupRow | null> {
      const [row] = await db.select().from(chatGroups).where(eq(chatGroups.name, name));
      return row ?? null;
    },

    async findOpenGroupByOwner(userId: number): Promise<ChatGroupRow | null> {
      const [row] = await db
        .select()
        .from(chatGroups)
        .where(and(eq(chatGroups.ownerUserId, userId), eq(chatGroups.isActive, true)));
      return row ?? null;
    },

    /**
     * Inserts an open conversation; null when the owner already has one (the partial unique
     * index decides between two simultaneous openings).
     */
    async insertGroup(group: {
      name: string;
      title: string;
      photoUrl: string | null;
      ownerUserId: number;
    }): Promise<ChatGroupRow | null> {
      const [row] = await db.insert(chatGroups).values(group).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Every open conversation (groups with an owner), newest first. */
    findOpenConversations(): Promise<ChatGroupRow[]> {
      return db
        .select()
        .from(chatGroups)
        .where(and(eq(chatGroups.isActive, true), isNotNull(chatGroups.ownerUserId)))
        .orderBy(desc(chatGroups.id));
    },

    /** Closes an open group; false when it was closed already. */
    async deactivate(id: number, byUserId: number, at: Date): Promise<boolean> {
      const closed = await db
        .update(chatGroups)
        .set({ isActive: false, closedAt: at, closedByUserId: byUserId })
        .where(and(eq(chatGroups.id, id), eq(chatGroups.isActive, true)))
        .returning({ id: chatGroups.id });
      return closed.length > 0;
    },

    async insertMessage(message: {
      groupId: number;
      userId: number;
      userName: string;
      message: string;
    }): Promise<ChatMessageView> {
      const [row] = await db
        .insert(chatMessages)
        .values(message)
        .returning({ id: chatMessages.id });
      const [view] = row ? await selectMessages().where(eq(chatMessages.id, row.id)) : [];
      if (!view) throw new Error('the chat message was not stored');
      return view;
    },

    /** The latest `limit` messages of a group, oldest first. */
    async findLatestMessages(groupId: number, limit: number): Promise<ChatMessageView[]> {
      const rows = await selectMessages()
        .where(eq(chatMessages.groupId, groupId))
        .orderBy(desc(chatMessages.id))
        .limit(limit);
      return rows.reverse();
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
