import { createHmac, randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type WebSocket } from '@playwright/test';
import { readMailbox } from './mailbox';
import { E2E_WEBHOOK_SECRET } from './playwright.config';

/** Steps the money specs share: a verified player, a login token, a signed deposit report. */

/** The first link with this path prefix in a mail to `to` (the development SMTP mailbox). */
export async function waitForLink(to: string, prefix: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = readMailbox(to)
          .flatMap((mail) => mail.links)
          .find((link) => new URL(link).pathname.startsWith(prefix));
        return found;
      },
      { timeout: 15_000, message: `mail to ${to} with a ${prefix} link` },
    )
    .toBeTruthy();
  return found as string;
}

/** Signs up in the browser (EUR by default) and opens the mailed verification link. */
export async function signUpVerified(
  page: Page,
  player: { name: string; email: string; password: string },
): Promise<void> {
  await page.goto('/register');
  const register = page.getByTestId('register-form');
  await register.locator('[name="name"]').fill(player.name);
  await register.locator('[name="email"]').fill(player.email);
  await register.locator('[name="password"]').fill(player.password);
  await register.locator('[name="password_confirmation"]').fill(player.password);
  await register.locator('[name="terms"]').check();
  await register.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto(await waitForLink(player.email, '/email/verify/'));
  await expect(page.getByTestId('verify-result')).toContainText('verified');
}

export async function loginToken(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/login', { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** What a payment gateway would send: the deposit report signed with the shared secret. */
export async function reportDeposit(
  request: APIRequestContext,
  report: { address: string; amount: string; confirmations: number; txid?: string },
) {
  const body = JSON.stringify({
    coin: 'BTC',
    txid: randomBytes(32).toString('hex'),
    vout: 0,
    ...report,
  });
  // docs/deposit-webhooks.md: X-Signature = hex HMAC-SHA256(secret, timestamp + "." + body).
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', E2E_WEBHOOK_SECRET)
    .update(`${timestamp}.${body}`)
    .digest('hex');
  const response = await request.post('/api/wallet/webhook/generic', {
    data: body,
    headers: {
      'content-type': 'application/json',
      'x-signature-timestamp': timestamp,
      'x-signature': signature,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { deposit: { credited: boolean; status: string } };
}

/**
 * Opens `url` and waits until the page's real-time connection has joined the player's alert
 * channel, so an alert the test causes next is delivered live (not only caught up later). The
 * frame listener is attached the moment a socket opens: attached later, a quick subscription
 * answer could pass before it and the wait would never end.
 */
export async function gotoSubscribed(page: Page, url: string): Promise<void> {
  let onSocket: (socket: WebSocket) => void = () => {};
  const subscribed = new Promise<void>((resolve) => {
    onSocket = (socket) => {
      socket.on('framereceived', (frame) => {
        const text = String(frame.payload);
        if (
          text.includes('pusher_internal:subscription_succeeded') &&
          text.includes('private-appalert.')
        ) {
          resolve();
        }
      });
    };
  });
  page.on('websocket', onSocket);
  try {
    await page.goto(url);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${url}: no subscription to the alert channel within 30 s`)),
        30_000,
      );
    });
    await Promise.race([subscribed, timeout]).finally(() => clearTimeout(timer));
  } finally {
    page.off('websocket', onSocket);
  }
}

/**
 * Browser and API requests of a spec as from a player's own address (the e2e server trusts the
 * runner as its proxy): `test.use(playerAddress(n))`, a different `n` per spec file, keeps
 * the journeys' sign-ups from sharing one address's limit. Addresses of TEST-NET-3 (RFC 5737),
 * only ever written in a header.
 */
export function playerAddress(n: number) {
  return { extraHTTPHeaders: { 'x-forwarded-for': `203.0.113.${n}` } };
}
