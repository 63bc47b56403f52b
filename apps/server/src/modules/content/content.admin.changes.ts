import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { StaffActor } from '../../platform/auth';
import type { DomainCache } from '../../platform/domain-caches';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import type { FileStorage } from '../../platform/storage';
import type { AuditChange, AuditTrail } from '../audit/audit.service';
import { findFieldsHolding, findUploadedUrls, toStorageKey } from './content.images';
import type { ContentRepository, RowAccess } from './content.repository';

export const notFound = () => new AppError('CONTENT_NOT_FOUND');

/** A kind of content row as the back office edits it: its audit name, its rows, its answer. */
export interface ContentItems<Row, NewRow, Dto> {
  type: 'post' | 'page' | 'slider';
  rows: RowAccess<Row, NewRow>;
  toDto: (row: Row) => Dto;
}
type Work<T> = (tx: Database) => Promise<{ result: T; change: AuditChange }>;

export interface ContentChangesDeps {
  contentRepository: ContentRepository;
  /** The `content` domain cache the public content service reads through. */
  cache: DomainCache;
  audit: AuditTrail;
  /** Where uploaded pictures go: DATA_DIR/storage, served at /storage/{key}. */
  imageStorage: FileStorage;
  /** Whether something outside content shows this /storage address (a coin's picture). */
  isImageUsedElsewhere: (url: string) => Promise<boolean>;
  logger: Logger;
}

/**
 * How the back office changes content (content.admin.service.ts): each change and its audit
 * row in one transaction of the content cache's `change` (the public lists are fresh at once,
 * on every node; decision 040), and the uploaded pictures a change stops using deleted once
 * no record uses them any more, after it committed.
 */
export function createContentChanges(deps: ContentChangesDeps) {
  const { contentRepository: repo, cache, audit, imageStorage, logger } = deps;

  /** Refuses uploaded pictures a change starts to use that are no longer stored. */
  async function requireStored(record: object, urls: Iterable<string>) {
    for (const url of urls) {
      if (await imageStorage.exists(toStorageKey(url))) continue;
      const fields = findFieldsHolding(record, url);
      throw AppError.validation(
        Object.fromEntries(fields.map((f) => [f, [{ key: 'image_gone' }]])),
      );
    }
  }

  /**
   * Runs a change and its audit row in one transaction; a slug taken answers 422 on `slug`.
   * Answers the uploaded pictures the changed record stopped using (its audit's before and
   * after tell them), for releaseImages once committed.
   */
  async function commit<T>(
    staff: StaffActor,
    work: Work<T>,
  ): Promise<{ result: T; released: string[] }> {
    try {
      return await cache.change(async (tx) => {
        await repo.lockImages(tx);
        const { result, change: made } = await work(tx);
        const before = findUploadedUrls(made.before);
        const after = findUploadedUrls(made.after);
        await requireStored(
          made.after ?? {},
          [...after].filter((url) => !before.has(url)),
        );
        await audit.record(tx, staff, made);
        return { result, released: [...before].filter((url) => !after.has(url)) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.validation({ slug: [{ key: 'slug_taken' }] });
      throw error;
    }
  }

  /**
   * Deletes the uploaded pictures a committed change stopped using, each unless a post, page
   * or slider (any field, a Markdown link too) or something outside content still uses it.
   * Checked under the lock every content change takes first: a change adding a reference
   * either committed before (and is seen here) or runs after (and is refused: image_gone).
   * The deletion is audited as the staff member's; one that fails keeps the file (logged)
   * and never fails the change, which has committed.
   */
  async function releaseImages(staff: StaffActor, urls: readonly string[]) {
    for (const url of urls) {
      try {
        // Read before the transaction: it holds the embedded database's one connection.
        if (await deps.isImageUsedElsewhere(url)) continue;
        await repo.transaction(async (tx) => {
          await repo.lockImages(tx);
          if (await repo.isImageReferenced(url, tx)) return;
          await audit.record(tx, staff, {
            action: 'content_image.delete',
            targetType: 'content_image',
            targetId: url,
            before: { url },
          });
          await imageStorage.delete(toStorageKey(url));
        });
      } catch (error) {
        logger.warn({ err: error, url }, 'an unused uploaded content picture was not deleted');
      }
    }
  }

  /** A change of the content, then the clean-up of the pictures it stopped using. */
  async function change<T>(staff: StaffActor, work: Work<T>): Promise<T> {
    const { result, released } = await commit(staff, work);
    await releaseImages(staff, released);
    return result;
  }

  /** Inserts one row (`values` may read the table first); the audit keeps what it became. */
  function createOne<Row extends { id: number }, NewRow, Dto>(
    staff: StaffActor,
    items: ContentItems<Row, NewRow, Dto>,
    values: (tx: Database) => Promise<NewRow>,
  ): Promise<Dto> {
    const { type } = items;
    return change(staff, async (tx) => {
      const row = await items.rows.insert(await values(tx), tx);
      const after = items.toDto(row);
      return {
        result: after,
        change: { action: `${type}.create`, targetType: type, targetId: row.id, after },
      };
    });
  }

  /**
   * Changes one row, read FOR UPDATE first (`changes` may refuse it as it is); the audit row
   * keeps it before and after.
   */
  function updateOne<Row extends { id: number }, NewRow, Dto>(
    staff: StaffActor,
    items: ContentItems<Row, NewRow, Dto>,
    id: number,
    changes: (current: Row) => Partial<NewRow>,
  ): Promise<Dto> {
    const { type } = items;
    return change(staff, async (tx) => {
      const current = await items.rows.findById(id, tx, true);
      if (!current) throw notFound();
      const row = await items.rows.update(id, changes(current), tx);
      if (!row) throw notFound();
      const [before, after] = [items.toDto(current), items.toDto(row)];
      return {
        result: after,
        change: { action: `${type}.update`, targetType: type, targetId: id, before, after },
      };
    });
  }

  /** Deletes one row; the audit row keeps what it was, and the call answers it too. */
  function removeOne<Row extends { id: number }, NewRow, Dto>(
    staff: StaffActor,
    items: ContentItems<Row, NewRow, Dto>,
    id: number,
  ): Promise<Dto> {
    const { type } = items;
    return change(staff, async (tx) => {
      const row = await items.rows.delete(id, tx);
      if (!row) throw notFound();
      const before = items.toDto(row);
      return {
        result: before,
        change: { action: `${type}.delete`, targetType: type, targetId: id, before },
      };
    });
  }

  return { change, createOne, updateOne, removeOne };
}
