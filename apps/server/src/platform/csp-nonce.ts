import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const nonces = new WeakMap<ServerResponse, string>();

/**
 * The response's CSP nonce, made the first time the server renderer or the page headers ask
 * for it: server-rendered inline scripts run under a strict CSP. Only HTML answers carry a CSP
 * (decision 027), so API answers and static files never pay for the random bytes.
 */
export function cspNonceOf(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (nonce === undefined) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}
