import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { presenceMemberSchema } from '@casino/contracts';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { z } from 'zod';
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
  isNodeEvent,
  isValidChannelName,
  NODE_EVENT,
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
  /** Sockets in all (WS_MAX_CONNECTIONS); more are refused with HTTP 503 before upgrading. */
  maxConnections: number;
  /** Sockets per client address (WS_MAX_CONNECTIONS_PER_IP), refused the same way. */
  maxConnectionsPerAddress: number;
  /** The address the per-address cap counts; TRUST_PROXY decides it (ws-server.ts). */
  clientAddress?: (request: IncomingMessage) => string;
  /** Frames of any kind a socket may send per second (WS_MAX_FRAMES_PER_SECOND), burst twice that. */
  maxFramesPerSecond: number;
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
  /** Token bucket over every frame the client sends; `refusedInARow` decides when to close. */
  frames: { tokens: number; refilledAt: number; refusedInARow: number };
  /** The session each private / presence channel was signed for (CHANNEL_AUTHORIZED notes). */
  sessionOf: Map<string, number>;
  /** Sessions that ended while this socket held their signatures: refused from now on. */
  endedSessions: Set<number>;
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

/** The node messages (protocol.ts NODE_EVENT); they may come from Redis, so they are checked. */
const channelAuthorizedSchema = z.object({
  socket_id: z.string(),
  channel: z.string(),
  session_id: z.number().int(),
});
const sessionsEndedSchema = z.object({
  user_id: z.number().int(),
  session_ids: z.array(z.number().int()),
});

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
  const frameBurst = framesPerSecond * 2;
  const clientAddress =
    options.clientAddress ?? ((request) => request.socket.remoteAddress ?? 'unknown');
  const registry = new ChannelRegistry<Connection>();
  const connections = new Set<Connection>();
  const bySocketId = new Map<string, Connection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxMessageBytes * 4 });

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

  /** Closes with a Pusher code; a client that never answers the close handshake is cut off. */
  function closeSocket(socket: WebSocket, code: number, reason: string): void {
    if (socket.readyState !== WebSocket.OPEN) return;
    socket.close(code, reason);
    setTimeout(() => socket.terminate(), CLOSE_HANDSHAKE_MS).unref();
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
      // A signature stays valid for the socket's life; one whose session ended is spent.
      const sessionId = connection.sessionOf.get(channel);
      if (sessionId !== undefined && connection.endedSessions.has(sessionId)) {
        refuseSubscription(
          connection,
          channel,
          PUSHER_ERROR.UNAUTHORIZED,
          401,
          'Connection is unauthorized: the session has ended',
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

  /**
   * Every frame a client sends (pings, subscribes, client events, junk) takes a token; the
   * bucket refills at `framesPerSecond` up to twice that. The first frame over is answered with
   * 4301 and dropped, the next are dropped silently, and a second's worth of them in a row
   * closes the socket with 4301, which pusher-js takes as "do not reconnect".
   */
  function isFrameAllowed(connection: Connection): boolean {
    const budget = connection.frames;
    const now = Date.now();
    const refill = ((now - budget.refilledAt) / 1000) * framesPerSecond;
    budget.tokens = Math.min(frameBurst, budget.tokens + refill);
    budget.refilledAt = now;
    if (budget.tokens >= 1) {
      budget.tokens -= 1;
      budget.refusedInARow = 0;
      return true;
    }
    budget.refusedInARow += 1;
    if (budget.refusedInARow === 1) {
      sendError(
        connection,
        PUSHER_ERROR.RATE_LIMIT,
        `Rate limit exceeded: at most ${framesPerSecond} messages per second`,
      );
    } else if (budget.refusedInARow >= framesPerSecond) {
      closeSocket(connection.socket, PUSHER_ERROR.RATE_LIMIT, 'Rate limit exceeded');
    }
    return false;
  }

  function handleMessage(connection: Connection, raw: RawData, isBinary: boolean): void {
    connection.lastSeenAt = Date.now();
    connection.pingSentAt = null;
    if (!isFrameAllowed(connection)) return;
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
      frames: { tokens: frameBurst, refilledAt: now, refusedInARow: 0 },
      sessionOf: new Map(),
      endedSessions: new Set(),
    };
    connections.add(connection);
    bySocketId.set(connection.socketId, connection);
    socket.on('message', (raw, isBinary) => handleMessage(connection, raw, isBinary));
    // ws answers protocol-level pings itself; they count against the same budget.
    socket.on('ping', () => void isFrameAllowed(connection));
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

  // The caps are checked before upgrading: a refused socket costs one short HTTP answer, not a
  // websocket (and a close handshake a flooder would never finish). Every upgraded socket
  // counts until it closes, including those the handshake checks above refuse.
  let socketCount = 0;
  const socketsPerAddress = new Map<string, number>();

  function refuseUpgrade(socket: Duplex, reason: string): void {
    socket.once('finish', () => socket.destroy());
    socket.end(
      'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 10\r\n' +
        `Content-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\n\r\n${reason}`,
    );
  }

  function onUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    socket.on('error', () => socket.destroy());
    const address = clientAddress(request);
    const fromAddress = socketsPerAddress.get(address) ?? 0;
    if (socketCount >= options.maxConnections) {
      logger.debug({ address }, 'websocket refused: over capacity');
      refuseUpgrade(socket, 'Over capacity');
      return;
    }
    if (fromAddress >= options.maxConnectionsPerAddress) {
      logger.debug({ address }, 'websocket refused: too many connections from this address');
      refuseUpgrade(socket, 'Too many connections from this address');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      socketCount += 1;
      socketsPerAddress.set(address, (socketsPerAddress.get(address) ?? 0) + 1);
      ws.once('close', () => {
        socketCount -= 1;
        const left = (socketsPerAddress.get(address) ?? 1) - 1;
        if (left > 0) socketsPerAddress.set(address, left);
        else socketsPerAddress.delete(address);
      });
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

  /** Remembers which session a socket's private / presence signature was made for. */
  function recordSignedChannel(note: z.infer<typeof channelAuthorizedSchema>): void {
    const connection = bySocketId.get(note.socket_id);
    if (!connection) return; // a socket on another node
    const { sessionOf } = connection;
    if (!sessionOf.has(note.channel) && sessionOf.size >= maxSignedChannels) {
      closeSocket(connection.socket, PUSHER_ERROR.RATE_LIMIT, 'Too many channel authorisations');
      return;
    }
    // A newer signature for the same channel (logged in again on the same page) takes over.
    sessionOf.set(note.channel, note.session_id);
  }

  /** Drops every private and presence subscription the ended sessions signed, at once. */
  function endSessions(sessionIds: ReadonlySet<number>): void {
    for (const connection of connections) {
      for (const [channel, sessionId] of connection.sessionOf) {
        if (!sessionIds.has(sessionId)) continue;
        connection.endedSessions.add(sessionId);
        if (!connection.channels.has(channel)) continue;
        unsubscribe(connection, channel);
        // Not part of Pusher's protocol: pusher-js ignores it; it tells a raw client why.
        sendRaw(connection, encodeControl('pusher_internal:unsubscribed', {}, channel));
      }
    }
  }

  function handleNodeEvent(message: BroadcastMessage): void {
    let data: unknown;
    try {
      data = typeof message.data === 'string' ? JSON.parse(message.data) : message.data;
    } catch {
      data = null;
    }
    if (message.event === NODE_EVENT.CHANNEL_AUTHORIZED) {
      const note = channelAuthorizedSchema.safeParse(data);
      if (note.success) return recordSignedChannel(note.data);
    } else if (message.event === NODE_EVENT.SESSIONS_ENDED) {
      const ended = sessionsEndedSchema.safeParse(data);
      if (ended.success) return endSessions(new Set(ended.data.session_ids));
    }
    logger.warn({ event: message.event }, 'unreadable real-time node message');
  }

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
