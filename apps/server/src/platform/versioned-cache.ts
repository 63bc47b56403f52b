import { LRUCache } from 'lru-cache';

/** How long a node trusts its cached answers before asking the database whether they changed. */
export const VERSION_RECHECK_MS = 2_000;
const MAX_ENTRIES = 1_000;

interface Entry {
  value: Promise<unknown>;
  /** When the answer stops being true however the version stands (a scheduled post). */
  expiresAt: number;
}

export interface ReadOptions<T> {
  /** When a loaded answer goes stale by itself (epoch ms), e.g. the next scheduled post. */
  validUntil?: (value: T) => number | null;
}

/**
 * A read-through cache of one domain's answers (decisions 007 and 028). The domain changes
 * rarely, so answers are kept until its version (a row in the database) moves. This node's own
 * changes clear it at once (`invalidate`); a change by the CLI or another node is seen within
 * VERSION_RECHECK_MS, at the cost of one single-row query per interval instead of one query
 * per request, or at once when Redis carries the new version here.
 */
export function createVersionedCache(deps: {
  readVersion: () => Promise<string>;
  now?: () => number;
  recheckMs?: number;
}) {
  const now = deps.now ?? Date.now;
  const recheckMs = deps.recheckMs ?? VERSION_RECHECK_MS;
  const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
  let version: string | null = null;
  let checkedAt = -Infinity;
  let checking: Promise<void> | null = null;

  async function recheck(): Promise<void> {
    adopt(await deps.readVersion());
  }

  /** One version query at a time, however many requests arrive while it runs. */
  function ensureFresh(): Promise<void> {
    if (now() - checkedAt < recheckMs) return Promise.resolve();
    checking ??= recheck().finally(() => {
      checking = null;
    });
    return checking;
  }

  /** The version now known to be current: answers of any other version are dropped. */
  function adopt(current: string): void {
    if (current !== version) {
      entries.clear();
      version = current;
    }
    checkedAt = now();
  }

  return {
    /** The cached answer for `key`, else `load()`'s (concurrent callers share one load). */
    async read<T>(key: string, load: () => Promise<T>, options: ReadOptions<T> = {}): Promise<T> {
      await ensureFresh();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.value as Promise<T>;
      // Settled once, here: a query builder is a thenable that runs again on every `then`.
      const loading = (async () => load())();
      const entry: Entry = { value: loading, expiresAt: Infinity };
      entries.set(key, entry);
      loading.then(
        (value) => {
          entry.expiresAt = options.validUntil?.(value) ?? Infinity;
        },
        // A failed load is not remembered: the next request tries again.
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return loading;
    },

    /**
     * After a change committed: forget the answers and adopt the new version (this node's own
     * change, or another node's announced through Redis; the same version twice is a no-op).
     */
    invalidate: adopt,
  };
}

export type VersionedCache = ReturnType<typeof createVersionedCache>;
