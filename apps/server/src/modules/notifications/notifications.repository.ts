import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { notifications } from './notifications.schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export function createNotificationsRepository(db: Database) {
  return {
    /** Inserts unless the same event already notified this player; true when new. */
    async insert(row: NewNotificationRow): Promise<boolean> {
      const inserted = await db
        .insert(notifications)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: notifications.id });
      return inserted.length > 0;
    },

    /** One notification per player, in batches; repeats of the same broadcast insert nothing. */
    async insertMany(rows: NewNotificationRow[], tx: Executor = db): Promise<number[]> {
      const inserted: number[] = [];
      for (let i = 0; i < rows.length; i += 1_000) {
        const batch = await tx
          .insert(notifications)
          .values(rows.slice(i, i + 1_000))
          .onConflictDoNothing()
          .returning({ userId: notifications.userId });
        inserted.push(...batch.map((row) => row.userId));
      }
      return inserted;
    },

    async findByUserId(
      userId: number,
      options: { onlyUnread: boolean; limit: number; offset: number },
    ): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
      const mine = eq(notifications.userId, userId);
      const unread = and(mine, isNull(notifications.readAt));
      const where = options.onlyUnread ? unread : mine;
      const [rows, [totals], [unreadTotals]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ n: count() }).from(notifications).where(where),
        db.select({ n: count() }).from(notifications).where(unread),
      ]);
      return { rows, total: totals?.n ?? 0, unread: unreadTotals?.n ?? 0 };
    },

    /** Marks one of the player's notifications read (once); null when it is not theirs. */
    async markRead(userId: number, id: number, at: Date): Promise<NotificationRow | null> {
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.id, id),
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
          ),
        );
      const [row] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
      return row ?? null;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
