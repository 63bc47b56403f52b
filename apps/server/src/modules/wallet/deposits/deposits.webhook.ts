import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_MAX_SKEW_SECONDS } from '@casino/contracts';
import { AppError } from '../../../platform/errors';

/**
 * The deposit webhook's signature (docs/deposit-webhooks.md): X-Signature =
 * hex(HMAC-SHA256(secret, timestamp + "." + raw body)), X-Signature-Timestamp = timestamp in
 * Unix seconds. The timestamp is inside the signed text, so a captured request can be replayed
 * only within the window, and a replay credits nothing twice (deposits are keyed by output).
 */
export function signWebhook(secret: string, timestamp: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/**
 * Refuses a timestamp that is missing, not plain Unix seconds, or more than
 * WEBHOOK_MAX_SKEW_SECONDS from `now` either way, then a signature that is not the HMAC of
 * exactly these bytes (compared in constant time).
 */
export function verifyWebhookSignature(input: {
  secret: string;
  rawBody: Buffer;
  timestamp: string;
  signature: string;
  now: Date;
}): void {
  const seconds = /^\d{1,12}$/.test(input.timestamp) ? Number(input.timestamp) : Number.NaN;
  const skew = Math.abs(Math.floor(input.now.getTime() / 1000) - seconds);
  if (!(skew <= WEBHOOK_MAX_SKEW_SECONDS)) throw new AppError('WEBHOOK_TIMESTAMP_INVALID');
  const expected = Buffer.from(signWebhook(input.secret, input.timestamp, input.rawBody), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(input.signature)
    ? Buffer.from(input.signature, 'hex')
    : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID');
  }
}
