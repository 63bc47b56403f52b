import type {
  DepositWalletResponse,
  EntityWalletsResponse,
  StaffRole,
  User,
} from '@casino/contracts';
import { beforeAll, expect } from 'vitest';
import { signWebhook } from '../modules/wallet/deposits/deposits.webhook';
import { TEST_WEBHOOK_SECRET, type TestApp } from './harness';
import { signInStaff, signUpPlayer, type createClient } from './http';
import { useTestApp } from './suite';

// The wallet's HTTP tests (modules/wallet/**/*.routes.test.ts): players, staff and signed
// gateway reports against one app per test file.

/** The app of the test file that called useWalletApp (live bindings: set by useWalletApp). */
export let t: TestApp;
export let api: ReturnType<typeof createClient>;
export const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** One app per test file, with BTC pinned at 50,000.00 in both currencies. */
export function useWalletApp() {
  ({ t, api } = useTestApp());
  beforeAll(() => {
    // 1 BTC = 50,000.00 in both currencies: easy sums.
    t.runtime.services.ratesService.pin('BTC', 'USD', '50000');
    t.runtime.services.ratesService.pin('BTC', 'EUR', '50000');
  });
}

export async function verifiedPlayer(overrides: Record<string, unknown> = {}) {
  const player = await signUpPlayer(api, overrides);
  await t.runtime.services.usersService.markEmailVerified(player.id);
  return player;
}

export async function staffToken(role: StaffRole) {
  return (await signInStaff(t.runtime, api, role)).token;
}

export async function user(token: string): Promise<User> {
  return (await api.get('/api/user', { token })).body.user as User;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The headers a gateway sends (docs/deposit-webhooks.md), signed now unless told otherwise. */
export function signedHeaders(raw: string, timestamp = String(nowSeconds())) {
  return {
    'content-type': 'application/json',
    'x-signature-timestamp': timestamp,
    'x-signature': signWebhook(TEST_WEBHOOK_SECRET, timestamp, raw),
  };
}

let txCounter = 0;
export async function report(body: Record<string, unknown>, signature?: string) {
  const raw = JSON.stringify(body);
  const headers = signedHeaders(raw);
  return api.post('/api/wallet/webhook/generic', Buffer.from(raw), {
    headers: { ...headers, 'x-signature': signature ?? headers['x-signature'] },
  });
}

/** The player's deposit address (POST /api/wallet/depositwallet with `body`). */
export async function depositAddress(token: string, body: { symbol?: string } = {}) {
  const res = await api.post('/api/wallet/depositwallet', body, { token });
  return (res.body as unknown as DepositWalletResponse).address;
}

/** A gateway's report of 0.01 BTC paid to `address`, 6 confirmations deep; `fields` change it. */
export const btcReportBody = (address: string, fields: Record<string, unknown> = {}) => ({
  coin: 'BTC',
  vout: 0,
  address,
  amount: '0.01',
  confirmations: 6,
  ...fields,
});

/** Credits `btc` to the player through the signed webhook, as a gateway would. */
export async function depositBtc(player: { id: number; token: string }, btc: string) {
  const address = await depositAddress(player.token, { symbol: 'BTC' });
  txCounter += 1;
  const res = await report(
    btcReportBody(address, { txid: `f00d${String(txCounter).padStart(60, '0')}`, amount: btc }),
  );
  expect(res.status).toBe(200);
  return res;
}

export const btcId = async (token: string) =>
  (
    (await api.post('/api/wallet/entity/wallets', {}, { token }))
      .body as unknown as EntityWalletsResponse
  ).wallets.find((w) => w.short_code === 'BTC')?.id ?? 0;
