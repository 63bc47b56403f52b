import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Private and presence channel signatures (Pusher's "auth" string):
 * `{key}:{hex HMAC-SHA256(secret, socket_id:channel_name[:channel_data])}`. The HTTP side
 * (`POST /api/broadcasting/auth`) signs; the websocket side verifies every such subscribe.
 */
export function signChannelAuth(options: {
  key: string;
  secret: string;
  socketId: string;
  channelName: string;
  channelData?: string | undefined;
}): string {
  const parts = [options.socketId, options.channelName];
  if (options.channelData !== undefined) parts.push(options.channelData);
  const signature = createHmac('sha256', options.secret).update(parts.join(':')).digest('hex');
  return `${options.key}:${signature}`;
}

/** Compares in constant time; a wrong key, length or signature is simply false. */
export function verifyChannelAuth(options: {
  key: string;
  secret: string;
  socketId: string;
  channelName: string;
  channelData?: string | undefined;
  auth: unknown;
}): boolean {
  if (typeof options.auth !== 'string') return false;
  return safeEqual(options.auth, signChannelAuth(options));
}

/** Constant-time string comparison (lengths are not secret: the expected form is public). */
export function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
