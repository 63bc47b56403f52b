import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CasinoUnavailableError,
  createCasinoClient,
  signBody,
  type CasinoClient,
} from './casino-client';

/**
 * The client against a small casino stand-in that checks every signature over the exact bytes
 * it received, the way docs/providers.md says the casino does.
 */

const SECRET = 'test-secret-for-the-studio-client';

interface Received {
  action: string;
  raw: Buffer;
  body: Record<string, unknown>;
  signatureValid: boolean;
}

type Handler = (call: Received, res: ServerResponse, req: IncomingMessage, index: number) => void;

let server: Server | null = null;
let client: CasinoClient | null = null;

async function startCasino(handler: Handler) {
  const calls: Received[] = [];
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const expected = createHmac('sha256', SECRET).update(raw).digest('hex');
      const call: Received = {
        action: (req.url ?? '').split('/').pop() ?? '',
        raw,
        body: JSON.parse(raw.toString('utf8')) as Record<string, unknown>,
        signatureValid: req.headers['x-signature'] === expected,
      };
      calls.push(call);
      handler(call, res, req, calls.length - 1);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  client = createCasinoClient({
    casinoUrl: `http://127.0.0.1:${port}`,
    providerCode: 'demo-studio',
    secret: SECRET,
    timeoutMs: 300,
    attempts: 3,
    backoffMs: 5,
    maxBackoffMs: 20,
  });
  return { calls, client };
}

function answer(res: ServerResponse, status: string, balance = 1000, extra: object = {}) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ status, balance, currency: 'EUR', ...extra }));
}

afterEach(async () => {
  client?.close();
  client = null;
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

const betParams = {
  token: 'tok',
  gameCode: 'fruit-fiesta',
  transactionUuid: 'bet-1',
  round: 'round-1',
  amount: 250,
  currency: 'EUR',
};

describe('casino client', () => {
  it('signs the exact bytes it sends, and sends the documented fields', async () => {
    const { calls, client } = await startCasino((call, res) =>
      answer(
        res,
        'RS_OK',
        9750,
        call.action === 'authenticate' ? { user: '42', username: 'ann' } : {},
      ),
    );
    const auth = await client.authenticate({ token: 'tok', gameCode: 'fruit-fiesta' });
    expect(auth).toMatchObject({ status: 'RS_OK', user: '42', username: 'ann', balance: 9750 });
    const bet = await client.bet(betParams);
    expect(bet).toEqual({
      kind: 'answered',
      answer: { status: 'RS_OK', balance: 9750, currency: 'EUR' },
    });
    const win = await client.win({
      ...betParams,
      transactionUuid: 'win-1',
      referenceTransactionUuid: 'bet-1',
      amount: 0,
    });
    expect(win.status).toBe('RS_OK');

    expect(calls.map((c) => c.action)).toEqual(['authenticate', 'bet', 'win']);
    expect(calls.every((c) => c.signatureValid)).toBe(true);
    expect(signBody(SECRET, calls[1]!.raw)).toMatch(/^[0-9a-f]{64}$/);
    expect(calls[1]!.body).toMatchObject({
      token: 'tok',
      game_code: 'fruit-fiesta',
      transaction_uuid: 'bet-1',
      round: 'round-1',
      amount: 250,
      currency: 'EUR',
    });
    expect(typeof calls[1]!.body.request_uuid).toBe('string');
    expect(calls[2]!.body).toMatchObject({ reference_transaction_uuid: 'bet-1', amount: 0 });
  });

  it('a wrong secret is refused by a checking casino (the signature really covers the body)', async () => {
    const { calls } = await startCasino((call, res) =>
      answer(res, call.signatureValid ? 'RS_OK' : 'RS_ERROR_INVALID_SIGNATURE', 0),
    );
    const { port } = server!.address() as AddressInfo;
    const wrong = createCasinoClient({
      casinoUrl: `http://127.0.0.1:${port}`,
      providerCode: 'demo-studio',
      secret: 'another-secret-entirely',
    });
    const refused = await wrong.balance({ token: 'tok', gameCode: 'fruit-fiesta' });
    expect(refused.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect(calls).toHaveLength(1);
  });

  it('retries with the very same body after a dropped connection', async () => {
    const { calls, client } = await startCasino((call, res, req, index) => {
      if (index === 0) {
        req.socket.destroy();
        return;
      }
      answer(res, 'RS_OK', 750);
    });
    const bet = await client.bet(betParams);
    expect(bet.kind).toBe('answered');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.raw.equals(calls[0]!.raw)).toBe(true);
    expect(calls.every((c) => c.signatureValid)).toBe(true);
  });

  it('retries non-200 answers and malformed bodies with the same body', async () => {
    const { calls, client } = await startCasino((_call, res, _req, index) => {
      if (index === 0) {
        res.writeHead(503).end('busy');
      } else if (index === 1) {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"half":');
      } else {
        answer(res, 'RS_OK', 500);
      }
    });
    const result = await client.balance({ token: 'tok', gameCode: 'fruit-fiesta' });
    expect(result.balance).toBe(500);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.raw.toString())).size).toBe(1);
  });

  it('never retries a business answer: NOT_ENOUGH_MONEY comes back once', async () => {
    const { calls, client } = await startCasino((_call, res) =>
      answer(res, 'RS_ERROR_NOT_ENOUGH_MONEY', 100),
    );
    const bet = await client.bet(betParams);
    expect(bet).toEqual({
      kind: 'answered',
      answer: { status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 100, currency: 'EUR' },
    });
    expect(calls).toHaveLength(1);
  });

  it('rolls back a bet whose answer never comes, retrying the rollback until answered', async () => {
    const { calls, client } = await startCasino((call, res, _req, index) => {
      if (call.action === 'bet') return; // never answered: every try times out
      if (index < 5) {
        res.writeHead(502).end();
        return;
      }
      answer(res, 'RS_OK', 1000);
    });
    const bet = await client.bet(betParams, 'rollback-1');
    expect(bet).toEqual({
      kind: 'rolled_back',
      rollbackUuid: 'rollback-1',
      answer: { status: 'RS_OK', balance: 1000, currency: 'EUR' },
    });
    const bets = calls.filter((c) => c.action === 'bet');
    const rollbacks = calls.filter((c) => c.action === 'rollback');
    expect(bets).toHaveLength(3);
    expect(rollbacks).toHaveLength(3);
    expect(new Set(bets.map((c) => c.raw.toString())).size).toBe(1);
    expect(new Set(rollbacks.map((c) => c.raw.toString())).size).toBe(1);
    expect(rollbacks[0]!.body).toMatchObject({
      transaction_uuid: 'rollback-1',
      reference_transaction_uuid: 'bet-1',
      round: 'round-1',
      token: 'tok',
      game_code: 'fruit-fiesta',
    });
    expect(rollbacks.every((c) => c.signatureValid)).toBe(true);
  });

  it('retries a win until the casino answers, far beyond the bounded attempts', async () => {
    const { calls, client } = await startCasino((_call, res, req, index) => {
      if (index < 7) {
        if (index % 2 === 0) req.socket.destroy();
        else res.writeHead(500).end();
        return;
      }
      answer(res, 'RS_OK', 1500);
    });
    const win = await client.win({
      ...betParams,
      transactionUuid: 'win-1',
      referenceTransactionUuid: 'bet-1',
      amount: 500,
    });
    expect(win).toMatchObject({ status: 'RS_OK', balance: 1500 });
    expect(calls).toHaveLength(8);
    expect(new Set(calls.map((c) => c.raw.toString())).size).toBe(1);
  });

  it('gives up on authenticate after the bounded attempts', async () => {
    const { calls, client } = await startCasino((_call, res) => res.writeHead(404).end());
    await expect(client.authenticate({ token: 'tok', gameCode: 'x' })).rejects.toBeInstanceOf(
      CasinoUnavailableError,
    );
    expect(calls).toHaveLength(3);
  });

  it('sends a free spin as a signed is_free bet of its reward, and reads the spins left', async () => {
    const freeRounds = { reward_uuid: 'bonus-42', left: 4, bet_value: 250 };
    const { calls, client } = await startCasino((call, res) =>
      answer(res, 'RS_OK', 1000, call.body.is_free === true ? { free_rounds: freeRounds } : {}),
    );
    const free = await client.bet({ ...betParams, rewardUuid: 'bonus-42' });
    expect(free).toEqual({
      kind: 'answered',
      answer: { status: 'RS_OK', balance: 1000, currency: 'EUR', free_rounds: freeRounds },
    });
    const paid = await client.bet({ ...betParams, transactionUuid: 'bet-2' });
    expect(paid.kind === 'answered' && paid.answer.free_rounds).toBeUndefined();

    expect(calls.every((c) => c.signatureValid)).toBe(true);
    expect(calls[0]!.body).toEqual({
      request_uuid: calls[0]!.body.request_uuid,
      token: 'tok',
      game_code: 'fruit-fiesta',
      transaction_uuid: 'bet-1',
      round: 'round-1',
      amount: 250,
      currency: 'EUR',
      is_free: true,
      reward_uuid: 'bonus-42',
    });
    expect(calls[1]!.body).not.toHaveProperty('is_free');
    expect(calls[1]!.body).not.toHaveProperty('reward_uuid');
  });

  it('knows RS_ERROR_FREE_ROUND_INVALID, and takes it as an answer (never retried)', async () => {
    const { calls, client } = await startCasino((_call, res) =>
      answer(res, 'RS_ERROR_FREE_ROUND_INVALID', 1000),
    );
    const bet = await client.bet({ ...betParams, rewardUuid: 'bonus-42' });
    expect(bet).toEqual({
      kind: 'answered',
      answer: { status: 'RS_ERROR_FREE_ROUND_INVALID', balance: 1000, currency: 'EUR' },
    });
    expect(calls).toHaveLength(1);
  });

  it('keeps an answer whose free_rounds it cannot read, as none', async () => {
    const { calls, client } = await startCasino((_call, res) =>
      answer(res, 'RS_OK', 700, { free_rounds: { reward_uuid: 'bonus-42', left: -1 } }),
    );
    const result = await client.balance({ token: 'tok', gameCode: 'fruit-fiesta' });
    expect(result).toEqual({ status: 'RS_OK', balance: 700, currency: 'EUR' });
    expect(calls).toHaveLength(1);
  });

  it('retries an unanswered free spin with the same bytes, then rolls it back', async () => {
    const { calls, client } = await startCasino((call, res) => {
      if (call.action === 'bet') return; // never answered
      answer(res, 'RS_OK', 1000);
    });
    const bet = await client.bet({ ...betParams, rewardUuid: 'bonus-42' }, 'rollback-1');
    expect(bet).toMatchObject({ kind: 'rolled_back', rollbackUuid: 'rollback-1' });
    const bets = calls.filter((c) => c.action === 'bet');
    expect(bets).toHaveLength(3);
    expect(new Set(bets.map((c) => c.raw.toString())).size).toBe(1);
    expect(bets[0]!.body).toMatchObject({ is_free: true, reward_uuid: 'bonus-42' });
    const [rollback] = calls.filter((c) => c.action === 'rollback');
    expect(rollback!.body).toMatchObject({
      transaction_uuid: 'rollback-1',
      reference_transaction_uuid: 'bet-1',
    });
    expect(rollback!.body).not.toHaveProperty('is_free');
  });

  it('treats a status it does not know as an answer (RS_ERROR_UNKNOWN), not as a lost call', async () => {
    const { calls, client } = await startCasino((_call, res) =>
      answer(res, 'RS_ERROR_SOMETHING_NEW'),
    );
    const result = await client.balance({ token: 'tok', gameCode: 'x' });
    expect(result.status).toBe('RS_ERROR_UNKNOWN');
    expect(calls).toHaveLength(1);
  });
});
