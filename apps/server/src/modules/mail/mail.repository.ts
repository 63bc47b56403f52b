import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from './mail.schema';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export function createMailRepository(db: Database) {
  return {
    async insert(values: typeof mailOutbox.$inferInsert, tx: Database = db): Promise<void> {
      await tx.insert(mailOutbox).values(values);
    },
    async findRecent(limit: number, tx: Database = db): Promise<OutboxRow[]> {
      return tx.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
