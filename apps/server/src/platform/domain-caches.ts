import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appMeta } from '../db/meta.schema';
import type { CacheBus } from './cache-bus';
import { createVersionedCache, type ReadOptions } from './versioned-cache';

/** A cached domain: its answers, and the one way to change what they are made of. */
export interface DomainCache {
  /** The cached answer for `key`, else `load()`'s (concurrent callers share one load). */
  read<T>(key: string, load: () => Promise<T>, options?: ReadOptions<T>): Promise<T>;
  /**
   * Runs `work` and moves the domain's version in one transaction; once it committed, this
   * node forgets its answers and (through Redis, when set) so does every other node. A failed
   * change moves nothing.
   */
  change<T>(work: (tx: Database) => Promise<T>): Promise<T>;
}

/** The version row of a domain in app_meta (`catalog_version` predates this file). */
const versionKey = (domain: string) => `${domain}_version`;

/**
 * The hot reads of every node (decision 028): one versioned cache per domain, its version a
 * row in app_meta bumped in the same transaction as any change to the domain, whoever makes
 * it (a route, the CLI, seeding: they all change through `change`). This file is the only one
 * that reads or writes those rows.
 */
export function createDomainCaches(deps: {
  db: Database;
  bus?: CacheBus | null;
  now?: () => number;
}) {
  const { db, bus } = deps;
  const caches = new Map<string, ReturnType<typeof createVersionedCache>>();
  bus?.subscribe((message) => {
    if (message.kind === 'version') caches.get(message.domain)?.invalidate(message.version);
  });

  async function readVersion(domain: string): Promise<string> {
    const [row] = await db
      .select({ value: appMeta.value })
      .from(appMeta)
      .where(eq(appMeta.key, versionKey(domain)));
    return typeof row?.value === 'string' ? row.value : 'initial';
  }

  async function bumpVersion(domain: string, tx: Database): Promise<string> {
    const version = `${Date.now()}-${randomBytes(6).toString('base64url')}`;
    await tx
      .insert(appMeta)
      .values({ key: versionKey(domain), value: version })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: version, updatedAt: new Date() } });
    return version;
  }

  return {
    /** The cache of `domain`; one per domain and node (a second call is a programming error). */
    forDomain(domain: string): DomainCache {
      if (caches.has(domain)) throw new Error(`the ${domain} cache exists already`);
      const cache = createVersionedCache({
        readVersion: () => readVersion(domain),
        ...(deps.now ? { now: deps.now } : {}),
      });
      caches.set(domain, cache);
      return {
        read: cache.read,
        async change(work) {
          const { result, version } = await db.transaction(async (transaction) => {
            const tx = transaction as unknown as Database;
            const result = await work(tx);
            return { result, version: await bumpVersion(domain, tx) };
          });
          cache.invalidate(version);
          bus?.publish({ kind: 'version', domain, version });
          return result;
        },
      };
    },
  };
}

export type DomainCaches = ReturnType<typeof createDomainCaches>;
