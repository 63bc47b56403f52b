import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Logger } from '../platform/logger';
import type { Broadcaster, BroadcastMessage } from './broadcaster';
import { ChannelRegistry } from './channels';
import { createConnectionLimits } from './connection-limits';
import { createFrameBudget, isFrameAllowed } from './frame-limiter';
import {
  channelKind,
  createSocketId,
  encodeControl,
  encodeError,
  encodeFrame,
  isNodeEvent,
  PUSHER_ERROR,
  SUPPORTED_PROTOCOLS,
} from './protocol';
import { createSessionBindings } from './session-bindings';
import {
  CLOSE_HANDSHAKE_MS,
  closeSocket,
  sendError,
  sendRaw,
  type Connection,
} from './socket-connection';
import { createSubscriptions } from './subscriptions';

export interface PusherSocketOptions {
  appKey: string;
  appSecret: string;
  /** APP_URL's origin. Browsers must send it; a client without Origin is not a browser. */
  allowedOrigin: string;
  clientEventsEnabled: boolean;
  /** Largest client message answered normally; up to 4x more gets a pusher:error, beyond closes. */
  maxMessageBytes: number;
  broadcaster: Broadcaster;
  logger: Logger;
  /** Silence after which the server pings (announced to clients in seconds). */
  activityTimeoutMs?: number;
  /** How long a pinged client has to answer before it is closed with 4201. */
  pongTimeoutMs?: number;
  /** Sockets in all (WS_MAX_CONNECTIONS); more are refused with HTTP 503 before upgrading. */
  maxConnections: number;
  /** Sockets per client address (WS_MAX_CONNECTIONS_PER_IP), refused the same way. */
  maxConnectionsPerAddress: number;
  /** The address the per-address cap counts; TRUST_PROXY decides it (connection-limits.ts). */
  clientAddress?: (request: IncomingMessage) => string;
  /** Frames of any kind a socket may send per second (WS_MAX_FRAMES_PER_SECOND), burst twice that. */
  maxFramesPerSecond: number;
  maxChannelsPerConnection?: number;
  /** Pusher's limit: 10 client events per second per connection. */
  clientEventsPerSecond?: number;
}

interface ClientFrame {
  event?: unknown;
  channel?: unknown;
  data?: unknown;
}

export const DEFAULT_ACTIVITY_TIMEOUT_MS = 120_000;
export const DEFAULT_PONG_TIMEOUT_MS = 30_000;

function byteLength(raw: RawData): number {
  if (Array.isArray(raw)) return raw.reduce((sum, part) => sum + part.length, 0);
  return raw instanceof ArrayBuffer ? raw.byteLength : raw.length;
}

function asObject(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') {
    try {
      return asObject(JSON.parse(value));
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/**
 * The Pusher Channels protocol v7 socket side, on the given HTTP server's upgrade requests at
 * /app/{key}: handshake, subscribe and unsubscribe, private and presence authorisation,
 * client events, ping/pong with timeouts, and delivery of whatever the broadcaster carries.
 * Issue 11: connection caps (global, per address), a frame rate limit, and subscriptions that
 * end with the session that signed them (decision 011).
 */
export function attachPusherSocketServer(http: Server, options: PusherSocketOptions) {
  const { logger, broadcaster } = options;
  const activityTimeoutMs = options.activityTimeoutMs ?? DEFAULT_ACTIVITY_TIMEOUT_MS;
  const pongTimeoutMs = options.pongTimeoutMs ?? DEFAULT_PONG_TIMEOUT_MS;
  const maxChannels = options.maxChannelsPerConnection ?? 100;
  // A tab signs each channel once per connection; far more signatures than channels is abuse.
  const maxSignedChannels = maxChannels * 4;
  const clientEventsPerSecond = options.clientEventsPerSecond ?? 10;
  const framesPerSecond = options.maxFramesPerSecond;
  const registry = new ChannelRegistry<Connection>();
  const connections = new Set<Connection>();
  const bySocketId = new Map<string, Connection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxMessageBytes * 4 });

  const { subscribe, unsubscribe } = createSubscriptions({
    registry,
    appKey: options.appKey,
    appSecret: options.appSecret,
    maxChannels,
  });
  const limits = createConnectionLimits(options);

  function isOverClientEventRate(connection: Connection, now: number): boolean {
    const window = connection.clientEvents;
    if (now - window.windowStart >= 1000) {
      window.windowStart = now;
      window.count = 0;
    }
    window.count += 1;
    return window.count > clientEventsPerSecond;
  }

  function handleClientEvent(connection: Connection, event: string, frame: ClientFrame): void {
    if (!options.clientEventsEnabled) {
      sendError(connection, PUSHER_ERROR.OTHER, 'Client events are not enabled on this server');
      return;
    }
    const channel = frame.channel;
    if (typeof channel !== 'string' || !connection.channels.has(channel)) {
      sendError(connection, PUSHER_ERROR.OTHER, 'Client event on a channel you are not in');
      return;
    }
    if (channelKind(channel) === 'public') {
      sendError(
        connection,
        PUSHER_ERROR.OTHER,
        'Client events are allowed on private and presence channels only',
      );
      return;
    }
    if (event.length > 200) {
      sendError(connection, PUSHER_ERROR.OTHER, 'Event name too long');
      return;
    }
    if (isOverClientEventRate(connection, Date.now())) {
      sendError(
        connection,
        PUSHER_ERROR.RATE_LIMIT,
        `Client event rejected: more than ${clientEventsPerSecond} per second`,
      );
      return;
    }
    // Through the broadcaster so other nodes deliver it too; never back to the sender.
    const memberId = connection.channels.get(channel) ?? undefined;
    broadcaster
      .publish({
        channels: [channel],
        event,
        data: frame.data,
        socketId: connection.socketId,
        userId: memberId,
      })
      .catch((error: unknown) =>
        logger.warn({ err: error }, 'a client event could not be fanned out'),
      );
  }

  function handleMessage(connection: Connection, raw: RawData, isBinary: boolean): void {
    connection.lastSeenAt = Date.now();
    connection.pingSentAt = null;
    if (!isFrameAllowed(connection, framesPerSecond)) return;
    if (byteLength(raw) > options.maxMessageBytes) {
      sendError(
        connection,
        PUSHER_ERROR.OTHER,
        `Message too large: at most ${options.maxMessageBytes} bytes`,
      );
      return;
    }
    if (isBinary) return;
    let frame: ClientFrame;
    try {
      frame = asObject(JSON.parse(String(raw))) as ClientFrame;
    } catch {
      sendError(connection, PUSHER_ERROR.OTHER, 'Invalid JSON');
      return;
    }
    const event = frame.event;
    if (typeof event !== 'string') return;
    switch (event) {
      case 'pusher:ping':
        sendRaw(connection, encodeControl('pusher:pong', {}));
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        subscribe(connection, asObject(frame.data));
        return;
      case 'pusher:unsubscribe': {
        const channel = asObject(frame.data).channel;
        if (typeof channel === 'string') unsubscribe(connection, channel);
        return;
      }
      default:
        if (event.startsWith('client-')) handleClientEvent(connection, event, frame);
    }
  }

  /** Refuses the handshake the Pusher way: an error frame, then a close with the same code. */
  function refuse(socket: WebSocket, code: number, message: string): void {
    socket.send(encodeError(code, message));
    closeSocket(socket, code, message);
  }

  function onConnection(socket: WebSocket, request: IncomingMessage): void {
    socket.on('error', (error) => logger.debug({ err: error }, 'websocket error'));
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = /^\/app\/([^/]+)$/.exec(url.pathname);
    if (!match) return refuse(socket, PUSHER_ERROR.PATH_NOT_FOUND, 'Path not found');
    if (match[1] !== options.appKey) {
      return refuse(socket, PUSHER_ERROR.UNKNOWN_APP, 'App key not in this cluster');
    }
    const protocol = url.searchParams.get('protocol');
    if (protocol === null) return refuse(socket, PUSHER_ERROR.NO_PROTOCOL, 'No protocol version');
    if (!SUPPORTED_PROTOCOLS.has(protocol)) {
      return refuse(socket, PUSHER_ERROR.UNSUPPORTED_PROTOCOL, 'Unsupported protocol version');
    }
    // Browsers always send Origin; a page on another site must not ride a player's session.
    // Non-browser clients (SDKs, mobile apps) send none and are let in: they can forge it anyway.
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== options.allowedOrigin) {
      return refuse(socket, PUSHER_ERROR.UNAUTHORIZED, 'Origin not allowed');
    }

    const now = Date.now();
    const connection: Connection = {
      socketId: createSocketId(),
      socket,
      channels: new Map(),
      lastSeenAt: now,
      pingSentAt: null,
      clientEvents: { windowStart: now, count: 0 },
      frames: createFrameBudget(framesPerSecond, now),
      sessionOf: new Map(),
      endedSessions: new Set(),
    };
    connections.add(connection);
    bySocketId.set(connection.socketId, connection);
    socket.on('message', (raw, isBinary) => handleMessage(connection, raw, isBinary));
    // ws answers protocol-level pings itself; they count against the same budget.
    socket.on('ping', () => void isFrameAllowed(connection, framesPerSecond));
    socket.on('pong', () => {
      connection.lastSeenAt = Date.now();
      connection.pingSentAt = null;
    });
    socket.on('close', () => {
      connections.delete(connection);
      bySocketId.delete(connection.socketId);
      for (const channel of [...connection.channels.keys()]) unsubscribe(connection, channel);
    });
    sendRaw(
      connection,
      encodeControl('pusher:connection_established', {
        socket_id: connection.socketId,
        activity_timeout: Math.max(1, Math.round(activityTimeoutMs / 1000)),
      }),
    );
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    const address = limits.admit(request, socket);
    if (address === null) return;
    wss.handleUpgrade(request, socket, head, (ws) => {
      limits.track(address, ws);
      onConnection(ws, request);
    });
  }
  http.on('upgrade', onUpgrade);

  // One sweep for all sockets instead of a timer each: ping the silent, close the unanswering.
  const sweepMs = Math.max(10, Math.min(activityTimeoutMs, pongTimeoutMs) / 4);
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const connection of connections) {
      if (connection.pingSentAt !== null) {
        if (now - connection.pingSentAt > pongTimeoutMs) {
          connection.socket.close(PUSHER_ERROR.PONG_TIMEOUT, 'Pong reply not received');
        }
      } else if (now - connection.lastSeenAt > activityTimeoutMs) {
        connection.pingSentAt = now;
        sendRaw(connection, encodeControl('pusher:ping', {}));
      }
    }
  }, sweepMs);
  sweep.unref();

  const handleNodeEvent = createSessionBindings({
    connections,
    bySocketId,
    maxSignedChannels,
    unsubscribe,
    logger,
  });

  function deliver(message: BroadcastMessage): void {
    if (isNodeEvent(message.event)) {
      handleNodeEvent(message);
      return;
    }
    for (const channel of message.channels) {
      const sockets = registry.socketsOf(channel);
      if (!sockets || sockets.size === 0) continue;
      const frame = encodeFrame({
        event: message.event,
        channel,
        data: message.data,
        ...(message.userId === undefined ? {} : { user_id: message.userId }),
      });
      for (const connection of sockets) {
        if (connection.socketId !== message.socketId) sendRaw(connection, frame);
      }
    }
  }
  const stopDelivery = broadcaster.onDeliver(deliver);

  return {
    registry,
    get connectionCount() {
      return connections.size;
    },
    /** Asks every client to reconnect at once (4200): to another node, during a rolling restart. */
    close(): Promise<void> {
      clearInterval(sweep);
      stopDelivery();
      http.off('upgrade', onUpgrade);
      for (const client of wss.clients) {
        client.close(PUSHER_ERROR.RECONNECT, 'Server shutting down');
      }
      // A client that does not answer the close handshake must not hold up the shutdown.
      const stragglers = setTimeout(() => {
        for (const client of wss.clients) client.terminate();
      }, CLOSE_HANDSHAKE_MS);
      return new Promise((resolve) =>
        wss.close(() => {
          clearTimeout(stragglers);
          resolve();
        }),
      );
    },
  };
}

export type PusherSocketServer = ReturnType<typeof attachPusherSocketServer>;
