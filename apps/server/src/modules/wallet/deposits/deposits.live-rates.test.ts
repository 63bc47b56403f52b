import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EntityWalletsResponse, TransactionsResponse, User } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { TEST_WEBHOOK_SECRET } from '../../../test/harness';
import { signUpPlayer } from '../../../test/http';
import { useTestApp } from '../../../test/suite';
import { deriveDepositAddress } from '../coins/coins.deposit-addresses';
import { DEMO_EXTENDED_PUBLIC_KEYS } from '../coins/coins.demo-keys';
import { signWebhook } from './deposits.webhook';

/**
 * Issue 11 point 2 through HTTP: in live mode money is never priced from stale data. A local
 * price API answers once, then fails; RATES_MAX_AGE_SECONDS is 1, so a second later the only
 * rate there is is stale.
 */
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

let isPriceApiUp = true;
let priceApi: Server;
let priceApiUrl = '';
beforeAll(async () => {
  priceApi = createServer((_request, response) => {
    if (!isPriceApiUp) {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ bitcoin: { usd: 50_000, eur: 50_000 } }));
  });
  await new Promise<void>((resolve) => priceApi.listen(0, '127.0.0.1', resolve));
  const { port } = priceApi.address() as AddressInfo;
  priceApiUrl = `http://127.0.0.1:${port}/simple/price`;
});
afterAll(async () => {
  await new Promise((resolve) => priceApi?.close(resolve));
});

const { t, api } = useTestApp(() => ({
  config: { APP_MODE: 'live', RATES_API_URL: priceApiUrl, RATES_MAX_AGE_SECONDS: 1 },
}));
let btcWalletId = 0;
beforeAll(async () => {
  const coins = await t.runtime.services.walletService.listCoins();
  btcWalletId = coins.find((coin) => coin.short_code === 'BTC')?.id ?? 0;
});
afterEach(() => {
  t.runtime.services.ratesService.unpin();
});

/**
 * Done once: the one price ever fetched ages past RATES_MAX_AGE_SECONDS while the API is down,
 * and the calculator shows it is stale now. Later checks find it as stale (the service backs
 * off after a failed fetch).
 */
let isStale = false;
async function makeTheRateStale() {
  if (!isStale) {
    const fresh = await api.post('/api/coinremitterConversionRate', { fiat_amount: 100 });
    expect(fresh.body.rate_source).toBe('live');
    isPriceApiUp = false;
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    isStale = true;
  }
  const stale = await api.post('/api/coinremitterConversionRate', { fiat_amount: 100 });
  expect(stale.body.code).toBe('RATE_STALE');
}

async function verifiedPlayer() {
  const player = await signUpPlayer(api, { currency: 'USD' });
  await t.runtime.services.usersService.markEmailVerified(player.id);
  // Live mode takes no demo key; the player's address is recorded as if derived from the
  // operator's own key (only the address matters to a deposit report).
  const address = deriveDepositAddress('BTC', DEMO_EXTENDED_PUBLIC_KEYS.BTC, player.id);
  await t.runtime.database.db.execute(
    sql`insert into deposit_addresses (user_id, entity_wallet_id, derivation_index, address)
        values (${player.id}, ${btcWalletId}, ${player.id}, ${address})`,
  );
  return { ...player, address };
}

async function me(token: string): Promise<User> {
  return (await api.get('/api/user', { token })).body.user as User;
}

function report(body: Record<string, unknown>) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  return api.post('/api/wallet/webhook/generic', Buffer.from(raw), {
    headers: {
      'content-type': 'application/json',
      'x-signature-timestamp': timestamp,
      'x-signature': signWebhook(TEST_WEBHOOK_SECRET, timestamp, raw),
    },
  });
}

async function transfersWithKey(key: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.runtime.database.db,
    sql`select count(*)::int as n from ledger_transfers where idempotency_key = ${key}`,
  );
  return row?.n ?? 0;
}

describe('deposits wait for a fresh rate (live mode)', () => {
  it('stays awaiting_rate while the only rate is stale, then the sweep credits it once', async () => {
    const player = await verifiedPlayer();
    await makeTheRateStale();
    const txid = 'a1'.repeat(32);
    const deposit = { coin: 'BTC', txid, vout: 0, address: player.address, amount: '0.002' };
    const res = await report({ ...deposit, confirmations: 6 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      deposit: { status: 'awaiting_rate', confirmations: 6, credited: false },
    });
    // The player sees why: a pending deposit whose status says it waits for a rate.
    const pending = (await api.post('/api/wallet/pending/deposit', {}, { token: player.token }))
      .body as unknown as TransactionsResponse;
    expect(pending.transactions).toHaveLength(1);
    expect(pending.transactions[0]).toMatchObject({
      type: 'deposit',
      status: 'awaiting_rate',
      amount: null,
      sent_amount: '0.002 BTC',
    });
    expect(await me(player.token)).toMatchObject({ balance: 0, total_deposits: 0 });
    // Still no fresh rate: a re-report and a sweep change nothing.
    expect((await report({ ...deposit, confirmations: 7 })).body).toMatchObject({
      deposit: { status: 'awaiting_rate', credited: false },
    });
    const { walletService, ratesService } = t.runtime.services;
    expect(await walletService.creditAwaitingDeposits()).toEqual({ credited: 0, waiting: 1 });
    expect((await me(player.token)).balance).toBe(0);

    // A fresh rate arrives (an operator's pin counts as fresh). Three sweeps and a re-report
    // race for the same deposit: it is credited exactly once.
    ratesService.pin('BTC', 'USD', '40000');
    const [a, b, c, again] = await Promise.all([
      walletService.creditAwaitingDeposits(),
      walletService.creditAwaitingDeposits(),
      walletService.creditAwaitingDeposits(),
      report({ ...deposit, confirmations: 8 }),
    ]);
    expect(again.status).toBe(200);
    const bySweeps = a.credited + b.credited + c.credited;
    const byReport = bySweeps === 0 ? 1 : 0;
    expect(bySweeps + byReport).toBe(1);
    expect(await me(player.token)).toMatchObject({ balance: 8_000, w_balance: 8_000 });
    expect(await walletService.creditAwaitingDeposits()).toEqual({ credited: 0, waiting: 0 });
    expect(await transfersWithKey(`deposit:BTC:${txid}:0`)).toBe(1);
    const list = (await api.post('/api/wallet/transactions', {}, { token: player.token }))
      .body as unknown as TransactionsResponse;
    expect(list.transactions.map((row) => [row.status, row.amount])).toEqual([
      ['confirmed', 8_000],
    ]);
    expect((await t.runtime.services.ledgerService.verify()).ok).toBe(true);
  });

  it('credits on the next re-report once a fresh rate exists', async () => {
    const player = await verifiedPlayer();
    await makeTheRateStale();
    const deposit = {
      coin: 'BTC',
      txid: 'b2'.repeat(32),
      vout: 1,
      address: player.address,
      amount: '0.001',
    };
    expect((await report({ ...deposit, confirmations: 2 })).body).toMatchObject({
      deposit: { status: 'awaiting_rate' },
    });
    t.runtime.services.ratesService.pin('BTC', 'USD', '50000');
    expect((await report({ ...deposit, confirmations: 3 })).body).toMatchObject({
      deposit: { status: 'confirmed', credited: true },
    });
    expect((await me(player.token)).balance).toBe(5_000);
  });
});

describe('withdrawals need a fresh rate (live mode)', () => {
  it('refuses with RATE_STALE (503, translated) and holds nothing', async () => {
    const player = await verifiedPlayer();
    t.runtime.services.ratesService.pin('BTC', 'USD', '50000');
    await report({
      coin: 'BTC',
      txid: 'c3'.repeat(32),
      vout: 0,
      address: player.address,
      amount: '0.001',
      confirmations: 6,
    });
    t.runtime.services.ratesService.unpin();
    const before = await me(player.token);
    expect(before).toMatchObject({ balance: 5_000, w_balance: 5_000 });
    await makeTheRateStale();

    const { wallets } = (await api.post('/api/wallet/entity/wallets', {}, { token: player.token }))
      .body as unknown as EntityWalletsResponse;
    const id = wallets.find((wallet) => wallet.short_code === 'BTC')?.id;
    const ask = (locale: string) =>
      api.post(
        '/api/wallet/request/withdrawal',
        { wallet_address: BTC_ADDRESS, entity_wallet_id: id, amount: '20.00' },
        { token: player.token, locale },
      );
    const refused = await ask('en');
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      code: 'RATE_STALE',
      message:
        'No up-to-date conversion rate is available right now. Please try again in a few minutes.',
    });
    expect((await ask('es')).body.message).toBe(
      'No hay un tipo de cambio actualizado en este momento. Inténtalo de nuevo en unos minutos.',
    );
    // Nothing changed: no hold on the balance, no withdrawal row, no ledger transfer.
    expect(await me(player.token)).toMatchObject({ balance: 5_000, w_balance: 5_000 });
    const balances = await t.runtime.services.ledgerService.getPlayerBalances(player.id, 'USD');
    expect(balances).toMatchObject({ balance: 5_000, w_balance: 5_000 });
    const [rows] = await queryRows<{ n: number }>(
      t.runtime.database.db,
      sql`select count(*)::int as n from withdrawals where user_id = ${player.id}`,
    );
    expect(rows?.n).toBe(0);
    const pending = (await api.post('/api/wallet/pending/withdrawal', {}, { token: player.token }))
      .body as unknown as TransactionsResponse;
    expect(pending.total).toBe(0);

    // With a fresh rate the same request goes through.
    t.runtime.services.ratesService.pin('BTC', 'USD', '50000');
    expect((await ask('en')).status).toBe(200);
    expect((await me(player.token)).w_balance).toBe(3_000);
  });
});
