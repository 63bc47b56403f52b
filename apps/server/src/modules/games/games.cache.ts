import { LRUCache } from 'lru-cache';

/** How long a node trusts its cached catalog before asking the database whether it changed. */
export const CATALOG_RECHECK_MS = 2_000;
const MAX_ENTRIES = 1_000;

/**
 * A read-through cache of catalog answers (game pages, providers). The catalog changes only on
 * import, so answers are kept until the catalog version in the database moves. This node's own
 * imports clear it at once; an import by the CLI or another node is seen within
 * CATALOG_RECHECK_MS, at the cost of one single-row query per interval instead of one catalog
 * query per request.
 */
export function createCatalogCache(deps: {
  readVersion: () => Promise<string>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const entries = new LRUCache<string, Promise<unknown>>({ max: MAX_ENTRIES });
  let version: string | null = null;
  let checkedAt = -Infinity;
  let checking: Promise<void> | null = null;

  async function recheck(): Promise<void> {
    const current = await deps.readVersion();
    if (current !== version) {
      entries.clear();
      version = current;
    }
    checkedAt = now();
  }

  /** One version query at a time, however many requests arrive while it runs. */
  function ensureFresh(): Promise<void> {
    if (now() - checkedAt < CATALOG_RECHECK_MS) return Promise.resolve();
    checking ??= recheck().finally(() => {
      checking = null;
    });
    return checking;
  }

  return {
    /** The cached answer for `key`, else `load()`'s (concurrent callers share one load). */
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      await ensureFresh();
      const cached = entries.get(key) as Promise<T> | undefined;
      if (cached) return cached;
      const loading = load();
      entries.set(key, loading);
      // A failed load is not remembered: the next request tries again.
      loading.catch(() => {
        if (entries.get(key) === loading) entries.delete(key);
      });
      return loading;
    },

    /** After this node changed the catalog: forget everything and adopt the new version. */
    invalidate(newVersion: string): void {
      entries.clear();
      version = newVersion;
      checkedAt = now();
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
