import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '../platform/logger';

/** One event for one or more channels, as every node's socket server delivers it. */
export interface BroadcastMessage {
  channels: string[];
  event: string;
  /** A JSON string for server events; client events relay what the client sent. */
  data: unknown;
  /** The socket that must not receive it (the publisher's own, Pusher's `socket_id`). */
  socketId?: string | undefined;
  /** The sender's presence user id, for client events on presence channels. */
  userId?: string | undefined;
}

export type Deliver = (message: BroadcastMessage) => void;

/**
 * Fan-out. `publish` delivers to this node's sockets at once and, with Redis, to every other
 * node; `onDeliver` is where this node's socket server takes messages in.
 */
export interface Broadcaster {
  readonly kind: 'memory' | 'redis' | 'events-api';
  publish(message: BroadcastMessage): Promise<void>;
  onDeliver(deliver: Deliver): () => void;
  close(): Promise<void>;
}

function createLocalDelivery() {
  const listeners = new Set<Deliver>();
  return {
    deliver(message: BroadcastMessage, onError: (error: unknown) => void) {
      for (const listener of listeners) {
        try {
          listener(message);
        } catch (error) {
          onError(error);
        }
      }
    },
    onDeliver(deliver: Deliver) {
      listeners.add(deliver);
      return () => void listeners.delete(deliver);
    },
  };
}

/** One node: publishing is delivering. */
export function createMemoryBroadcaster(options: { logger: Logger }): Broadcaster {
  const local = createLocalDelivery();
  const onError = (error: unknown) =>
    options.logger.error({ err: error }, 'real-time delivery failed');
  return {
    kind: 'memory',
    publish: async (message) => local.deliver(message, onError),
    onDeliver: local.onDeliver,
    close: async () => {},
  };
}

interface WireMessage extends BroadcastMessage {
  node: string;
}

/**
 * Several nodes: one Redis connection publishes, one subscribes (a subscribed connection can
 * do nothing else). Each message names the node that published it; that node delivered it
 * locally already and skips its own copy, so no socket receives it twice.
 */
export async function createRedisBroadcaster(options: {
  url: string;
  topic: string;
  logger: Logger;
}): Promise<Broadcaster> {
  const { logger, topic } = options;
  const node = randomUUID();
  const local = createLocalDelivery();
  const onError = (error: unknown) => logger.error({ err: error }, 'real-time delivery failed');
  const publisher = new Redis(options.url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(options.url);
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: unknown) =>
      logger.warn({ err: error }, 'real-time Redis connection error'),
    );
  }
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== topic) return;
    let message: WireMessage;
    try {
      message = JSON.parse(raw) as WireMessage;
    } catch (error) {
      logger.warn({ err: error }, 'unreadable real-time message from Redis');
      return;
    }
    if (message.node === node || !Array.isArray(message.channels)) return;
    local.deliver(
      {
        channels: message.channels,
        event: message.event,
        data: message.data,
        socketId: message.socketId,
        userId: message.userId,
      },
      onError,
    );
  });
  try {
    await subscriber.subscribe(topic);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  return {
    kind: 'redis',
    async publish(message) {
      local.deliver(message, onError);
      const wire: WireMessage = { ...message, node };
      await publisher.publish(topic, JSON.stringify(wire));
    },
    onDeliver: local.onDeliver,
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** Redis when REDIS_URL is set, memory otherwise. */
export async function createBroadcaster(options: {
  redisUrl: string | undefined;
  appId: string;
  logger: Logger;
}): Promise<Broadcaster> {
  if (!options.redisUrl) return createMemoryBroadcaster({ logger: options.logger });
  return createRedisBroadcaster({
    url: options.redisUrl,
    topic: `realtime:${options.appId}`,
    logger: options.logger,
  });
}
