import { createServer, type Server } from 'node:http';
import type { Config } from '../config';
import type { Logger } from '../platform/logger';
import type { Broadcaster } from './broadcaster';
import { createClientAddress } from './connection-limits';
import { createHttpApiHandler } from './http-api';
import { attachPusherSocketServer, type PusherSocketServer } from './pusher-server';

export type RealtimeConfig = Pick<
  Config,
  | 'PUSHER_APP_ID'
  | 'PUSHER_APP_KEY'
  | 'PUSHER_APP_SECRET'
  | 'APP_URL'
  | 'PUSHER_CLIENT_EVENTS_ENABLED'
  | 'PUSHER_MAX_MESSAGE_BYTES'
  | 'WS_MAX_CONNECTIONS'
  | 'WS_MAX_CONNECTIONS_PER_IP'
  | 'WS_MAX_FRAMES_PER_SECOND'
  | 'TRUST_PROXY'
>;

export interface RealtimeServer {
  listen(port: number, host: string): Promise<void>;
  close(): Promise<void>;
  readonly port: number | null;
  readonly sockets: PusherSocketServer;
}

/** The socket timeouts that are set (activity, pong): the others keep their defaults. */
export function socketTimeouts(options: { activityTimeoutMs?: number; pongTimeoutMs?: number }) {
  const { activityTimeoutMs, pongTimeoutMs } = options;
  return {
    ...(activityTimeoutMs === undefined ? {} : { activityTimeoutMs }),
    ...(pongTimeoutMs === undefined ? {} : { pongTimeoutMs }),
  };
}

/**
 * The listener on WS_PORT: the Pusher protocol v7 websocket at /app/{key} and Pusher's HTTP
 * events API at /apps/{id}/..., both fed by and feeding the given broadcaster.
 */
export function createRealtimeServer(options: {
  config: RealtimeConfig;
  broadcaster: Broadcaster;
  logger: Logger;
  /** Test knobs; production uses Pusher's 120 s / 30 s. */
  activityTimeoutMs?: number;
  pongTimeoutMs?: number;
}): RealtimeServer {
  const { config, broadcaster, logger } = options;
  let sockets: PusherSocketServer | null = null;
  const http: Server = createServer(
    createHttpApiHandler({
      appId: config.PUSHER_APP_ID,
      appKey: config.PUSHER_APP_KEY,
      appSecret: config.PUSHER_APP_SECRET,
      maxMessageBytes: config.PUSHER_MAX_MESSAGE_BYTES,
      broadcaster,
      registry: () => sockets?.registry ?? null,
      logger,
    }),
  );
  sockets = attachPusherSocketServer(http, {
    appKey: config.PUSHER_APP_KEY,
    appSecret: config.PUSHER_APP_SECRET,
    allowedOrigin: new URL(config.APP_URL).origin,
    clientEventsEnabled: config.PUSHER_CLIENT_EVENTS_ENABLED,
    maxMessageBytes: config.PUSHER_MAX_MESSAGE_BYTES,
    maxConnections: config.WS_MAX_CONNECTIONS,
    maxConnectionsPerAddress: config.WS_MAX_CONNECTIONS_PER_IP,
    clientAddress: createClientAddress(config.TRUST_PROXY),
    maxFramesPerSecond: config.WS_MAX_FRAMES_PER_SECOND,
    broadcaster,
    logger,
    ...socketTimeouts(options),
  });
  const socketServer = sockets;

  let port: number | null = null;
  return {
    get port() {
      return port;
    },
    sockets: socketServer,
    listen: (listenPort, host) =>
      new Promise((resolve, reject) => {
        http.once('error', reject);
        http.listen(listenPort, host, () => {
          http.off('error', reject);
          const address = http.address();
          port = typeof address === 'object' && address ? address.port : listenPort;
          logger.info({ port, fanOut: broadcaster.kind }, 'websocket server listening');
          resolve();
        });
      }),
    close: async () => {
      // Stop listening first, so clients told to reconnect (4200) reach another node.
      const stopped = new Promise<void>((resolve) => http.close(() => resolve()));
      await socketServer.close();
      http.closeAllConnections();
      await stopped;
    },
  };
}
