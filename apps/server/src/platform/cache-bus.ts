import type { Redis } from 'ioredis';
import type { Logger } from './logger';

/** What one node tells the others about their caches (decision 028). */
export type CacheMessage =
  /** A cached domain's version moved: answers of any other version are stale. */
  | { kind: 'version'; domain: string; version: string }
  /** These sessions ended (log out, revoke, password change): forget their principals. */
  | { kind: 'sessions-ended'; sessionIds: number[] }
  /** These users' rows changed (name, e-mail, currency, password...): forget their profiles. */
  | { kind: 'users-changed'; userIds: number[] };

/**
 * Cache invalidations between nodes, through Redis pub/sub when REDIS_URL is set. Without it
 * there is no bus: each node notices other nodes' changes by its own bound (the version
 * recheck, the session cache's TTL).
 */
export interface CacheBus {
  /** Tells every node, this one included; a failure is logged, never thrown (it is a hint). */
  publish(message: CacheMessage): void;
  subscribe(listener: (message: CacheMessage) => void): void;
  close(): Promise<void>;
}

export const CACHE_BUS_CHANNEL = 'cache:invalidate';

/**
 * The bus over the node's Redis connection (it publishes) and a duplicate of it (a subscribed
 * connection can do nothing else). Pub/sub is fire-and-forget: a message missed while the
 * connection was down leaves that node on its own bound, no worse than without Redis.
 */
export async function createRedisCacheBus(options: {
  redis: Redis;
  logger: Pick<Logger, 'warn'>;
  channel?: string;
}): Promise<CacheBus> {
  const { redis, logger } = options;
  const channel = options.channel ?? CACHE_BUS_CHANNEL;
  const listeners: ((message: CacheMessage) => void)[] = [];
  const subscriber = redis.duplicate();
  subscriber.on('error', (error: unknown) =>
    logger.warn({ err: error }, 'cache invalidation Redis connection error'),
  );
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    let message: CacheMessage;
    try {
      message = JSON.parse(raw) as CacheMessage;
    } catch (error) {
      logger.warn({ err: error }, 'unreadable cache invalidation from Redis');
      return;
    }
    for (const listener of listeners) listener(message);
  });
  try {
    await subscriber.subscribe(channel);
  } catch (error) {
    // The caches still hold to their own bounds; the node need not refuse to start.
    logger.warn({ err: error }, 'cache invalidations not subscribed: other nodes are seen late');
  }
  return {
    publish(message) {
      redis
        .publish(channel, JSON.stringify(message))
        .catch((error: unknown) =>
          logger.warn({ err: error }, 'cache invalidation not published: other nodes see it late'),
        );
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect());
    },
  };
}
