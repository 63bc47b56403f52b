import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the casino's seamless wallet in tests: checks signatures over the raw bytes,
 * keeps one balance (and free rounds, if given) per token, and records every call. Just enough
 * of docs/providers.md to test the studio against; the casino's own tests cover the real thing.
 */

export interface FakeCall {
  action: string;
  /** The exact bytes received. */
  raw: string;
  body: Record<string, unknown>;
  signatureValid: boolean;
}

/** A free-spins reward on the session's game (docs/providers.md §free rounds). */
export interface FakeFreeRounds {
  reward_uuid: string;
  left: number;
  bet_value: number;
}

export interface FakeSession {
  user: string;
  username: string;
  balance: number;
  currency: string;
  game: string;
  expired?: boolean;
  freeRounds?: FakeFreeRounds;
}

export interface FakeCasino {
  url: string;
  calls: FakeCall[];
  sessions: Map<string, FakeSession>;
  /** Overrides the answer of one action (return true when handled). */
  intercept?: (call: FakeCall, req: IncomingMessage, res: ServerResponse) => boolean;
  /** The call is carried out, but its answer is lost (the connection is cut) when true. */
  loseAnswer?: (call: FakeCall) => boolean;
  close(): Promise<void>;
}

export async function startFakeCasino(secret: string): Promise<FakeCasino> {
  const sessions = new Map<string, FakeSession>();
  const calls: FakeCall[] = [];
  const bets = new Map<string, { amount: number; token: string; free: boolean }>();
  const done = new Map<string, object>();

  /** authenticate and balance name the reward while it has spins; a free spin's answer always. */
  const freeRoundsOf = (session: FakeSession, always = false) =>
    session.freeRounds && (always || session.freeRounds.left > 0)
      ? { free_rounds: { ...session.freeRounds } }
      : {};

  function answerFor(action: string, body: Record<string, unknown>): object {
    const session = sessions.get(String(body.token));
    if (!session || session.game !== body.game_code) {
      return { status: 'RS_ERROR_INVALID_TOKEN', balance: 0, currency: 'EUR' };
    }
    const base = { balance: session.balance, currency: session.currency };
    if (action === 'authenticate') {
      if (session.expired) return { status: 'RS_ERROR_TOKEN_EXPIRED', ...base };
      return {
        status: 'RS_OK',
        ...base,
        user: session.user,
        username: session.username,
        ...freeRoundsOf(session),
      };
    }
    if (action === 'balance') return { status: 'RS_OK', ...base, ...freeRoundsOf(session) };
    const uuid = String(body.transaction_uuid);
    const replay = done.get(uuid);
    if (replay) return replay;
    let result: object;
    if (action === 'bet') {
      if (session.expired) return { status: 'RS_ERROR_TOKEN_EXPIRED', ...base };
      const amount = Number(body.amount);
      if (body.is_free === true) {
        // The casino's bonus pays the stake: one spin less, the balance untouched.
        const reward = session.freeRounds;
        if (
          !reward ||
          reward.reward_uuid !== body.reward_uuid ||
          reward.left <= 0 ||
          amount !== reward.bet_value
        ) {
          return { status: 'RS_ERROR_FREE_ROUND_INVALID', ...base };
        }
        reward.left -= 1;
        bets.set(uuid, { amount, token: String(body.token), free: true });
        result = { status: 'RS_OK', ...base, ...freeRoundsOf(session, true) };
      } else {
        if (amount > session.balance) return { status: 'RS_ERROR_NOT_ENOUGH_MONEY', ...base };
        session.balance -= amount;
        bets.set(uuid, { amount, token: String(body.token), free: false });
        result = { status: 'RS_OK', balance: session.balance, currency: session.currency };
      }
    } else if (action === 'win') {
      if (!bets.has(String(body.reference_transaction_uuid))) {
        return { status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST', ...base };
      }
      session.balance += Number(body.amount);
      result = { status: 'RS_OK', balance: session.balance, currency: session.currency };
    } else {
      const bet = bets.get(String(body.reference_transaction_uuid));
      if (bet) {
        // A free spin rolled back is given back as a spin, not as money.
        if (bet.free && session.freeRounds) session.freeRounds.left += 1;
        else if (!bet.free) session.balance += bet.amount;
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
        raw: raw.toString('utf8'),
        body: JSON.parse(raw.toString('utf8')) as Record<string, unknown>,
        signatureValid: req.headers['x-signature'] === expected,
      };
      calls.push(call);
      if (fake.intercept?.(call, req, res)) return;
      const answer = call.signatureValid
        ? answerFor(action, call.body)
        : { status: 'RS_ERROR_INVALID_SIGNATURE', balance: 0, currency: 'EUR' };
      if (fake.loseAnswer?.(call)) {
        req.socket.destroy();
        return;
      }
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
