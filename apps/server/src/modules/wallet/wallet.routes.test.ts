import { createHmac } from 'node:crypto';
import type {
  AcceptedPayments,
  DepositWalletResponse,
  EntityWalletsResponse,
  TransactionsResponse,
  User,
  WalletActionResponse,
} from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_WEBHOOK_SECRET, type TestApp } from '../../test/harness';
import { createClient, signUpPlayer } from '../../test/http';
import { deriveDepositAddress } from './wallet.addresses';
import { DEMO_EXTENDED_PUBLIC_KEYS } from './wallet.demo-keys';
import { signWebhook } from './wallet.webhook';

let t: TestApp;
let api: ReturnType<typeof createClient>;
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

beforeAll(async () => {
  t = await createTestApp();
  api = createClient(t.app);
  // 1 BTC = 50,000.00 in both currencies: easy sums.
  t.runtime.services.ratesService.pin('BTC', 'USD', '50000');
  t.runtime.services.ratesService.pin('BTC', 'EUR', '50000');
});
afterAll(async () => {
  await t.close();
});

async function verifiedPlayer(overrides: Record<string, unknown> = {}) {
  const player = await signUpPlayer(api, overrides);
  await t.runtime.services.usersService.markEmailVerified(player.id);
  return player;
}

async function staffToken(role: 'admin' | 'support') {
  const email = `${role}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`;
  await t.runtime.services.usersService.createUser({
    name: `Staff ${role} member`,
    email,
    password: 'correct horse battery',
    role,
    emailVerified: true,
  });
  const login = await api.post('/api/login', { email, password: 'correct horse battery' });
  return login.body.token as string;
}

async function user(token: string): Promise<User> {
  return (await api.get('/api/user', { token })).body.user as User;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The headers a gateway sends (docs/deposit-webhooks.md), signed now unless told otherwise. */
function signedHeaders(raw: string, timestamp = String(nowSeconds())) {
  return {
    'content-type': 'application/json',
    'x-signature-timestamp': timestamp,
    'x-signature': signWebhook(TEST_WEBHOOK_SECRET, timestamp, raw),
  };
}

let txCounter = 0;
async function report(body: Record<string, unknown>, signature?: string) {
  const raw = JSON.stringify(body);
  const headers = signedHeaders(raw);
  return api.post('/api/wallet/webhook/generic', Buffer.from(raw), {
    headers: { ...headers, 'x-signature': signature ?? headers['x-signature'] },
  });
}

/** Credits `btc` to the player through the signed webhook, as a gateway would. */
async function depositBtc(player: { id: number; token: string }, btc: string) {
  const { address } = (
    await api.post('/api/wallet/depositwallet', { symbol: 'BTC' }, { token: player.token })
  ).body as unknown as DepositWalletResponse;
  txCounter += 1;
  const res = await report({
    coin: 'BTC',
    txid: `f00d${String(txCounter).padStart(60, '0')}`,
    vout: 0,
    address,
    amount: btc,
    confirmations: 6,
  });
  expect(res.status).toBe(200);
  return res;
}

const btcId = async (token: string) =>
  (
    (await api.post('/api/wallet/entity/wallets', {}, { token }))
      .body as unknown as EntityWalletsResponse
  ).wallets.find((w) => w.short_code === 'BTC')?.id ?? 0;

describe('coins and deposit addresses', () => {
  it('lists the eight supported coins for a signed-in player only', async () => {
    expect((await api.post('/api/wallet/entity/wallets')).status).toBe(401);
    const player = await signUpPlayer(api);
    const res = await api.post('/api/wallet/entity/wallets', {}, { token: player.token });
    const { wallets } = res.body as unknown as EntityWalletsResponse;
    expect(wallets.map((w) => w.short_code)).toEqual([
      'BTC',
      'ETH',
      'LTC',
      'DOGE',
      'BCH',
      'XMR',
      'BNB',
      'DASH',
    ]);
    expect(wallets[0]).toMatchObject({
      name: 'Bitcoin',
      allow_withdrawals: 1,
      deposits_enabled: 1,
    });
  });

  it('tells visitors which coins the site accepts from the coin table: those taking deposits', async () => {
    const accepted = async () =>
      (await api.get('/api/wallet/accepted')).body as unknown as AcceptedPayments;
    // Demo mode keys every coin; no on-ramp is configured here, so no cards or wallets.
    expect(await accepted()).toEqual({
      coins: [
        { symbol: 'BTC', name: 'Bitcoin' },
        { symbol: 'ETH', name: 'Ethereum' },
        { symbol: 'LTC', name: 'Litecoin' },
        { symbol: 'DOGE', name: 'Dogecoin' },
        { symbol: 'BCH', name: 'Bitcoin Cash' },
        { symbol: 'XMR', name: 'Monero' },
        { symbol: 'BNB', name: 'BNB' },
        { symbol: 'DASH', name: 'Dash' },
      ],
      onramp: 0,
    });
    // A coin whose key an operator removes takes no deposits: the site stops naming it.
    const { walletService } = t.runtime.services;
    const dash = (await walletService.listCoins()).find((coin) => coin.short_code === 'DASH')!;
    await walletService.updateCoin(dash.id, { extended_public_key: null });
    try {
      expect((await accepted()).coins.map((coin) => coin.symbol)).not.toContain('DASH');
    } finally {
      await walletService.updateCoin(dash.id, {
        extended_public_key: DEMO_EXTENDED_PUBLIC_KEYS.DASH,
      });
    }
    expect((await accepted()).coins).toHaveLength(8);
  });

  it('needs a verified e-mail, then answers the player’s own derived address and a QR code', async () => {
    const player = await signUpPlayer(api);
    const refused = await api.post('/api/wallet/depositwallet', {}, { token: player.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Please verify your e-mail address first.');
    await t.runtime.services.usersService.markEmailVerified(player.id);
    const res = await api.post('/api/wallet/depositwallet', {}, { token: player.token });
    const body = res.body as unknown as DepositWalletResponse;
    expect(body.symbol).toBe('BTC');
    expect(body.address).toBe(
      deriveDepositAddress('BTC', DEMO_EXTENDED_PUBLIC_KEYS.BTC, player.id),
    );
    expect(body.address).toMatch(/^bc1q/);
    expect(body.qr_code).toMatch(/^data:image\/svg\+xml/);
    const eth = (
      await api.post('/api/wallet/depositwallet', { symbol: 'ETH' }, { token: player.token })
    ).body as unknown as DepositWalletResponse;
    expect(eth.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    const bad = await api.post(
      '/api/wallet/depositwallet',
      { symbol: 'XRP' },
      { token: player.token },
    );
    expect(bad.status).toBe(422);
  });
});

describe('deposits through the signed webhook', () => {
  it('refuses a bad signature with 401 and records nothing', async () => {
    const player = await verifiedPlayer();
    const { address } = (await api.post('/api/wallet/depositwallet', {}, { token: player.token }))
      .body as unknown as DepositWalletResponse;
    const body = {
      coin: 'BTC',
      txid: 'ab'.repeat(32),
      vout: 0,
      address,
      amount: '0.01',
      confirmations: 6,
    };
    const res = await report(body, 'deadbeef'.repeat(8));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid signature.');
    expect((await report({ ...body }, '')).status).toBe(401);
    const pending = await api.post('/api/wallet/pending/deposit', {}, { token: player.token });
    expect((pending.body as unknown as TransactionsResponse).total).toBe(0);
    expect((await user(player.token)).balance).toBe(0);
  });

  it('lists a deposit as pending until confirmed, credits it once at the rate of confirmation', async () => {
    const player = await verifiedPlayer();
    const { address } = (await api.post('/api/wallet/depositwallet', {}, { token: player.token }))
      .body as unknown as DepositWalletResponse;
    const body = {
      coin: 'BTC',
      txid: 'cd'.repeat(32),
      vout: 1,
      address,
      amount: '0.01',
      confirmations: 0,
    };
    const first = await report(body);
    expect(first.body).toMatchObject({
      deposit: { status: 'pending', confirmations: 0, credited: false },
    });
    const pending = (await api.post('/api/wallet/pending/deposit', {}, { token: player.token }))
      .body as unknown as TransactionsResponse;
    expect(pending.transactions[0]).toMatchObject({
      type: 'deposit',
      status: 'pending',
      sent_amount: '0.01 BTC',
      amount: null,
    });

    const confirmed = await report({ ...body, confirmations: 2 });
    expect(confirmed.body).toMatchObject({ deposit: { status: 'confirmed', credited: true } });
    // Duplicate deliveries, also with fewer confirmations, change nothing.
    await Promise.all([
      report({ ...body, confirmations: 3 }),
      report(body),
      report({ ...body, confirmations: 2 }),
    ]);
    const me = await user(player.token);
    expect(me).toMatchObject({ balance: 50_000, w_balance: 50_000, total_deposits: 1 });
    const list = (await api.post('/api/wallet/transactions', {}, { token: player.token }))
      .body as unknown as TransactionsResponse;
    expect(list.transactions).toHaveLength(1);
    expect(list.transactions[0]).toMatchObject({
      status: 'confirmed',
      amount: 50_000,
      confirmations: 3,
    });
    // The same output reported with another amount is refused.
    expect((await report({ ...body, amount: '0.02' })).status).toBe(409);
    expect((await t.runtime.services.ledgerService.verify()).ok).toBe(true);
  });

  it('matches a deposit the player declared', async () => {
    const player = await verifiedPlayer();
    const id = await btcId(player.token);
    const txid = 'ef'.repeat(32);
    const declared = await api.post(
      '/api/wallet/request/deposit',
      { reference_number: txid, entity_wallet_id: id, sent_amount: '0.002' },
      { token: player.token },
    );
    expect(declared.status).toBe(200);
    const before = (await api.post('/api/wallet/pending/deposit', {}, { token: player.token }))
      .body as unknown as TransactionsResponse;
    expect(before.transactions.map((t) => t.reference_number)).toEqual([txid]);
    const { address } = (await api.post('/api/wallet/depositwallet', {}, { token: player.token }))
      .body as unknown as DepositWalletResponse;
    await report({ coin: 'BTC', txid, vout: 0, address, amount: '0.002', confirmations: 2 });
    const after = (await api.post('/api/wallet/pending/deposit', {}, { token: player.token }))
      .body as unknown as TransactionsResponse;
    expect(after.total).toBe(0);
    expect((await user(player.token)).w_balance).toBe(10_000);
  });

  it('refuses reports for addresses that are not ours', async () => {
    const res = await report({
      coin: 'BTC',
      txid: '12'.repeat(32),
      vout: 0,
      address: BTC_ADDRESS,
      amount: '1',
      confirmations: 9,
    });
    expect(res.status).toBe(422);
  });
});

describe('withdrawals', () => {
  it('checks the spec rules with the spec texts, in the player’s language', async () => {
    const player = await verifiedPlayer({ currency: 'USD' });
    await depositBtc(player, '0.001'); // 50.00 USD
    const id = await btcId(player.token);
    const ask = (body: Record<string, unknown>, locale?: string) =>
      api.post(
        '/api/wallet/request/withdrawal',
        { wallet_address: BTC_ADDRESS, entity_wallet_id: id, ...body },
        {
          token: player.token,
          ...(locale ? { locale } : {}),
        },
      );
    expect((await ask({ amount: 19.99 })).body.message).toBe('Min withdrawal request is 20 USD');
    expect((await ask({ amount: 19.99 }, 'es')).body.message).toBe(
      'La solicitud de retiro mínima es de 20 USD',
    );
    expect((await ask({ amount: 50.01 })).body.message).toBe(
      'Withdrawal request exceeding your balance',
    );
    const badAddress = await ask({
      amount: 20,
      wallet_address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3',
    });
    expect(badAddress.status).toBe(422);
    expect(badAddress.body.errors?.wallet_address).toEqual(['This is not a valid BTC address.']);
    expect((await ask({ amount: 20.001 })).status).toBe(422);
    expect((await user(player.token)).w_balance).toBe(5_000);
  });

  it('holds the amount, replays by idempotency key, cancels back, and hides it from others', async () => {
    const player = await verifiedPlayer();
    const other = await verifiedPlayer();
    await depositBtc(player, '0.001');
    const id = await btcId(player.token);
    const body = { wallet_address: BTC_ADDRESS, entity_wallet_id: id, amount: 30 };
    const headers = { 'idempotency-key': 'withdraw-test-key-1' };
    const first = await api.post('/api/wallet/request/withdrawal', body, {
      token: player.token,
      headers,
    });
    expect(first.status).toBe(200);
    const result = first.body as unknown as WalletActionResponse;
    expect(result.message).toBe('Withdrawal request pending');
    expect(result.transaction).toMatchObject({
      type: 'withdrawal',
      status: 'pending',
      amount: -3_000,
      sent_amount: '0.0006 BTC',
    });
    expect(result.user).toMatchObject({ balance: 2_000, w_balance: 2_000 });

    const replay = await api.post('/api/wallet/request/withdrawal', body, {
      token: player.token,
      headers,
    });
    expect((replay.body as unknown as WalletActionResponse).transaction.uuid).toBe(
      result.transaction.uuid,
    );
    const changed = await api.post(
      '/api/wallet/request/withdrawal',
      { ...body, amount: 20 },
      { token: player.token, headers },
    );
    expect(changed.status).toBe(409);
    expect((await user(player.token)).w_balance).toBe(2_000);

    const pending = (await api.post('/api/wallet/pending/withdrawal', {}, { token: player.token }))
      .body as unknown as TransactionsResponse;
    expect(pending.transactions.map((t) => t.uuid)).toEqual([result.transaction.uuid]);

    // User A cannot touch user B's withdrawal.
    const stolen = await api.post(
      '/api/wallet/withdrawal/cancel',
      { uuid: result.transaction.uuid },
      { token: other.token },
    );
    expect(stolen.status).toBe(404);
    const cancelled = await api.post(
      '/api/wallet/withdrawal/cancel',
      { uuid: result.transaction.uuid },
      { token: player.token },
    );
    expect(cancelled.body).toMatchObject({
      message: 'Your withdrawal has been cancelled.',
      transaction: { status: 'cancelled' },
    });
    expect((await user(player.token)).w_balance).toBe(5_000);
    expect(
      (
        await api.post(
          '/api/wallet/withdrawal/cancel',
          { uuid: result.transaction.uuid },
          { token: player.token },
        )
      ).status,
    ).toBe(409);
  });

  it('lets staff approve with the txid or reject with a reason; players may not', async () => {
    const player = await verifiedPlayer();
    await depositBtc(player, '0.002'); // 100.00
    const id = await btcId(player.token);
    const withdraw = async (amount: number) =>
      (
        (
          await api.post(
            '/api/wallet/request/withdrawal',
            { wallet_address: BTC_ADDRESS, entity_wallet_id: id, amount },
            { token: player.token },
          )
        ).body as unknown as WalletActionResponse
      ).transaction.uuid;
    const a = await withdraw(40);
    const b = await withdraw(25);
    expect(
      (
        await api.post(
          `/api/admin/withdrawals/${a}/approve`,
          { txid: 'aa'.repeat(32) },
          { token: player.token },
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await api.post(
          `/api/admin/withdrawals/${a}/approve`,
          {},
          { token: await staffToken('support') },
        )
      ).status,
    ).toBe(403);

    const admin = await staffToken('admin');
    const listed = await api.get('/api/admin/withdrawals?status=pending', { token: admin });
    expect((listed.body.withdrawals as { uuid: string }[]).map((w) => w.uuid)).toEqual(
      expect.arrayContaining([a, b]),
    );

    const approved = await api.post(
      `/api/admin/withdrawals/${a}/approve`,
      { txid: 'aa'.repeat(32) },
      { token: admin },
    );
    expect(approved.body).toMatchObject({
      withdrawal: { status: 'confirmed', txid: 'aa'.repeat(32) },
    });
    const rejected = await api.post(
      `/api/admin/withdrawals/${b}/reject`,
      { reason: 'Address on a sanctions list' },
      { token: admin },
    );
    expect(rejected.body).toMatchObject({
      withdrawal: { status: 'rejected', reason: 'Address on a sanctions list' },
    });
    // Decided once: later decisions are refused and move no money.
    expect(
      (
        await api.post(
          `/api/admin/withdrawals/${a}/reject`,
          { reason: 'too late' },
          { token: admin },
        )
      ).status,
    ).toBe(409);
    expect(
      (await api.post(`/api/wallet/withdrawal/cancel`, { uuid: b }, { token: player.token }))
        .status,
    ).toBe(409);
    expect(await user(player.token)).toMatchObject({ balance: 6_000, w_balance: 6_000 });
    const history = (await api.post('/api/wallet/transactions', {}, { token: player.token }))
      .body as unknown as TransactionsResponse;
    expect(history.transactions.slice(0, 2).map((t) => [t.status, t.reason])).toEqual([
      ['rejected', 'Address on a sanctions list'],
      ['confirmed', null],
    ]);
    expect((await t.runtime.services.ledgerService.verify()).ok).toBe(true);
  });
});

describe('tips', () => {
  it('moves withdrawable cash to another named player, atomically, with clear refusals', async () => {
    const alice = await verifiedPlayer({ name: 'Alice Tipper Jones', currency: 'USD' });
    const bob = await verifiedPlayer({ name: 'Bob Receiver Smith', currency: 'USD' });
    const euro = await verifiedPlayer({ name: 'Eve Euro Player', currency: 'EUR' });
    await depositBtc(alice, '0.001'); // 50.00
    const tip = (recipient: string, amount: number) =>
      api.post('/api/wallet/request/tip', { recipient, amount }, { token: alice.token });
    expect((await tip('Alice Tipper Jones', 1)).body.message).toBe('You cannot tip yourself.');
    expect((await tip('Nobody Here At All', 1)).body.message).toBe(
      'No player with this name was found.',
    );
    expect((await tip(euro.name, 1)).body.message).toBe(
      'Tips can only go to players who play in the same currency.',
    );
    expect((await tip(bob.name, 50.01)).body.message).toBe('Tip exceeding your balance');
    const sent = await tip('bob receiver smith', 12.5);
    expect(sent.body).toMatchObject({
      message: 'Your tip has been sent.',
      transaction: { type: 'tip_sent', amount: -1_250, counterparty: 'Bob Receiver Smith' },
      user: { w_balance: 3_750 },
    });
    expect((await user(bob.token)).w_balance).toBe(1_250);
    const bobs = (await api.post('/api/wallet/transactions', {}, { token: bob.token }))
      .body as unknown as TransactionsResponse;
    expect(bobs.transactions[0]).toMatchObject({
      type: 'tip_received',
      amount: 1_250,
      counterparty: 'Alice Tipper Jones',
    });
  });
});

describe('currency', () => {
  it('changes only while the player holds no money in the old one', async () => {
    const player = await verifiedPlayer({ currency: 'USD' });
    const empty = await api.patch(
      '/api/settings/profile',
      { currency: 'EUR' },
      { token: player.token },
    );
    expect(empty.status).toBe(200);
    await api.patch('/api/settings/profile', { currency: 'USD' }, { token: player.token });
    await depositBtc(player, '0.001');
    const refused = await api.patch(
      '/api/settings/profile',
      { currency: 'EUR' },
      { token: player.token },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.currency).toEqual([
      'Your currency can only change while your balance is zero and no withdrawal is pending.',
    ]);
    expect(await user(player.token)).toMatchObject({ currency: 'USD', balance: 5_000 });
  });
});

describe('ledger lists', () => {
  it('answers empty game and bonus histories until games and bonuses move money', async () => {
    const player = await verifiedPlayer();
    for (const path of ['/api/qt/transactions', '/api/wallet/bonus/transactions']) {
      const res = await api.post(path, { page: 1, per_page: 10 }, { token: player.token });
      expect(res.body).toEqual({ transactions: [], total: 0, page: 1, per_page: 10 });
    }
  });
});

describe('the deposit webhook trusts only its signature (docs/deposit-webhooks.md)', () => {
  const webhook = '/api/wallet/webhook/generic';

  async function playerWithAddress(symbol = 'BTC') {
    const player = await verifiedPlayer();
    const { address } = (
      await api.post('/api/wallet/depositwallet', { symbol }, { token: player.token })
    ).body as unknown as DepositWalletResponse;
    return { ...player, address };
  }

  async function expectNothingRecorded(player: { token: string }) {
    const pending = await api.post('/api/wallet/pending/deposit', {}, { token: player.token });
    expect((pending.body as unknown as TransactionsResponse).total).toBe(0);
    expect((await user(player.token)).balance).toBe(0);
  }

  it('refuses a form body whatever it is signed with, and stores nothing', async () => {
    const player = await playerWithAddress();
    const fields = {
      coin: 'BTC',
      txid: '9a'.repeat(32),
      vout: '0',
      address: player.address,
      amount: '0.01',
      confirmations: '6',
    };
    const form = new URLSearchParams(fields).toString();
    const timestamp = String(nowSeconds());
    const signatures = {
      // What the old code compared a parsed form body against: the HMAC of no bytes at all.
      'over nothing': createHmac('sha256', TEST_WEBHOOK_SECRET).update('').digest('hex'),
      'over the parsed fields as JSON': signWebhook(
        TEST_WEBHOOK_SECRET,
        timestamp,
        JSON.stringify(fields),
      ),
      'over its own raw bytes': signWebhook(TEST_WEBHOOK_SECRET, timestamp, form),
    };
    for (const [name, signature] of Object.entries(signatures)) {
      const res = await api.post(webhook, Buffer.from(form), {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-signature-timestamp': timestamp,
          'x-signature': signature,
        },
      });
      expect(res.status, name).toBe(415);
      expect(res.body.code, name).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    await expectNothingRecorded(player);
  });

  it('refuses an empty body before anything else, even a correctly signed one', async () => {
    const timestamp = String(nowSeconds());
    const headers = {
      'content-type': 'application/json',
      'x-signature-timestamp': timestamp,
      'x-signature': signWebhook(TEST_WEBHOOK_SECRET, timestamp, ''),
    };
    for (const path of [webhook, '/api/wallet/webhook/unknown-gateway']) {
      const res = await api.post(path, Buffer.alloc(0), { headers });
      expect(res.status, path).toBe(400);
      expect(res.body).toMatchObject({
        code: 'WEBHOOK_BODY_EMPTY',
        message: 'The request body is empty: send the signed JSON report.',
      });
    }
    expect((await api.post(webhook, undefined, { headers })).status).toBe(400);
  });

  it('needs a timestamp within five minutes inside the signed text', async () => {
    const player = await playerWithAddress();
    const raw = JSON.stringify({
      coin: 'BTC',
      txid: '5e'.repeat(32),
      vout: 0,
      address: player.address,
      amount: '0.01',
      confirmations: 6,
    });
    const send = (headers: Record<string, string>, locale?: string) =>
      api.post(webhook, Buffer.from(raw), { headers, ...(locale ? { locale } : {}) });
    const { 'x-signature-timestamp': _timestamp, ...withoutTimestamp } = signedHeaders(raw);
    for (const [name, headers] of Object.entries({
      missing: withoutTimestamp,
      'six minutes old': signedHeaders(raw, String(nowSeconds() - 301)),
      'six minutes ahead': signedHeaders(raw, String(nowSeconds() + 301)),
      'not Unix seconds': signedHeaders(raw, new Date().toISOString()),
    })) {
      const res = await send(headers);
      expect(res.status, name).toBe(401);
      expect(res.body.code, name).toBe('WEBHOOK_TIMESTAMP_INVALID');
    }
    const old = await send(signedHeaders(raw, String(nowSeconds() - 301)), 'es');
    expect(old.body.message).toBe(
      'La marca de tiempo de la firma falta, no es válida o se aleja más de cinco minutos de nuestro reloj.',
    );
    // The old scheme, an HMAC of the body alone, no longer verifies even with a fresh timestamp.
    const bodyOnly = await send({
      ...signedHeaders(raw),
      'x-signature': createHmac('sha256', TEST_WEBHOOK_SECRET).update(raw).digest('hex'),
    });
    expect(bodyOnly.status).toBe(401);
    expect(bodyOnly.body.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    // A signature for another timestamp than the one sent does not verify either.
    const moved = await send({
      ...signedHeaders(raw, String(nowSeconds() - 10)),
      'x-signature-timestamp': String(nowSeconds()),
    });
    expect(moved.body.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    await expectNothingRecorded(player);
    // Four minutes old is still inside the window.
    const recent = await send(signedHeaders(raw, String(nowSeconds() - 240)));
    expect(recent.status).toBe(200);
    expect(recent.body).toMatchObject({ deposit: { credited: true } });
  });

  it('treats prototype names as unknown gateways: 404 JSON, never 500', async () => {
    const raw = JSON.stringify({ coin: 'BTC', txid: '4d'.repeat(32) });
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'nope']) {
      const res = await api.post(`/api/wallet/webhook/${name}`, Buffer.from(raw), {
        headers: signedHeaders(raw),
      });
      expect(res.status, name).toBe(404);
      expect(res.headers['content-type'], name).toMatch(/^application\/json/);
      expect(res.body.code, name).toBe('NOT_FOUND');
    }
  });

  it('normalises the txid per coin: a re-report in capitals or without 0x credits nothing twice', async () => {
    const player = await playerWithAddress();
    const hex = 'c0ffee'.repeat(10) + 'abcd';
    const body = {
      coin: 'BTC',
      vout: 0,
      address: player.address,
      amount: '0.01',
      confirmations: 6,
    };
    const first = await report({ ...body, txid: hex });
    expect(first.body).toMatchObject({ deposit: { status: 'confirmed', credited: true } });
    const again = await report({ ...body, txid: hex.toUpperCase(), confirmations: 7 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      deposit: { uuid: (first.body.deposit as { uuid: string }).uuid, confirmations: 7 },
    });
    expect((await user(player.token)).balance).toBe(50_000);

    t.runtime.services.ratesService.pin('ETH', 'EUR', '2000');
    t.runtime.services.ratesService.pin('ETH', 'USD', '2000');
    const eth = await playerWithAddress('ETH');
    const ethBody = {
      coin: 'ETH',
      vout: 0,
      address: eth.address,
      amount: '0.1',
      confirmations: 12,
    };
    const ethHex = 'beef'.repeat(16);
    const credited = await report({ ...ethBody, txid: `0X${ethHex.toUpperCase()}` });
    expect(credited.body).toMatchObject({ deposit: { credited: true } });
    const withoutPrefix = await report({ ...ethBody, txid: ethHex });
    expect((withoutPrefix.body.deposit as { uuid: string }).uuid).toBe(
      (credited.body.deposit as { uuid: string }).uuid,
    );
    const list = (await api.post('/api/wallet/transactions', {}, { token: eth.token }))
      .body as unknown as TransactionsResponse;
    expect(list.transactions.map((row) => [row.reference_number, row.amount])).toEqual([
      [`0x${ethHex}`, 20_000],
    ]);
    expect((await t.runtime.services.ledgerService.verify()).ok).toBe(true);
  });

  it('refuses a txid that is not a hash of the coin with a field error (422)', async () => {
    const player = await playerWithAddress();
    const body = {
      coin: 'BTC',
      vout: 0,
      address: player.address,
      amount: '0.01',
      confirmations: 6,
    };
    for (const txid of ['not-a-transaction-id', `0x${'ab'.repeat(32)}`, 'ab'.repeat(33)]) {
      const res = await report({ ...body, txid });
      expect(res.status, txid).toBe(422);
      expect(res.body.errors?.txid, txid).toEqual(['This is not a valid BTC transaction id.']);
    }
    await expectNothingRecorded(player);
  });
});

describe('amounts are read from their decimal text (no floating point)', () => {
  it('takes "20.10" and 20.1 as 20.10, refuses extra decimals, exponents, signs and zero', async () => {
    const player = await verifiedPlayer({ currency: 'USD' });
    await depositBtc(player, '0.002'); // 100.00
    const id = await btcId(player.token);
    const withdraw = (amount: unknown, key: string) =>
      api.post(
        '/api/wallet/request/withdrawal',
        { wallet_address: BTC_ADDRESS, entity_wallet_id: id, amount },
        { token: player.token, headers: { 'idempotency-key': key } },
      );
    const text = await withdraw('20.10', 'amount-text-1');
    expect((text.body as unknown as WalletActionResponse).transaction.amount).toBe(-2_010);
    const number = await withdraw(20.1, 'amount-number-1');
    expect((number.body as unknown as WalletActionResponse).transaction.amount).toBe(-2_010);
    // A form body, as the spec's client may send it.
    const form = await api.post(
      '/api/wallet/request/withdrawal',
      Buffer.from(`wallet_address=${BTC_ADDRESS}&entity_wallet_id=${id}&amount=20.25`),
      {
        token: player.token,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    expect((form.body as unknown as WalletActionResponse).transaction.amount).toBe(-2_025);
    expect((await user(player.token)).w_balance).toBe(10_000 - 2_010 - 2_010 - 2_025);

    const refusals: [unknown, string][] = [
      ['20.101', 'At most 2 decimals.'],
      [0.1 + 0.2, 'At most 2 decimals.'],
      ['1e3', 'Enter the amount as a plain number, such as 20.50.'],
      ['-20', 'Enter the amount as a plain number, such as 20.50.'],
      ['twenty', 'Enter the amount as a plain number, such as 20.50.'],
      ['0', 'The amount must be more than zero.'],
    ];
    for (const [amount, message] of refusals) {
      const res = await withdraw(amount, `amount-refused-${String(amount)}`);
      expect(res.status, String(amount)).toBe(422);
      expect(res.body.errors?.amount, String(amount)).toEqual([message]);
    }
    const tip = await api.post(
      '/api/wallet/request/tip',
      { recipient: 'Anyone At All', amount: '1.005' },
      { token: player.token, locale: 'zh-CN' },
    );
    expect(tip.body.errors?.amount).toEqual(['最多 2 位小数。']);
    expect((await user(player.token)).w_balance).toBe(10_000 - 2_010 - 2_010 - 2_025);
  });
});

describe('tip rate limit', () => {
  it('answers the 11th new tip in a minute 429 and moves no money; replays still answer', async () => {
    const alice = await verifiedPlayer({ currency: 'USD' });
    const bob = await verifiedPlayer({ currency: 'USD' });
    await depositBtc(alice, '0.001'); // 50.00
    const tip = (key: string) =>
      api.post(
        '/api/wallet/request/tip',
        { recipient: bob.name, amount: '1.00' },
        { token: alice.token, headers: { 'idempotency-key': `tip-limit-${alice.id}-${key}` } },
      );
    const first = await tip('0');
    expect(first.status).toBe(200);
    for (let i = 1; i < 10; i += 1) expect((await tip(String(i))).status).toBe(200);
    const eleventh = await tip('10');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.code).toBe('RATE_LIMITED');
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect((await user(alice.token)).w_balance).toBe(4_000);
    expect((await user(bob.token)).w_balance).toBe(1_000);
    // A client retrying an answered tip (same key) gets its answer: nothing moves twice.
    const replay = await tip('0');
    expect(replay.status).toBe(200);
    expect((replay.body as unknown as WalletActionResponse).transaction.uuid).toBe(
      (first.body as unknown as WalletActionResponse).transaction.uuid,
    );
    expect((await user(alice.token)).w_balance).toBe(4_000);
    expect((await t.runtime.services.ledgerService.verify()).ok).toBe(true);
  });
});

describe('demo mode (APP_MODE=demo, the default)', () => {
  it('still credits from the offline reference table when no live or pinned rate exists', async () => {
    const player = await verifiedPlayer({ currency: 'USD' });
    const { address } = (
      await api.post('/api/wallet/depositwallet', { symbol: 'LTC' }, { token: player.token })
    ).body as unknown as DepositWalletResponse;
    const res = await report({
      coin: 'LTC',
      txid: '1c'.repeat(32),
      vout: 0,
      address,
      amount: '1',
      confirmations: 6,
    });
    expect(res.body).toMatchObject({ deposit: { status: 'confirmed', credited: true } });
    // rates.offline.json: 1 LTC = 96.40 USD.
    expect((await user(player.token)).balance).toBe(9_640);
  });
});
