import { randomInt } from 'node:crypto';
import { CHANNEL_NAME_PATTERN } from '@casino/contracts';

/**
 * Pusher Channels protocol v7 vocabulary: error and close codes, channel kinds and the frame
 * format. https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol/
 */

/**
 * Error codes. 4000-4099: the client must not reconnect; 4100-4199: reconnect after a back-off;
 * 4200-4299: reconnect at once; 4300-4399: other errors (the connection stays open).
 */
export const PUSHER_ERROR = {
  UNKNOWN_APP: 4001,
  PATH_NOT_FOUND: 4005,
  UNSUPPORTED_PROTOCOL: 4007,
  NO_PROTOCOL: 4008,
  UNAUTHORIZED: 4009,
  OVER_CAPACITY: 4100,
  RECONNECT: 4200,
  PONG_TIMEOUT: 4201,
  OTHER: 4300,
  /** Client events over 10 per second, and any frames over WS_MAX_FRAMES_PER_SECOND. */
  RATE_LIMIT: 4301,
} as const;

/**
 * Messages between nodes, carried by the broadcaster like any event but never delivered to a
 * socket (decision 011, "Sessions"). Their names start with `pusher_internal:`, which no client
 * and no publisher without the app secret can send. `data` is a JSON string.
 */
export const NODE_EVENT = {
  /** `{socket_id, channel, session_id}`: this session was given this socket's signature. */
  CHANNEL_AUTHORIZED: 'pusher_internal:channel_authorized',
  /** `{user_id, session_ids}`: these sessions ended; drop their private and presence channels. */
  SESSIONS_ENDED: 'pusher_internal:sessions_ended',
} as const;

export function isNodeEvent(name: string): boolean {
  return name === NODE_EVENT.CHANNEL_AUTHORIZED || name === NODE_EVENT.SESSIONS_ENDED;
}

/** The protocol versions whose frames this server speaks (pusher-js sends 7). */
export const SUPPORTED_PROTOCOLS = new Set(['5', '6', '7']);

export type ChannelKind = 'public' | 'private' | 'presence';

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && CHANNEL_NAME_PATTERN.test(name);
}

/** private-encrypted-* channels are private ones to the server: it relays ciphertext. */
export function channelKind(name: string): ChannelKind {
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith('private-')) return 'private';
  return 'public';
}

/** Pusher's socket ids look like "1234.5678". */
export function createSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
}

/** One frame: `data` is a JSON string for server events, as the protocol sends it. */
export function encodeFrame(frame: {
  event: string;
  channel?: string;
  data: unknown;
  user_id?: string;
}): string {
  return JSON.stringify(frame);
}

/** Control frames carry their data JSON-encoded in a string, as Pusher's servers do. */
export function encodeControl(event: string, data: unknown, channel?: string): string {
  return JSON.stringify({
    event,
    ...(channel === undefined ? {} : { channel }),
    data: JSON.stringify(data),
  });
}

/** `pusher:error` carries its data as an object, per the protocol. */
export function encodeError(code: number | null, message: string): string {
  return JSON.stringify({ event: 'pusher:error', data: { code, message } });
}
