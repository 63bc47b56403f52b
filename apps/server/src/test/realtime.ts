import type { AddressInfo } from 'node:net';
import Pusher from 'pusher-js';
import PusherServer from 'pusher';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { signChannelAuth } from '../realtime/channel-auth';
import { startRealtimeNode, type RealtimeNode } from '../realtime/realtime-node';
import { createRealtimeServer, socketTimeouts, type RealtimeServer } from '../realtime/ws-server';
import { createTestApp, TEST_CONFIG, testLogger, type TestApp } from './harness';
import { createClient } from './http';
import { late } from './suite';

/** The Pusher app every real-time test node shares (two nodes must share the secret). */
export const TEST_PUSHER = {
  PUSHER_APP_ID: 'test-app',
  PUSHER_APP_KEY: 'test-key',
  PUSHER_APP_SECRET: 'test-pusher-secret-0123456789abcdef',
} as const;

export interface RealtimeTestNode {
  t: TestApp;
  api: ReturnType<typeof createClient>;
  apiPort: number;
  wsPort: number;
  node: RealtimeNode;
  /** Stops the websocket listener (clients get 4200) and starts a fresh one on the same port. */
  restartSockets(): Promise<void>;
  close(): Promise<void>;
}

/** One node on real ports: the API (for /api/broadcasting/auth) and the realtime listener. */
export async function startRealtimeTestNode(
  options: {
    redisUrl?: string;
    /** A PostgreSQL database instead of an in-memory PGlite (several processes share it). */
    databaseUrl?: string;
    clientEvents?: boolean;
    maxMessageBytes?: number;
    activityTimeoutMs?: number;
    pongTimeoutMs?: number;
    /** WS_MAX_CONNECTIONS, WS_MAX_CONNECTIONS_PER_IP, WS_MAX_FRAMES_PER_SECOND, TRUST_PROXY. */
    maxConnections?: number;
    maxConnectionsPerIp?: number;
    maxFramesPerSecond?: number;
    trustProxy?: false | number | string[];
  } = {},
): Promise<RealtimeTestNode> {
  const t = await createTestApp({
    seed: false,
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    config: {
      PUSHER_APP_KEY: TEST_PUSHER.PUSHER_APP_KEY,
      PUSHER_APP_SECRET: TEST_PUSHER.PUSHER_APP_SECRET,
      REDIS_URL: options.redisUrl,
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const apiPort = (t.app.server.address() as AddressInfo).port;
  const { usersService } = t.runtime.services;
  const config = {
    ...TEST_PUSHER,
    APP_URL: TEST_CONFIG.APP_URL,
    REDIS_URL: options.redisUrl,
    PUSHER_CLIENT_EVENTS_ENABLED: options.clientEvents ?? false,
    PUSHER_MAX_MESSAGE_BYTES: options.maxMessageBytes ?? 10 * 1024,
    // The production defaults (config.ts) unless a test narrows them.
    WS_MAX_CONNECTIONS: options.maxConnections ?? 20_000,
    WS_MAX_CONNECTIONS_PER_IP: options.maxConnectionsPerIp ?? 50,
    WS_MAX_FRAMES_PER_SECOND: options.maxFramesPerSecond ?? 20,
    TRUST_PROXY: options.trustProxy ?? false,
  };
  const node = await startRealtimeNode({
    config,
    events: t.runtime.services.events,
    async getUser(userId) {
      const row = await usersService.findById(userId);
      return row ? usersService.toUser(row) : null;
    },
    logger: testLogger,
    port: 0,
    host: '127.0.0.1',
    ...socketTimeouts(options),
  });
  const wsPort = node.server.port ?? 0;
  let restarted: RealtimeServer | null = null;
  return {
    t,
    api: createClient(t.app),
    apiPort,
    wsPort,
    node,
    async restartSockets() {
      await (restarted ?? node.server).close();
      restarted = createRealtimeServer({
        config,
        broadcaster: node.broadcaster,
        logger: testLogger,
      });
      await restarted.listen(wsPort, '127.0.0.1');
    },
    close: async () => {
      await restarted?.close();
      await node.close();
      await t.close();
    },
  };
}

type NodeOptions = NonNullable<Parameters<typeof startRealtimeTestNode>[0]>;

/**
 * Real-time nodes for a suite, one per entry of `options` (a function for settings known only
 * in an earlier beforeAll), started before its tests; after them the clients handed to `track`
 * are closed, then the nodes. The nodes may be taken at once; use them inside tests and hooks.
 */
export function useRealtimeTestNodes<
  const O extends readonly (NodeOptions | (() => NodeOptions | Promise<NodeOptions>))[],
>(...options: O): { [K in keyof O]: RealtimeTestNode } {
  const started: RealtimeTestNode[] = [];
  beforeAll(async () => {
    for (const nodeOptions of options)
      started.push(
        await startRealtimeTestNode(
          typeof nodeOptions === 'function' ? await nodeOptions() : nodeOptions,
        ),
      );
  });
  afterAll(async () => {
    closeClients();
    await Promise.all(started.map((node) => node.close()));
  });
  return options.map((_, index) => late(() => started[index], 'the suite’s real-time node')) as {
    [K in keyof O]: RealtimeTestNode;
  };
}

const clients: (Pusher | RawClient)[] = [];
/** Keeps `client` to close after the suite's tests (or at closeClients). */
export function track<T extends Pusher | RawClient>(client: T): T {
  clients.push(client);
  return client;
}
/** Closes every client handed to `track` so far. */
export function closeClients(): void {
  for (const client of clients.splice(0)) {
    if ('disconnect' in client) client.disconnect();
    else client.close();
  }
}

/** The socket options of a pusher-js client as the web app sets them, for a test node. */
export function pusherSocketOptions(node: Pick<RealtimeTestNode, 'wsPort'>) {
  return {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: node.wsPort,
    forceTLS: false,
    enabledTransports: ['ws' as const],
    disableStats: true,
  };
}

/**
 * Subscribes a raw client to `channel`, signing private and presence channels as
 * /api/broadcasting/auth would, and waits for the success frame.
 */
export async function rawSubscribe(client: RawClient, channel: string, channelData?: string) {
  const socketId = await client.socketId();
  client.send('pusher:subscribe', {
    channel,
    ...(channel.startsWith('private-') || channel.startsWith('presence-')
      ? {
          auth: signChannelAuth({
            key: TEST_PUSHER.PUSHER_APP_KEY,
            secret: TEST_PUSHER.PUSHER_APP_SECRET,
            socketId,
            channelName: channel,
            channelData,
          }),
        }
      : {}),
    ...(channelData === undefined ? {} : { channel_data: channelData }),
  });
  return client.event('pusher_internal:subscription_succeeded', channel);
}

/** A stock pusher-js client, configured as the web app configures it. */
export function connectPusherJs(
  node: Pick<RealtimeTestNode, 'wsPort' | 'apiPort'>,
  token?: string,
): Pusher {
  return new Pusher(TEST_PUSHER.PUSHER_APP_KEY, {
    ...pusherSocketOptions(node),
    channelAuthorization: {
      transport: 'ajax',
      endpoint: `http://127.0.0.1:${node.apiPort}/api/broadcasting/auth`,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    },
  });
}

/** Resolves once pusher-js is connected. */
export function whenConnected(client: Pusher): Promise<string> {
  return new Promise((resolve, reject) => {
    if (client.connection.state === 'connected') {
      resolve(client.connection.socket_id);
      return;
    }
    const timer = setTimeout(() => reject(new Error('pusher-js did not connect')), 5000);
    client.connection.bind('connected', () => {
      clearTimeout(timer);
      resolve(client.connection.socket_id);
    });
  });
}

/** Subscribes and resolves with the subscription data, or rejects with the subscription error. */
export function subscribe(client: Pusher, channelName: string) {
  const channel = client.subscribe(channelName);
  const result = new Promise<unknown>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', (data: unknown) => resolve(data));
    channel.bind('pusher:subscription_error', (error: unknown) =>
      reject(Object.assign(new Error('subscription refused'), { detail: error })),
    );
  });
  return { channel, result };
}

/** The first event `name` on `channel`, or a timeout. */
export function nextEvent<T = unknown>(
  channel: ReturnType<Pusher['subscribe']>,
  name: string,
  timeoutMs = 3000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${name} within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const handler = (data: T) => {
      clearTimeout(timer);
      channel.unbind(name, handler);
      resolve(data);
    };
    channel.bind(name, handler);
  });
}

/** The official server SDK, pointed at a test node's HTTP events API. */
export function pusherSdk(node: RealtimeTestNode, secret: string = TEST_PUSHER.PUSHER_APP_SECRET) {
  return new PusherServer({
    appId: TEST_PUSHER.PUSHER_APP_ID,
    key: TEST_PUSHER.PUSHER_APP_KEY,
    secret,
    host: '127.0.0.1',
    port: String(node.wsPort),
    useTLS: false,
  });
}

/** A raw websocket client that records every frame, for what pusher-js hides. */
export async function connectRaw(
  port: number,
  options: { path?: string; origin?: string; headers?: Record<string, string> } = {},
): Promise<RawClient> {
  const socket = new WebSocket(
    `ws://127.0.0.1:${port}${options.path ?? `/app/${TEST_PUSHER.PUSHER_APP_KEY}?protocol=7`}`,
    {
      ...(options.origin ? { origin: options.origin } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
    },
  );
  const client = new RawClient(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return client;
}

export interface Frame {
  event: string;
  channel?: string;
  data: unknown;
  user_id?: string;
}

export class RawClient {
  readonly frames: Frame[] = [];
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const parsed = JSON.parse(String(raw)) as Frame;
      let data = parsed.data;
      if (typeof data === 'string') {
        try {
          data = JSON.parse(data);
        } catch {
          // plain string data
        }
      }
      const frame = { ...parsed, data };
      this.frames.push(frame);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(frame)) return true;
        waiter.resolve(frame);
        return false;
      });
    });
    this.closed = new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  send(event: string, data: unknown, channel?: string): void {
    this.socket.send(JSON.stringify({ event, data, ...(channel ? { channel } : {}) }));
  }

  /** The first frame (already received or coming) that matches. */
  next(match: (frame: Frame) => boolean, timeoutMs = 3000): Promise<Frame> {
    const seen = this.frames.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no matching frame in time')), timeoutMs);
      this.waiters.push({
        match,
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame);
        },
      });
    });
  }

  event(name: string, channel?: string, timeoutMs?: number): Promise<Frame> {
    return this.next(
      (f) => f.event === name && (channel === undefined || f.channel === channel),
      timeoutMs,
    );
  }

  private id: string | null = null;
  async socketId(): Promise<string> {
    if (this.id === null) {
      const frame = await this.event('pusher:connection_established');
      this.id = (frame.data as { socket_id: string }).socket_id;
    }
    return this.id;
  }

  /** Forgets the frames seen so far, so `next` waits for new ones. */
  clear(): void {
    this.frames.length = 0;
  }

  close(): void {
    this.socket.close();
  }
}
