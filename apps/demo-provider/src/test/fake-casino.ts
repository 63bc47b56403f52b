import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the casino's seamless wallet in tests: checks signatures over the raw bytes,
 * keeps one balance per token, and records every call. Just enough of docs/providers.md to
 * test the studio against; the casino's own tests cover the real thing.
 */

export interface FakeCall {
  action: string;
  body: Record<string, unknown>;
  signatureValid: boolean;
}

export interface FakeSession {
  user: string;
  username: string;
  balance: number;
  currency: string;
  game: string;
  expired?: boolean;
}

export interface FakeCasino {
  url: string;
  calls: FakeCall[];
  sessions: Map<string, FakeSession>;
  /** Overrides the answer of one action (return true when handled). */
  intercept?: (call: FakeCall, req: IncomingMessage, res: ServerResponse) => boolean;
  close(): Promise<void>;
}

export async function startFakeCasino(secret: string): Promise<FakeCasino> {
  const sessions = new Map<string, FakeSession>();
  const calls: FakeCall[] = [];
  const bets = new Map<string, { amount: number; token: string }>();
  const done = new Map<string, object>();

  function answerFor(action: string, body: Record<string, unknown>): object {
    const session = sessions.get(String(body.token));
    if (!session || session.game !== body.game_code) {
      return { status: 'RS_ERROR_INVALID_TOKEN', balance: 0, currency: 'EUR' };
    }
    const base = { balance: session.balance, currency: session.currency };
    if (action === 'authenticate') {
      if (session.expired) return { status: 'RS_ERROR_TOKEN_EXPIRED', ...base };
      return { status: 'RS_OK', ...base, user: session.user, username: session.username };
    }
    if (action === 'balance') return { status: 'RS_OK', ...base };
    const uuid = String(body.transaction_uuid);
    const replay = done.get(uuid);
    if (replay) return replay;
    let result: object;
    if (action === 'bet') {
      if (session.expired) return { status: 'RS_ERROR_TOKEN_EXPIRED', ...base };
      const amount = Number(body.amount);
      if (amount > session.balance) return { status: 'RS_ERROR_NOT_ENOUGH_MONEY', ...base };
      session.balance -= amount;
      bets.set(uuid, { amount, token: String(body.token) });
      result = { status: 'RS_OK', balance: session.balance, currency: session.currency };
    } else if (action === 'win') {
      if (!bets.has(String(body.reference_transaction_uuid))) {
        return { status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', ...base };
      }
      session.balance += Number(body.amount);
      result = { status: 'RS_OK', balance: session.balance, currency: session.currency };
    } else {
      const bet = bets.get(String(body.reference_transaction_uuid));
      if (bet) {
        session.balance += bet.amount;
        bets.delete(String(body.reference_transaction_uuid));
      }
      result = { status: 'RS_OK', balance: session.balance, currency: session.currency };
    }
    done.set(uuid, result);
    return result;
  }

  const fake: FakeCasino = {
    url: '',
    calls,
    sessions,
    close: async () => undefined,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const action = (req.url ?? '').split('/').pop() ?? '';
      const expected = createHmac('sha256', secret).update(raw).digest('hex');
      const call: FakeCall = {
        action,
        body: JSON.parse(raw.toString('utf8')) as Record<string, unknown>,
        signatureValid: req.headers['x-signature'] === expected,
      };
      calls.push(call);
      if (fake.intercept?.(call, req, res)) return;
      const answer = call.signatureValid
        ? answerFor(action, call.body)
        : { status: 'RS_ERROR_INVALID_SIGNATURE', balance: 0, currency: 'EUR' };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
