import { readFormText } from './forms';

/**
 * The hidden field that carries a money form's idempotency key to its resource route (the
 * wallet forms and the crash bet and cash-out forms). The key names one request: a resend of it
 * (a double click, a retry) is answered once (spec §3, the API's Idempotency-Key).
 */
export const IDEMPOTENCY_FIELD = 'idempotency_key';

export function createIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** The posted form's key; a post without one (no JavaScript yet) gets a fresh one. */
export function readIdempotencyKey(formData: FormData): string {
  return readFormText(formData, IDEMPOTENCY_FIELD) || createIdempotencyKey();
}
