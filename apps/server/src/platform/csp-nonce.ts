import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const nonces = new WeakMap<ServerResponse, string>();

/**
 * The response's CSP nonce, made the first time the page headers or the server renderer ask
 * for it: server-rendered inline scripts run under a strict CSP. Answers that carry neither
 * (the providers' wallet calls) never pay for the random bytes.
 */
export function cspNonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}
