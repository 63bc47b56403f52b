import type { Config } from '../config';
import type { EventBus } from '../platform/events';
import type { Logger } from '../platform/logger';
import { startRealtimeBridge } from './bridge';
import { createBroadcaster, type Broadcaster } from './broadcaster';
import { createEventsApiBroadcaster } from './events-api-broadcaster';
import {
  createRealtimeServer,
  socketTimeouts,
  type RealtimeConfig,
  type RealtimeServer,
} from './ws-server';

export interface RealtimeNode {
  server: RealtimeServer;
  broadcaster: Broadcaster;
  close(): Promise<void>;
}

/**
 * Everything real-time one node runs: the broadcaster (memory, or Redis with REDIS_URL), the
 * WS_PORT listener and the bridge from this node's domain events.
 */
export async function startRealtimeNode(options: {
  config: RealtimeConfig & Pick<Config, 'REDIS_URL'>;
  events: EventBus;
  getUser: (userId: number) => Promise<{ balance: number } | null>;
  logger: Logger;
  port: number;
  host: string;
  activityTimeoutMs?: number;
  pongTimeoutMs?: number;
}): Promise<RealtimeNode> {
  const { config, logger } = options;
  const broadcaster = await createBroadcaster({
    redisUrl: config.REDIS_URL,
    appId: config.PUSHER_APP_ID,
    logger,
  });
  const server = createRealtimeServer({
    config,
    broadcaster,
    logger,
    ...socketTimeouts(options),
  });
  const bridge = startRealtimeBridge({
    events: options.events,
    broadcaster,
    getUser: options.getUser,
    logger,
  });
  try {
    await server.listen(options.port, options.host);
  } catch (error) {
    bridge.stop();
    await broadcaster.close();
    throw error;
  }
  return {
    server,
    broadcaster,
    close: async () => {
      bridge.stop();
      await server.close();
      await broadcaster.close();
    },
  };
}

/**
 * For a process that changes data but serves no sockets (a CLI command): its domain events
 * reach the nodes the players are connected to, through Redis when REDIS_URL is set, else
 * through the events API of the node running on this machine (WS_PORT). When no node answers
 * there, players see the changes on their next page load.
 */
export async function startRealtimePublisher(options: {
  config: Pick<
    Config,
    'REDIS_URL' | 'PUSHER_APP_ID' | 'PUSHER_APP_KEY' | 'PUSHER_APP_SECRET' | 'WS_PORT' | 'HOST'
  >;
  events: EventBus;
  getUser: (userId: number) => Promise<{ balance: number } | null>;
  logger: Logger;
}): Promise<{ close(): Promise<void> }> {
  const { config } = options;
  const broadcaster = config.REDIS_URL
    ? await createBroadcaster({
        redisUrl: config.REDIS_URL,
        appId: config.PUSHER_APP_ID,
        logger: options.logger,
      })
    : createEventsApiBroadcaster({
        // A node listening on every interface is reached on the loopback one.
        host: ['0.0.0.0', '::'].includes(config.HOST) ? '127.0.0.1' : config.HOST,
        port: config.WS_PORT,
        appId: config.PUSHER_APP_ID,
        appKey: config.PUSHER_APP_KEY,
        appSecret: config.PUSHER_APP_SECRET,
      });
  const bridge = startRealtimeBridge({ ...options, broadcaster });
  return {
    close: async () => {
      // Whatever the command set off is published before the connection closes.
      await bridge.settled();
      bridge.stop();
      await broadcaster.close();
    },
  };
}
