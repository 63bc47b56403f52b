import { LRUCache } from 'lru-cache';
import type { Principal } from '../../platform/auth';
import type { CacheBus } from '../../platform/cache-bus';

/**
 * How long a node answers a bearer token from memory: also how long another node may still
 * accept a session that ended, when no Redis carries the revocation (decision 028).
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_SESSIONS = 50_000;

interface CachedSession {
  principal: Principal;
  /** The earlier of the cache's TTL and the session's own expiry (epoch ms). */
  until: number;
}

/**
 * Resolved sessions, keyed by the token's hash (the raw token is never kept), for a few
 * seconds: the auth hook runs on every request, and a join of sessions and users on each one
 * cost most of a cached answer's time. Unknown tokens are not cached: a client with a dead
 * token drops it at the first 401, and a flood of made-up tokens would only push the live
 * sessions out.
 *
 * A session that ends is forgotten here at once and, through the bus (Redis), on every node.
 */
export function createSessionCache(
  deps: { bus?: CacheBus | null; now?: () => number; ttlMs?: number } = {},
) {
  const now = deps.now ?? Date.now;
  const ttlMs = deps.ttlMs ?? SESSION_CACHE_TTL_MS;
  const tokenHashBySession = new Map<number, string>();
  const sessions = new LRUCache<string, CachedSession>({
    max: MAX_SESSIONS,
    dispose: (entry, tokenHash) => {
      if (tokenHashBySession.get(entry.principal.sessionId) === tokenHash) {
        tokenHashBySession.delete(entry.principal.sessionId);
      }
    },
  });
  /**
   * Moves whenever sessions end: a lookup that began before (it may have read a session
   * ending meanwhile) answers its request but is not remembered.
   */
  let endings = 0;

  function drop(sessionIds: readonly number[]): void {
    endings += 1;
    for (const sessionId of sessionIds) {
      const tokenHash = tokenHashBySession.get(sessionId);
      if (tokenHash !== undefined) sessions.delete(tokenHash);
    }
  }

  deps.bus?.subscribe((message) => {
    if (message.kind === 'sessions-ended') drop(message.sessionIds);
  });

  return {
    /**
     * The principal of `tokenHash`: from memory while fresh, else from `load`, which answers
     * the session's principal and expiry, or null for no live session.
     */
    async resolve(
      tokenHash: string,
      load: () => Promise<{ principal: Principal; expiresAt: Date } | null>,
    ): Promise<Principal | null> {
      const hit = sessions.get(tokenHash);
      if (hit && hit.until > now()) return hit.principal;
      const endingsBefore = endings;
      const found = await load();
      if (!found) return null;
      if (endings === endingsBefore) {
        const until = Math.min(now() + ttlMs, found.expiresAt.getTime());
        sessions.set(tokenHash, { principal: found.principal, until });
        tokenHashBySession.set(found.principal.sessionId, tokenHash);
      }
      return found.principal;
    },

    /** These sessions ended: forgotten here at once, and on every node through the bus. */
    end(sessionIds: readonly number[]): void {
      if (sessionIds.length === 0) return;
      drop(sessionIds);
      deps.bus?.publish({ kind: 'sessions-ended', sessionIds: [...sessionIds] });
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
