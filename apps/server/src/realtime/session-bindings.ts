import { z } from 'zod';
import type { Logger } from '../platform/logger';
import type { BroadcastMessage } from './broadcaster';
import { encodeControl, NODE_EVENT, PUSHER_ERROR } from './protocol';
import { closeSocket, sendRaw, type Connection } from './socket-connection';

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

/** Whether the channel's signature on this socket was made for a session that has ended. */
export function isSignedForEndedSession(connection: Connection, channel: string): boolean {
  const sessionId = connection.sessionOf.get(channel);
  return sessionId !== undefined && connection.endedSessions.has(sessionId);
}

/**
 * Which socket holds which session's private / presence subscriptions, kept from the node
 * messages (CHANNEL_AUTHORIZED, SESSIONS_ENDED), so that the subscriptions end with the session
 * that signed them (decision 011). Returns the handler for those messages.
 */
export function createSessionBindings(options: {
  connections: ReadonlySet<Connection>;
  bySocketId: ReadonlyMap<string, Connection>;
  /** How many channel signatures one socket may collect before it is closed. */
  maxSignedChannels: number;
  unsubscribe: (connection: Connection, channel: string) => void;
  logger: Logger;
}) {
  const { connections, bySocketId, maxSignedChannels, unsubscribe, logger } = options;

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

  return function handleNodeEvent(message: BroadcastMessage): void {
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
  };
}
