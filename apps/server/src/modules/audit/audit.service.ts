import type { AdminAuditQuery, AuditEntry } from '@casino/contracts';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import type { StaffActor } from '../../platform/auth';
import { staffAudit } from './audit.schema';

/** What a staff action changed: the record before and after (null where there was none). */
export interface AuditChange {
  action: string;
  targetType: string;
  targetId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/** JSON the audit keeps: Dates as ISO text, bigint as text, undefined dropped. */
function snapshot(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'bigint' ? item.toString() : item,
    ),
  ) as unknown;
}

const DAY_MS = 86_400_000;

/**
 * The audit trail (issue 17): every staff action is recorded with `record` inside the
 * transaction that makes the change, so the change and its record land together or not at all.
 */
export function createAuditTrail(db: Database) {
  const trail = {
    async record(tx: Executor, actor: StaffActor, change: AuditChange): Promise<void> {
      await tx.insert(staffAudit).values({
        staffId: actor.userId,
        staffRole: actor.role,
        source: actor.source,
        action: change.action,
        targetType: change.targetType,
        targetId:
          change.targetId === undefined || change.targetId === null
            ? null
            : String(change.targetId),
        before: snapshot(change.before),
        after: snapshot(change.after),
        ip: actor.ip,
        userAgent: actor.userAgent?.slice(0, 500) ?? null,
      });
    },

    /**
     * Runs `work` in a transaction and records what it reports in the same one: for changes
     * that are not ledger transfers (those record inside `ledger.run`).
     */
    async run<T>(
      actor: StaffActor,
      work: (tx: Database) => Promise<{ result: T; change: AuditChange }>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const { result, change } = await work(tx as unknown as Database);
        await trail.record(tx, actor, change);
        return result;
      });
    },

    /** The trail, newest first, filtered as asked. */
    async list(query: AdminAuditQuery): Promise<{ entries: AuditEntry[]; total: number }> {
      const where: SQL[] = [];
      if (query.staff_id) where.push(eq(staffAudit.staffId, query.staff_id));
      if (query.action) where.push(eq(staffAudit.action, query.action));
      if (query.target_type) where.push(eq(staffAudit.targetType, query.target_type));
      if (query.target_id) where.push(eq(staffAudit.targetId, query.target_id));
      if (query.from) where.push(gte(staffAudit.createdAt, new Date(`${query.from}T00:00:00Z`)));
      if (query.to) {
        where.push(
          lt(staffAudit.createdAt, new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS)),
        );
      }
      const condition = where.length > 0 ? and(...where) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            row: staffAudit,
            // The staff member as they are named now (the users module's table, read only).
            name: sql<
              string | null
            >`(select name from users where users.id = ${staffAudit.staffId})`,
            email: sql<
              string | null
            >`(select email from users where users.id = ${staffAudit.staffId})`,
          })
          .from(staffAudit)
          .where(condition)
          .orderBy(desc(staffAudit.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ total: count() }).from(staffAudit).where(condition),
      ]);
      return {
        total: counted?.total ?? 0,
        entries: rows.map(({ row, name, email }) => ({
          id: row.id,
          staff:
            row.staffId === null ? null : { id: row.staffId, name: name ?? '', email: email ?? '' },
          staff_role: row.staffRole,
          source: row.source,
          action: row.action,
          target_type: row.targetType,
          target_id: row.targetId,
          before: row.before ?? null,
          after: row.after ?? null,
          ip: row.ip,
          user_agent: row.userAgent,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  };
  return trail;
}

export type AuditTrail = ReturnType<typeof createAuditTrail>;
