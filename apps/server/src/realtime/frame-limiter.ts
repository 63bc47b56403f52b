import { PUSHER_ERROR } from './protocol';
import { closeSocket, sendError, type Connection } from './socket-connection';

/** A fresh socket's bucket: full, which is twice the per-second rate. */
export function createFrameBudget(framesPerSecond: number, now: number): Connection['frames'] {
  return { tokens: framesPerSecond * 2, refilledAt: now, refusedInARow: 0 };
}

/**
 * Every frame a client sends (pings, subscribes, client events, junk) takes a token; the
 * bucket refills at `framesPerSecond` up to twice that. The first frame over is answered with
 * 4301 and dropped, the next are dropped silently, and a second's worth of them in a row
 * closes the socket with 4301, which pusher-js takes as "do not reconnect".
 */
export function isFrameAllowed(connection: Connection, framesPerSecond: number): boolean {
  const frameBurst = framesPerSecond * 2;
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
