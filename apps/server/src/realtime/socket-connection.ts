import { WebSocket } from 'ws';
import { encodeError, PUSHER_ERROR } from './protocol';

/** One client socket of the Pusher protocol and what the server keeps about it. */
export interface Connection {
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

/** A socket that falls this far behind is dropped rather than buffered without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
export const CLOSE_HANDSHAKE_MS = 2000;

export function sendRaw(connection: Connection, frame: string): void {
  const { socket } = connection;
  if (socket.readyState !== WebSocket.OPEN) return;
  if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
    socket.close(PUSHER_ERROR.OVER_CAPACITY, 'Client too slow');
    return;
  }
  socket.send(frame);
}

export function sendError(connection: Connection, code: number, message: string): void {
  sendRaw(connection, encodeError(code, message));
}

/** Closes with a Pusher code; a client that never answers the close handshake is cut off. */
export function closeSocket(socket: WebSocket, code: number, reason: string): void {
  if (socket.readyState !== WebSocket.OPEN) return;
  socket.close(code, reason);
  setTimeout(() => socket.terminate(), CLOSE_HANDSHAKE_MS).unref();
}
