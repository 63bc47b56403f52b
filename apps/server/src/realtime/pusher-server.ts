import type { IncomingMessage, Server } from 'node:http';
import { presenceMemberSchema } from '@casino/contracts';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { Logger } from '../platform/logger';
import type { Broadcaster, BroadcastMessage } from './broadcaster';
import { verifyChannelAuth } from './channel-auth';
import { ChannelRegistry, type PresenceMemberInfo } from './channels';
import {
  channelKind,
  createSocketId,
  encodeControl,
  encodeError,
  encodeFrame,
  isValidChannelName,
  PUSHER_ERROR,
  SUPPORTED_PROTOCOLS,
} from './protocol';

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
  maxConnections?: number;
  maxChannelsPerConnection?: number;
  /** Pusher's limit: 10 client events per second per connection. */
  clientEventsPerSecond?: number;
}

interface Connection {
  socketId: string;
  socket: WebSocket;
  /** Subscribed channels; the value is the presence member id (null elsewhere). */
  channels: Map<string, string | null>;
  lastSeenAt: number;
  pingSentAt: number | null;
  clientEvents: { windowStart: number; count: number };
}

interface ClientFrame {
  event?: unknown;
  channel?: unknown;
  data?: unknown;
}

/** A socket that falls this far behind is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const CLOSE_HANDSHAKE_MS = 2000;
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
 */
export function attachPusherSocketServer(http: Server, options: PusherSocketOptions) {
  const { logger, broadcaster } = options;
  const activityTimeoutMs = options.activityTimeoutMs ?? DEFAULT_ACTIVITY_TIMEOUT_MS;
  const pongTimeoutMs = options.pongTimeoutMs ?? DEFAULT_PONG_TIMEOUT_MS;
  const maxConnections = options.maxConnections ?? Number.POSITIVE_INFINITY;
  const maxChannels = options.maxChannelsPerConnection ?? 100;
  const clientEventsPerSecond = options.clientEventsPerSecond ?? 10;
  const registry = new ChannelRegistry<Connection>();
  const connections = new Set<Connection>();
  const wss = new WebSocketServer({ server: http, maxPayload: options.maxMessageBytes * 4 });

  function sendRaw(connection: Connection, frame: string): void {
    const { socket } = connection;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.close(PUSHER_ERROR.OVER_CAPACITY, 'Client too slow');
      return;
    }
    socket.send(frame);
  }

  function sendError(connection: Connection, code: number, message: string): void {
    sendRaw(connection, encodeError(code, message));
  }

  /** pusher-js fires `pusher:subscription_error` on the channel; pusher:error informs the rest. */
  function refuseSubscription(
    connection: Connection,
    channel: string,
    code: number,
    status: number,
    message: string,
  ): void {
    sendRaw(
      connection,
      JSON.stringify({
        event: 'pusher:subscription_error',
        channel,
        data: { type: 'AuthError', error: message, status },
      }),
    );
    sendError(connection, code, message);
  }

  function sendToChannel(channel: string, frame: string, except?: Connection): void {
    for (const other of registry.socketsOf(channel) ?? []) {
      if (other !== except) sendRaw(other, frame);
    }
  }

  function readMember(channelData: string): PresenceMemberInfo | null {
    try {
      const parsed = presenceMemberSchema.safeParse(JSON.parse(channelData));
      if (!parsed.success) return null;
      return { userId: String(parsed.data.user_id), userInfo: parsed.data.user_info ?? null };
    } catch {
      return null;
    }
  }

  function subscribe(connection: Connection, data: Record<string, unknown>): void {
    const channel = data.channel;
    if (!isValidChannelName(channel)) {
      sendError(connection, PUSHER_ERROR.OTHER, 'Invalid channel name');
      return;
    }
    const kind = channelKind(channel);
    if (connection.channels.has(channel)) {
      // Already in: answer again, as a client re-sending after a hiccup expects.
      const succeeded = kind === 'presence' ? { presence: registry.presenceOf(channel) } : {};
      sendRaw(
        connection,
        encodeControl('pusher_internal:subscription_succeeded', succeeded, channel),
      );
      return;
    }
    if (connection.channels.size >= maxChannels) {
      refuseSubscription(
        connection,
        channel,
        PUSHER_ERROR.OTHER,
        400,
        `At most ${maxChannels} channels per connection`,
      );
      return;
    }
    let member: PresenceMemberInfo | undefined;
    if (kind !== 'public') {
      const channelData = kind === 'presence' ? data.channel_data : undefined;
      if (kind === 'presence' && typeof channelData !== 'string') {
        refuseSubscription(
          connection,
          channel,
          PUSHER_ERROR.UNAUTHORIZED,
          401,
          'Presence channels need channel_data',
        );
        return;
      }
      const isAuthorised = verifyChannelAuth({
        key: options.appKey,
        secret: options.appSecret,
        socketId: connection.socketId,
        channelName: channel,
        channelData: channelData as string | undefined,
        auth: data.auth,
      });
      if (!isAuthorised) {
        refuseSubscription(
          connection,
          channel,
          PUSHER_ERROR.UNAUTHORIZED,
          401,
          'Connection is unauthorized: invalid signature',
        );
        return;
      }
      if (kind === 'presence') {
        member = readMember(channelData as string) ?? undefined;
        if (!member) {
          refuseSubscription(
            connection,
            channel,
            PUSHER_ERROR.UNAUTHORIZED,
            401,
            'Invalid channel_data: user_id is required',
          );
          return;
        }
      }
    }
    const { isNewMember } = registry.subscribe(channel, connection, member);
    connection.channels.set(channel, member?.userId ?? null);
    const succeeded = kind === 'presence' ? { presence: registry.presenceOf(channel) } : {};
    sendRaw(
      connection,
      encodeControl('pusher_internal:subscription_succeeded', succeeded, channel),
    );
    if (member && isNewMember) {
      const added = { user_id: member.userId, user_info: member.userInfo };
      sendToChannel(
        channel,
        encodeControl('pusher_internal:member_added', added, channel),
        connection,
      );
    }
  }

  function unsubscribe(connection: Connection, channel: string): void {
    if (!connection.channels.has(channel)) return;
    const memberId = connection.channels.get(channel) ?? undefined;
    connection.channels.delete(channel);
    const { isMemberGone } = registry.unsubscribe(channel, connection, memberId);
    if (isMemberGone) {
      sendToChannel(
        channel,
        encodeControl('pusher_internal:member_removed', { user_id: memberId }, channel),
      );
    }
  }

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
        PUSHER_ERROR.CLIENT_EVENT_RATE_LIMIT,
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
    socket.close(code, message);
  }

  wss.on('connection', (socket: WebSocket, request: IncomingMessage) => {
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
    if (connections.size >= maxConnections) {
      return refuse(socket, PUSHER_ERROR.OVER_CAPACITY, 'Over capacity');
    }

    const now = Date.now();
    const connection: Connection = {
      socketId: createSocketId(),
      socket,
      channels: new Map(),
      lastSeenAt: now,
      pingSentAt: null,
      clientEvents: { windowStart: now, count: 0 },
    };
    connections.add(connection);
    socket.on('message', (raw, isBinary) => handleMessage(connection, raw, isBinary));
    socket.on('pong', () => {
      connection.lastSeenAt = Date.now();
      connection.pingSentAt = null;
    });
    socket.on('close', () => {
      connections.delete(connection);
      for (const channel of [...connection.channels.keys()]) unsubscribe(connection, channel);
    });
    sendRaw(
      connection,
      encodeControl('pusher:connection_established', {
        socket_id: connection.socketId,
        activity_timeout: Math.max(1, Math.round(activityTimeoutMs / 1000)),
      }),
    );
  });

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

  function deliver(message: BroadcastMessage): void {
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
