import { LRUCache } from 'lru-cache';
import type { CacheBus } from '../../platform/cache-bus';
import type { UserRow } from './users.repository';

/**
 * How long a node shows a user's profile row from memory in `GET /api/user`: also how long
 * another node may show a changed name, e-mail or currency when no Redis carries the change.
 * The same bound as the session cache's (decision 028).
 */
export const PROFILE_CACHE_TTL_MS = 5_000;
const MAX_PROFILES = 50_000;

/**
 * Users' rows for the read every open page makes (`GET /api/user`), so that it costs one query,
 * the balances', instead of two (issue 15). Only that read uses it: checks that decide
 * something (verified e-mail, password) read the row fresh. A change made through this node
 * drops the row here at once and, through the bus (Redis), on every node.
 */
export function createProfileCache(
  deps: { bus?: CacheBus | null; now?: () => number; ttlMs?: number } = {},
) {
  const now = deps.now ?? Date.now;
  const ttlMs = deps.ttlMs ?? PROFILE_CACHE_TTL_MS;
  const rows = new LRUCache<number, { row: UserRow; until: number }>({ max: MAX_PROFILES });
  /** Moves on every change: a read that began before it answers but is not remembered. */
  let changes = 0;

  function drop(userIds: readonly number[]): void {
    changes += 1;
    for (const userId of userIds) rows.delete(userId);
  }

  deps.bus?.subscribe((message) => {
    if (message.kind === 'users-changed') drop(message.userIds);
  });

  return {
    /** The row of `userId`: from memory while fresh, else from `load` (null: no such user). */
    async read(userId: number, load: () => Promise<UserRow | null>): Promise<UserRow | null> {
      const hit = rows.get(userId);
      if (hit && hit.until > now()) return hit.row;
      const changesBefore = changes;
      const row = await load();
      if (row && changes === changesBefore) rows.set(userId, { row, until: now() + ttlMs });
      return row;
    },

    /** The user's row changed: forgotten here at once, and on every node through the bus. */
    changed(userId: number): void {
      drop([userId]);
      deps.bus?.publish({ kind: 'users-changed', userIds: [userId] });
    },
  };
}

export type ProfileCache = ReturnType<typeof createProfileCache>;
