import { createHmac } from 'node:crypto';
import type { TransactionsResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_WEBHOOK_SECRET } from '../../../test/harness';
import {
  btcReportBody,
  depositAddress,
  useWalletApp,
  t,
  api,
  BTC_ADDRESS,
  verifiedPlayer,
  user,
  nowSeconds,
  signedHeaders,
  report,
  btcId,
} from '../../../test/wallet';
import { signWebhook } from './deposits.webhook';

useWalletApp();

describe('deposits through the signed webhook', () => {
  it('refuses a bad signature with 401 and records nothing', async () => {
    const player = await verifiedPlayer();
    const body = btcReportBody(await depositAddress(player.token), { txid: 'ab'.repeat(32) });
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
    const body = btcReportBody(await depositAddress(player.token), {
      txid: 'cd'.repeat(32),
      vout: 1,
      confirmations: 0,
    });
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
    const address = await depositAddress(player.token);
    await report(btcReportBody(address, { txid, amount: '0.002', confirmations: 2 }));
    const after = (await api.post('/api/wallet/pending/deposit', {}, { token: player.token }))
      .body as unknown as TransactionsResponse;
    expect(after.total).toBe(0);
    expect((await user(player.token)).w_balance).toBe(10_000);
  });

  it('refuses reports for addresses that are not ours', async () => {
    const res = await report(
      btcReportBody(BTC_ADDRESS, { txid: '12'.repeat(32), amount: '1', confirmations: 9 }),
    );
    expect(res.status).toBe(422);
  });
});

describe('the deposit webhook trusts only its signature (docs/deposit-webhooks.md)', () => {
  const webhook = '/api/wallet/webhook/generic';

  async function playerWithAddress(symbol = 'BTC') {
    const player = await verifiedPlayer();
    return { ...player, address: await depositAddress(player.token, { symbol }) };
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
    const raw = JSON.stringify(btcReportBody(player.address, { txid: '5e'.repeat(32) }));
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
    const body = btcReportBody(player.address);
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
    const body = btcReportBody(player.address);
    for (const txid of ['not-a-transaction-id', `0x${'ab'.repeat(32)}`, 'ab'.repeat(33)]) {
      const res = await report({ ...body, txid });
      expect(res.status, txid).toBe(422);
      expect(res.body.errors?.txid, txid).toEqual(['This is not a valid BTC transaction id.']);
    }
    await expectNothingRecorded(player);
  });
});

describe('demo mode (APP_MODE=demo, the default)', () => {
  it('still credits from the offline reference table when no live or pinned rate exists', async () => {
    const player = await verifiedPlayer({ currency: 'USD' });
    const address = await depositAddress(player.token, { symbol: 'LTC' });
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
