import { createHmac } from 'node:crypto';
import type {
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

let txCounter = 0;
async function report(body: Record<string, unknown>, signature?: string) {
  const raw = JSON.stringify(body);
  return api.post('/api/wallet/webhook/generic', Buffer.from(raw), {
    headers: {
      'content-type': 'application/json',
      'x-signature':
        signature ?? createHmac('sha256', TEST_WEBHOOK_SECRET).update(raw).digest('hex'),
    },
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
