import type { LiveFeedResponse, TransactionsResponse } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { DomainEventName, DomainEvents } from '../../platform/events';
import { hashToken } from '../../platform/tokens';
import { runCli } from '../../test/cli';
import {
  createScratchDatabase,
  createTestApp,
  postgresTestUrl,
  type TestApp,
} from '../../test/harness';
import { createClient } from '../../test/http';
import { fundedPlayer } from '../../test/originals';
import {
  launchToken,
  registerTestStudio,
  TEST_STUDIO,
  uuid,
  walletCall,
} from '../../test/providers';
import { usePostgresTestApp } from '../../test/suite';
import { signWalletBody, WALLET_BODY_LIMIT, type WalletAnswer } from './providers.wire';

/**
 * The seamless wallet's rule matrix (issue 13 point 6), checked against docs/providers.md rule
 * by rule, on PostgreSQL, through the real route (app.inject with the signed raw bytes).
 * Every refusal also checks that nothing moved: no ledger transfer, no provider record, the
 * same balance.
 */
const serverUrl = postgresTestUrl();

const SLOT = 'test-studio-slot';
const TABLE = 'test-studio-table';
const OTHER = { ...TEST_STUDIO, code: 'other-studio', name: 'Other Studio (test data)' };
const SWITCHED_OFF = { ...TEST_STUDIO, code: 'off-studio', name: 'Off Studio (test data)' };

describe.runIf(serverUrl)('the seamless wallet on PostgreSQL (docs/providers.md)', () => {
  const suite = usePostgresTestApp(serverUrl, { seed: false });
  const { t, api } = suite;
  let slotId: number;
  let otherSlotId: number;
  let offSlotId: number;

  beforeAll(async () => {
    ({ slotId } = await registerTestStudio(t.runtime));
    ({ slotId: otherSlotId } = await registerTestStudio(t.runtime, OTHER));
    ({ slotId: offSlotId } = await registerTestStudio(t.runtime, SWITCHED_OFF));
  });

  /** A verified, funded player with a real-money game session (its token) of a game. */
  interface Seat {
    userId: number;
    playerToken: string;
    token: string;
    currency: 'USD' | 'EUR';
    gameCode: string;
  }
  async function seat(
    amount: number,
    options: { currency?: 'USD' | 'EUR'; gameId?: number; gameCode?: string } = {},
  ): Promise<Seat> {
    const currency = options.currency ?? 'USD';
    const player = await fundedPlayer(t.runtime, api, amount, { currency });
    const token = await launchToken(api, player.token, options.gameId ?? slotId);
    return {
      userId: player.id,
      playerToken: player.token,
      token,
      currency,
      gameCode: options.gameCode ?? SLOT,
    };
  }

  const call = (action: string, body: Record<string, unknown> | string) =>
    walletCall(t.app, TEST_STUDIO.code, TEST_STUDIO.secret, action, body);

  /** A call of `s`'s session: request uuid, token, game and currency filled in. */
  const send = (s: Seat, action: string, fields: Record<string, unknown> = {}) =>
    call(action, {
      request_uuid: uuid(),
      token: s.token,
      game_code: s.gameCode,
      ...(['bet', 'win'].includes(action) ? { currency: s.currency } : {}),
      ...fields,
    });

  const bet = (s: Seat, transaction_uuid: string, amount: number, round = 'round-1') =>
    send(s, 'bet', { transaction_uuid, round, amount });
  const win = (
    s: Seat,
    transaction_uuid: string,
    betUuid: string,
    amount: number,
    round = 'round-1',
  ) => send(s, 'win', { transaction_uuid, reference_transaction_uuid: betUuid, round, amount });
  const rollback = (s: Seat, transaction_uuid: string, betUuid: string, round = 'round-1') =>
    send(s, 'rollback', { transaction_uuid, reference_transaction_uuid: betUuid, round });

  const ok = (balance: number, currency = 'USD'): WalletAnswer => ({
    status: 'RS_OK',
    balance,
    currency,
  });

  async function cash(s: Seat): Promise<number> {
    return (await t.runtime.services.ledgerService.getPlayerBalances(s.userId, s.currency)).cash;
  }

  /** How much has been written: ledger transfers and provider records, in the whole database. */
  async function written(): Promise<{ transfers: number; records: number }> {
    const [row] = await queryRows<{ transfers: string; records: string }>(
      t.runtime.database.db,
      sql`select (select count(*) from ledger_transfers)::text as transfers,
                 (select count(*) from provider_transactions)::text as records`,
    );
    return { transfers: Number(row?.transfers), records: Number(row?.records) };
  }

  /** Runs `work` and checks that it wrote no transfer, no record, and left `s`'s cash alone. */
  async function expectNothingMoved<T>(s: Seat | null, work: () => Promise<T>): Promise<T> {
    const before = await written();
    const cashBefore = s ? await cash(s) : 0;
    const result = await work();
    expect(await written()).toEqual(before);
    if (s) expect(await cash(s)).toBe(cashBefore);
    return result;
  }

  async function expectLedgerHolds(): Promise<void> {
    const report = await t.runtime.services.ledgerService.verify();
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  }

  /** The ledger transfer a provider's transaction uuid made, by its idempotency key. */
  async function transferOf(transactionUuid: string) {
    const [row] = await queryRows<{
      id: string;
      type: string;
      amount: string;
      status: string;
      reverses_id: string | null;
    }>(
      t.runtime.database.db,
      sql`select id::text, type, amount::text, status, reverses_id::text from ledger_transfers
          where idempotency_key like ${`provider:%:${transactionUuid}`}`,
    );
    return row ?? null;
  }

  /** `s`'s player's game transactions (/api/qt/transactions), newest first. */
  async function gameTransactions(s: Seat) {
    const history = (
      await api.post('/api/qt/transactions', { page: 1, per_page: 50 }, { token: s.playerToken })
    ).body as unknown as TransactionsResponse;
    return history.transactions.map(({ type, amount, game, round }) => ({
      type,
      amount,
      game,
      round,
    }));
  }

  /** Domain events of one kind seen while the returned `stop` was not yet called. */
  function listen<K extends DomainEventName>(name: K) {
    const seen: DomainEvents[K][] = [];
    const off = t.runtime.services.events.on(name, (payload) => seen.push(payload));
    return { seen, stop: off };
  }

  async function eventually<T>(read: () => Promise<T | null | undefined | false>): Promise<T> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const value = await read();
      if (value) return value;
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  describe('signature (docs §3 "Signature")', () => {
    /** A bet of 1.00 in round "r" of `s`'s session, as the studio writes it. */
    const betBody = (s: Seat, fields: Record<string, unknown> = {}) => ({
      request_uuid: uuid(),
      token: s.token,
      game_code: SLOT,
      transaction_uuid: uuid(),
      round: 'r',
      amount: 100,
      currency: 'USD',
      ...fields,
    });
    const inject = (code: string, raw: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/provider/${code}/bet`,
        headers,
        payload: raw,
      });

    it('refuses a call with no X-Signature: RS_ERROR_INVALID_SIGNATURE, nothing moves', async () => {
      const s = await seat(1_000);
      const raw = JSON.stringify(betBody(s));
      const res = await expectNothingMoved(s, () =>
        inject(TEST_STUDIO.code, raw, { 'content-type': 'application/json' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'RS_ERROR_INVALID_SIGNATURE',
        balance: 0,
        currency: '',
      });
    });

    it('refuses a wrong signature, and one made with another provider’s secret', async () => {
      const s = await seat(1_000);
      const body = betBody(s);
      const wrong = await expectNothingMoved(s, () =>
        walletCall(t.app, TEST_STUDIO.code, TEST_STUDIO.secret, 'bet', body, { sign: false }),
      );
      expect(wrong.answer.status).toBe('RS_ERROR_INVALID_SIGNATURE');
      const otherSecret = await expectNothingMoved(s, () =>
        walletCall(t.app, TEST_STUDIO.code, 'another-secret-0123456789-abcdefghij', 'bet', body),
      );
      expect(otherSecret.answer.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    });

    it('checks the exact bytes: the same JSON re-serialised with other whitespace fails', async () => {
      const s = await seat(1_000);
      const body = betBody(s);
      const signedCompact = signWalletBody(TEST_STUDIO.secret, JSON.stringify(body));
      const res = await expectNothingMoved(s, () =>
        walletCall(
          t.app,
          TEST_STUDIO.code,
          TEST_STUDIO.secret,
          'bet',
          JSON.stringify(body, null, 2),
          {
            signature: signedCompact,
          },
        ),
      );
      expect(res).toEqual({
        httpStatus: 200,
        answer: { status: 'RS_ERROR_INVALID_SIGNATURE', balance: 0, currency: '' },
      });
      // The same bytes with the signature over them are accepted: the whitespace was the fault.
      const pretty = JSON.stringify(body, null, 2);
      expect((await call('bet', pretty)).answer).toEqual(ok(900));
    });

    it('accepts the signature in upper-case hex as well (the docs ask for lower case)', async () => {
      const s = await seat(1_000);
      const raw = JSON.stringify({ request_uuid: uuid(), token: s.token, game_code: SLOT });
      const upper = signWalletBody(TEST_STUDIO.secret, raw).toUpperCase();
      const res = await walletCall(t.app, TEST_STUDIO.code, TEST_STUDIO.secret, 'balance', raw, {
        signature: upper,
      });
      expect(res).toEqual({ httpStatus: 200, answer: ok(1_000) });
      // Not hex at all, or the right digest cut short: refused.
      for (const signature of ['z'.repeat(64), signWalletBody(TEST_STUDIO.secret, raw).slice(2)]) {
        const bad = await walletCall(t.app, TEST_STUDIO.code, TEST_STUDIO.secret, 'balance', raw, {
          signature,
        });
        expect(bad.answer.status).toBe('RS_ERROR_INVALID_SIGNATURE');
      }
    });

    it('answers 404 for an unknown provider code, nothing moves', async () => {
      const s = await seat(1_000);
      const res = await expectNothingMoved(s, () =>
        walletCall(t.app, 'no-such-studio', TEST_STUDIO.secret, 'bet', betBody(s)),
      );
      expect(res.httpStatus).toBe(404);
    });

    it('answers 404 once `provider:update --disable` switched the provider off (within the registry’s 5 s cache)', async () => {
      const s = await seat(1_000, { gameId: offSlotId, gameCode: 'off-studio-slot' });
      const offCall = (action: string, body: Record<string, unknown>) =>
        walletCall(t.app, SWITCHED_OFF.code, SWITCHED_OFF.secret, action, body);
      const balance = { request_uuid: uuid(), token: s.token, game_code: 'off-studio-slot' };
      expect((await offCall('balance', balance)).answer).toEqual(ok(1_000));

      const cli = await runCli(['provider:update', '--code', SWITCHED_OFF.code, '--disable'], {
        DATABASE_URL: suite.databaseUrl,
      });
      expect(cli.stderr).toBe('');
      expect(cli.code).toBe(0);
      expect(JSON.parse(cli.stdout)).toMatchObject({ code: SWITCHED_OFF.code, enabled: false });
      // The CLI is another process: this node rereads the providers after at most 5 s.
      await eventually(async () => (await offCall('balance', balance)).httpStatus === 404);
      const refused = await expectNothingMoved(s, () =>
        offCall('bet', {
          ...balance,
          transaction_uuid: uuid(),
          round: 'r',
          amount: 100,
          currency: 'USD',
        }),
      );
      expect(refused.httpStatus).toBe(404);
    }, 60_000);

    it('answers 413 for a body over 16 KiB, even signed, nothing moves', async () => {
      const s = await seat(1_000);
      const raw = JSON.stringify(betBody(s, { request_uuid: 'x'.repeat(WALLET_BODY_LIMIT) }));
      const res = await expectNothingMoved(s, () =>
        inject(TEST_STUDIO.code, raw, {
          'content-type': 'application/json',
          'x-signature': signWalletBody(TEST_STUDIO.secret, raw),
        }),
      );
      expect(res.statusCode).toBe(413);
    });

    it('reads the body as bytes whatever its content type: the signature and the JSON decide', async () => {
      const s = await seat(1_000);
      const raw = JSON.stringify({ request_uuid: uuid(), token: s.token, game_code: SLOT });
      const signature = signWalletBody(TEST_STUDIO.secret, raw);
      for (const headers of [{ 'content-type': 'text/plain' }, {}]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/provider/${TEST_STUDIO.code}/balance`,
          headers: { ...headers, 'x-signature': signature },
          payload: raw,
        });
        // docs/providers.md lists 415 ("not JSON") among the non-200 answers: none is ever sent.
        expect({ status: res.statusCode, body: res.json() as unknown }).toEqual({
          status: 200,
          body: ok(1_000),
        });
      }
    });

    it('answers 422 for an action that is not one of the five', async () => {
      const raw = JSON.stringify({ request_uuid: uuid(), token: 'x', game_code: SLOT });
      const res = await expectNothingMoved(null, () => call('refund', raw));
      expect(res.httpStatus).toBe(422);
    });

    it('answers RS_ERROR_UNKNOWN for malformed JSON with a valid signature, nothing moves', async () => {
      const s = await seat(1_000);
      const raw = `{"request_uuid":"${uuid()}","token":"${s.token}","game_code":"${SLOT}",`;
      const res = await expectNothingMoved(s, () => call('bet', raw));
      expect(res.httpStatus).toBe(200);
      expect(res.answer).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 0, currency: '' });
      expect(res.answer.message).toBe('the body is not valid JSON');
    });
  });

  describe('token (docs §2 "Launch", §3 statuses)', () => {
    it('refuses an unknown token with RS_ERROR_INVALID_TOKEN, nothing moves', async () => {
      const s = await seat(1_000);
      const stranger = { ...s, token: 'A'.repeat(43) };
      const refused = await expectNothingMoved(s, () => bet(stranger, uuid(), 100));
      expect(refused.answer).toEqual({
        status: 'RS_ERROR_INVALID_TOKEN',
        balance: 0,
        currency: 'USD',
      });
      expect((await send(stranger, 'balance')).answer.status).toBe('RS_ERROR_INVALID_TOKEN');
      expect((await send(stranger, 'authenticate')).answer.status).toBe('RS_ERROR_INVALID_TOKEN');
    });

    it('refuses a token used with another game’s code', async () => {
      const s = await seat(1_000);
      const otherGame = { ...s, gameCode: TABLE };
      const refused = await expectNothingMoved(s, () => bet(otherGame, uuid(), 100));
      expect(refused.answer.status).toBe('RS_ERROR_INVALID_TOKEN');
      expect((await send(otherGame, 'balance')).answer.status).toBe('RS_ERROR_INVALID_TOKEN');
    });

    it('refuses another provider’s token, even with that provider’s game code', async () => {
      const s = await seat(1_000, { gameId: otherSlotId, gameCode: 'other-studio-slot' });
      const refused = await expectNothingMoved(s, () => bet(s, uuid(), 100));
      expect(refused.answer.status).toBe('RS_ERROR_INVALID_TOKEN');
      expect((await send({ ...s, gameCode: SLOT }, 'balance')).answer.status).toBe(
        'RS_ERROR_INVALID_TOKEN',
      );
      // The token is good at its own provider.
      const own = await walletCall(t.app, OTHER.code, OTHER.secret, 'balance', {
        request_uuid: uuid(),
        token: s.token,
        game_code: 'other-studio-slot',
      });
      expect(own.answer).toEqual(ok(1_000));
    });

    it('refuses bets and authenticate on an expired token, but answers balance and takes wins and rollbacks of earlier bets', async () => {
      const s = await seat(1_000);
      expect((await bet(s, 'exp-bet-1', 100, 'exp-r1')).answer).toEqual(ok(900));
      expect((await bet(s, 'exp-bet-2', 200, 'exp-r2')).answer).toEqual(ok(700));
      await t.runtime.database.db.execute(
        sql`update game_sessions set expires_at = now() - interval '1 second'
            where token_hash = ${hashToken(s.token)}`,
      );
      const refused = await expectNothingMoved(s, () => bet(s, 'exp-bet-3', 100, 'exp-r3'));
      expect(refused.answer).toMatchObject({
        status: 'RS_ERROR_TOKEN_EXPIRED',
        balance: 700,
        currency: 'USD',
      });
      expect((await send(s, 'authenticate')).answer).toMatchObject({
        status: 'RS_ERROR_TOKEN_EXPIRED',
        balance: 700,
      });
      expect((await send(s, 'balance')).answer).toEqual(ok(700));
      expect((await win(s, 'exp-win-1', 'exp-bet-1', 500, 'exp-r1')).answer).toEqual(ok(1_200));
      expect((await rollback(s, 'exp-rb-2', 'exp-bet-2', 'exp-r2')).answer).toEqual(ok(1_400));
      expect(await transferOf('exp-bet-3')).toBeNull();
      // A bet placed in time and replayed after the expiry answers its first answer.
      const replay = await expectNothingMoved(s, () => bet(s, 'exp-bet-1', 100, 'exp-r1'));
      expect(replay.answer).toEqual(ok(900));
    });
  });

  describe('authenticate and balance (docs §3)', () => {
    it('answers the balance with the player’s casino id and name', async () => {
      const player = await fundedPlayer(t.runtime, api, 4_321, { name: 'Wallet Walter' });
      const token = await launchToken(api, player.token, slotId);
      const body = { request_uuid: uuid(), token, game_code: SLOT };
      expect((await call('authenticate', body)).answer).toEqual({
        ...ok(4_321),
        user: String(player.id),
        username: 'Wallet Walter',
      });
      expect((await call('balance', body)).answer).toEqual(ok(4_321));
    });
  });

  describe('currency', () => {
    it('refuses a bet or a win in another currency with RS_ERROR_WRONG_CURRENCY and the balance', async () => {
      const s = await seat(1_000);
      const wrongBet = await expectNothingMoved(s, () =>
        send(s, 'bet', { transaction_uuid: uuid(), round: 'c', amount: 100, currency: 'EUR' }),
      );
      expect(wrongBet.answer).toEqual({
        status: 'RS_ERROR_WRONG_CURRENCY',
        balance: 1_000,
        currency: 'USD',
      });
      expect((await bet(s, 'cur-bet', 100, 'c')).answer).toEqual(ok(900));
      const wrongWin = await expectNothingMoved(s, () =>
        send(s, 'win', {
          transaction_uuid: uuid(),
          reference_transaction_uuid: 'cur-bet',
          round: 'c',
          amount: 100,
          currency: 'EUR',
        }),
      );
      expect(wrongWin.answer).toEqual({
        status: 'RS_ERROR_WRONG_CURRENCY',
        balance: 900,
        currency: 'USD',
      });
      // A rollback's currency is optional, but checked when sent.
      const wrongRollback = await expectNothingMoved(s, () =>
        send(s, 'rollback', {
          transaction_uuid: uuid(),
          reference_transaction_uuid: 'cur-bet',
          round: 'c',
          currency: 'EUR',
        }),
      );
      expect(wrongRollback.answer.status).toBe('RS_ERROR_WRONG_CURRENCY');
    });

    it('answers a EUR player’s session in EUR', async () => {
      const s = await seat(5_000, { currency: 'EUR' });
      expect((await bet(s, uuid(), 1_250)).answer).toEqual(ok(3_750, 'EUR'));
    });
  });

  describe('bet (docs §3 "bet")', () => {
    it('takes the amount and answers the new balance, as one ledger transfer to the provider', async () => {
      const s = await seat(1_000);
      const before = await written();
      expect(await bet(s, 'bet-ok', 275)).toEqual({ httpStatus: 200, answer: ok(725) });
      expect(await written()).toEqual({
        transfers: before.transfers + 1,
        records: before.records + 1,
      });
      expect(await transferOf('bet-ok')).toMatchObject({
        type: 'bet',
        amount: '275',
        status: 'posted',
      });
      expect(await cash(s)).toBe(725);
    });

    it('refuses a bet beyond the balance with RS_ERROR_NOT_ENOUGH_MONEY and the balance; the same uuid goes through after a deposit', async () => {
      const s = await seat(1_000);
      const body = { transaction_uuid: 'bet-broke', round: 'broke', amount: 1_001 };
      const refused = await expectNothingMoved(s, () => send(s, 'bet', body));
      expect(refused.answer).toEqual({
        status: 'RS_ERROR_NOT_ENOUGH_MONEY',
        balance: 1_000,
        currency: 'USD',
      });
      await t.runtime.services.ledgerService.transfer({
        key: `test-deposit:${s.userId}:topup`,
        type: 'deposit',
        debit: { kind: 'deposit_clearing' },
        credit: { kind: 'player_cash', userId: s.userId },
        amount: 500,
        currency: 'USD',
      });
      expect((await send(s, 'bet', body)).answer).toEqual(ok(499));
    });

    it.each([
      ['0', 0],
      ['negative', -100],
      ['fractional', 10.5],
      ['a string', '100'],
    ])('refuses an amount that is %s with RS_ERROR_UNKNOWN, nothing moves', async (_, amount) => {
      const s = await seat(1_000);
      const refused = await expectNothingMoved(s, () =>
        send(s, 'bet', { transaction_uuid: uuid(), round: 'bad', amount }),
      );
      expect(refused.httpStatus).toBe(200);
      expect(refused.answer).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 0 });
      expect(refused.answer.message).toContain('amount');
    });
  });

  describe('idempotency (docs §4)', () => {
    it('answers a replay with the first answer, the balance as it was then, and moves nothing', async () => {
      const s = await seat(1_000);
      const body = {
        request_uuid: 'req-1',
        transaction_uuid: 'idem-bet',
        round: 'i1',
        amount: 100,
      };
      expect((await send(s, 'bet', body)).answer).toEqual(ok(900));
      // Other money moves in between.
      expect((await bet(s, 'idem-other', 300, 'i2')).answer).toEqual(ok(600));
      const replay = await expectNothingMoved(s, () => send(s, 'bet', body));
      expect(replay).toEqual({ httpStatus: 200, answer: ok(900) });
      // Another request_uuid is still the same call.
      const retried = await expectNothingMoved(s, () =>
        send(s, 'bet', { ...body, request_uuid: 'req-2' }),
      );
      expect(retried.answer).toEqual(ok(900));
      // So is a win replayed after later moves.
      expect((await win(s, 'idem-win', 'idem-bet', 50, 'i1')).answer).toEqual(ok(650));
      expect((await win(s, 'idem-other-win', 'idem-other', 10, 'i2')).answer).toEqual(ok(660));
      const winReplay = await expectNothingMoved(s, () => win(s, 'idem-win', 'idem-bet', 50, 'i1'));
      expect(winReplay.answer).toEqual(ok(650));
    });

    it('answers the same uuid with another amount, round or reference RS_ERROR_DUPLICATE_TRANSACTION', async () => {
      const s = await seat(1_000);
      expect((await bet(s, 'dup-bet', 100, 'd1')).answer).toEqual(ok(900));
      expect((await bet(s, 'dup-bet-2', 100, 'd1')).answer).toEqual(ok(800));
      // The answer carries the balance as it is now, not the first call's.
      const duplicate = (answer: WalletAnswer, balance: number) =>
        expect(answer).toMatchObject({
          status: 'RS_ERROR_DUPLICATE_TRANSACTION',
          balance,
          currency: 'USD',
        });
      duplicate((await expectNothingMoved(s, () => bet(s, 'dup-bet', 101, 'd1'))).answer, 800);
      duplicate((await expectNothingMoved(s, () => bet(s, 'dup-bet', 100, 'd2'))).answer, 800);
      expect((await win(s, 'dup-win', 'dup-bet', 10, 'd1')).answer).toEqual(ok(810));
      const otherReference = () => win(s, 'dup-win', 'dup-bet-2', 10, 'd1');
      duplicate((await expectNothingMoved(s, otherReference)).answer, 810);
      const otherAmount = () => win(s, 'dup-win', 'dup-bet', 11, 'd1');
      duplicate((await expectNothingMoved(s, otherAmount)).answer, 810);
    });

    it('refuses a win’s uuid reused as a bet’s', async () => {
      const s = await seat(1_000);
      expect((await bet(s, 'reuse-bet', 100, 'u1')).answer).toEqual(ok(900));
      expect((await win(s, 'reuse-win', 'reuse-bet', 100, 'u1')).answer).toEqual(ok(1_000));
      const reused = await expectNothingMoved(s, () => bet(s, 'reuse-win', 100, 'u1'));
      expect(reused.answer.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    });

    it('treats the same uuid from another player’s session as other content', async () => {
      const a = await seat(1_000);
      const b = await seat(1_000);
      expect((await bet(a, 'shared-uuid', 100, 's1')).answer).toEqual(ok(900));
      const other = await expectNothingMoved(b, () => bet(b, 'shared-uuid', 100, 's1'));
      expect(other.answer).toMatchObject({
        status: 'RS_ERROR_DUPLICATE_TRANSACTION',
        balance: 1_000,
      });
    });

    it('answers a replay sent with a newer token of the same player as the first answer', async () => {
      const s = await seat(1_000);
      expect((await bet(s, 'relaunch-bet', 100, 'l1')).answer).toEqual(ok(900));
      const relaunched = { ...s, token: await launchToken(api, s.playerToken, slotId) };
      const replay = await expectNothingMoved(s, () => bet(relaunched, 'relaunch-bet', 100, 'l1'));
      expect(replay.answer).toEqual(ok(900));
    });
  });

  describe('win (docs §3 "win")', () => {
    it('refuses an unknown reference with RS_ERROR_TRANSACTION_DOES_NOT_EXIST, nothing moves', async () => {
      const s = await seat(1_000);
      const refused = await expectNothingMoved(s, () => win(s, uuid(), 'never-bet', 100));
      expect(refused.answer).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        balance: 1_000,
        currency: 'USD',
      });
    });

    it('refuses a win or rollback whose reference is a win, not a bet', async () => {
      const s = await seat(1_000);
      expect((await bet(s, 'ref-bet', 100, 'rw')).answer).toEqual(ok(900));
      expect((await win(s, 'ref-win', 'ref-bet', 10, 'rw')).answer).toEqual(ok(910));
      // The code answers RS_ERROR_UNKNOWN here; docs/providers.md's table would suggest
      // RS_ERROR_TRANSACTION_DOES_NOT_EXIST ("the referenced bet is unknown"): reported.
      const onWin = await expectNothingMoved(s, () => win(s, uuid(), 'ref-win', 10, 'rw'));
      expect(onWin.answer).toEqual({
        status: 'RS_ERROR_UNKNOWN',
        balance: 910,
        currency: 'USD',
        message: 'the reference is not a bet',
      });
      const onRollback = await expectNothingMoved(s, () => rollback(s, uuid(), 'ref-win', 'rw'));
      expect(onRollback.answer.status).toBe('RS_ERROR_UNKNOWN');
    });

    it('refuses a win naming another round than its bet’s', async () => {
      const s = await seat(1_000);
      expect((await bet(s, 'round-bet', 100, 'w1')).answer).toEqual(ok(900));
      const refused = await expectNothingMoved(s, () => win(s, uuid(), 'round-bet', 100, 'w2'));
      expect(refused.answer).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        balance: 900,
      });
    });

    it('refuses a win paying another player’s bet through one’s own token', async () => {
      const a = await seat(1_000);
      const b = await seat(1_000);
      expect((await bet(a, 'a-bet', 100, 'pp')).answer).toEqual(ok(900));
      const refused = await expectNothingMoved(a, () => win(b, uuid(), 'a-bet', 500, 'pp'));
      expect(refused.answer).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        balance: 1_000,
      });
      expect(await cash(b)).toBe(1_000);
    });

    it('closes a lost round with a win of 0: RS_OK, no transfer', async () => {
      const s = await seat(1_000);
      expect((await bet(s, 'lost-bet', 100, 'lost')).answer).toEqual(ok(900));
      const before = await written();
      expect((await win(s, 'lost-win', 'lost-bet', 0, 'lost')).answer).toEqual(ok(900));
      expect(await written()).toEqual({ transfers: before.transfers, records: before.records + 1 });
      expect(await transferOf('lost-win')).toBeNull();
      const [record] = (
        await t.runtime.services.providersService.listTransactions(TEST_STUDIO.code)
      ).filter((row) => row.transactionUuid === 'lost-bet');
      expect(record?.status).toBe('settled');
    });

    it('pays two wins on one bet, both', async () => {
      const s = await seat(1_000);
      expect((await bet(s, 'multi-bet', 100, 'm')).answer).toEqual(ok(900));
      expect((await win(s, 'multi-win-1', 'multi-bet', 150, 'm')).answer).toEqual(ok(1_050));
      expect((await win(s, 'multi-win-2', 'multi-bet', 250, 'm')).answer).toEqual(ok(1_300));
      expect(await cash(s)).toBe(1_300);
    });
  });

  describe('rollback (docs §3 "rollback")', () => {
    it('reverses the bet with a new transfer naming it; the bet’s own transfer is unchanged', async () => {
      const s = await seat(1_000);
      expect((await bet(s, 'rb-bet', 300, 'rb')).answer).toEqual(ok(700));
      const betTransfer = await transferOf('rb-bet');
      expect((await rollback(s, 'rb-1', 'rb-bet', 'rb')).answer).toEqual(ok(1_000));
      expect(await transferOf('rb-1')).toMatchObject({
        type: 'rollback',
        amount: '300',
        status: 'posted',
        reverses_id: betTransfer?.id,
      });
      expect(await transferOf('rb-bet')).toEqual(betTransfer);
      await expectLedgerHolds();
    });

    it('records a rollback of an unknown bet with RS_OK; that bet is refused when it arrives', async () => {
      const s = await seat(1_000);
      const before = await written();
      expect((await rollback(s, 'early-rb', 'late-bet', 'late')).answer).toEqual(ok(1_000));
      expect(await written()).toEqual({ transfers: before.transfers, records: before.records + 1 });
      const late = await expectNothingMoved(s, () => bet(s, 'late-bet', 100, 'late'));
      expect(late.answer).toMatchObject({
        status: 'RS_ERROR_DUPLICATE_TRANSACTION',
        balance: 1_000,
      });
      expect(await transferOf('late-bet')).toBeNull();
    });

    it('answers a second rollback with the same uuid as the first; another uuid for the same bet moves nothing', async () => {
      const s = await seat(1_000);
      expect((await bet(s, 'twice-bet', 300, 't')).answer).toEqual(ok(700));
      expect((await rollback(s, 'twice-rb', 'twice-bet', 't')).answer).toEqual(ok(1_000));
      expect((await bet(s, 'twice-later', 100, 't2')).answer).toEqual(ok(900));
      const again = await expectNothingMoved(s, () => rollback(s, 'twice-rb', 'twice-bet', 't'));
      expect(again.answer).toEqual(ok(1_000));
      const before = await written();
      expect((await rollback(s, 'twice-rb-2', 'twice-bet', 't')).answer).toEqual(ok(900));
      // Recorded (to answer its own replays), with no transfer.
      expect(await written()).toEqual({ transfers: before.transfers, records: before.records + 1 });
      expect(await transferOf('twice-rb-2')).toBeNull();
    });

    it('refuses to roll back a bet a win already paid: RS_ERROR_UNKNOWN, nothing moves', async () => {
      const s = await seat(1_000);
      expect((await bet(s, 'paid-bet', 100, 'p')).answer).toEqual(ok(900));
      expect((await win(s, 'paid-win', 'paid-bet', 400, 'p')).answer).toEqual(ok(1_300));
      const refused = await expectNothingMoved(s, () => rollback(s, uuid(), 'paid-bet', 'p'));
      expect(refused.answer).toMatchObject({ status: 'RS_ERROR_UNKNOWN', balance: 1_300 });
      // A round closed by a win of 0 is paid too.
      expect((await bet(s, 'zero-bet', 100, 'z')).answer).toEqual(ok(1_200));
      expect((await win(s, 'zero-win', 'zero-bet', 0, 'z')).answer).toEqual(ok(1_200));
      const closed = await expectNothingMoved(s, () => rollback(s, uuid(), 'zero-bet', 'z'));
      expect(closed.answer.status).toBe('RS_ERROR_UNKNOWN');
    });

    it('refuses a win after a rollback with RS_ERROR_TRANSACTION_DOES_NOT_EXIST', async () => {
      const s = await seat(1_000);
      expect((await bet(s, 'gone-bet', 100, 'g')).answer).toEqual(ok(900));
      expect((await rollback(s, 'gone-rb', 'gone-bet', 'g')).answer).toEqual(ok(1_000));
      const refused = await expectNothingMoved(s, () => win(s, uuid(), 'gone-bet', 500, 'g'));
      expect(refused.answer).toMatchObject({
        status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        balance: 1_000,
      });
    });
  });

  describe('concurrency (docs §4: identical calls at once move money once)', () => {
    it('moves money once for the same bet sent 20 times at once, with 20 identical answers', async () => {
      const s = await seat(10_000);
      const body = { request_uuid: uuid(), transaction_uuid: uuid(), round: 'cc', amount: 700 };
      const before = await written();
      const answers = await Promise.all(Array.from({ length: 20 }, () => send(s, 'bet', body)));
      expect(new Set(answers.map((a) => JSON.stringify(a)))).toEqual(
        new Set([JSON.stringify({ httpStatus: 200, answer: ok(9_300) })]),
      );
      expect(await written()).toEqual({
        transfers: before.transfers + 1,
        records: before.records + 1,
      });
      expect(await cash(s)).toBe(9_300);
      await expectLedgerHolds();
    });

    it('ends where it started for a bet and its rollback sent at once, 50 times in each order', async () => {
      const s = await seat(10_000);
      const outcomes = new Map<string, number>();
      for (let i = 0; i < 100; i += 1) {
        const betUuid = uuid();
        const round = `race-${i}`;
        const sendBet = () => bet(s, betUuid, 1_000 + i, round);
        const sendRollback = () => rollback(s, uuid(), betUuid, round);
        const [betAnswer, rollbackAnswer] =
          i % 2 === 0
            ? await Promise.all([sendBet(), sendRollback()])
            : await Promise.all([sendRollback(), sendBet()]).then(([r, b]) => [b, r] as const);
        expect(rollbackAnswer.answer.status).toBe('RS_OK');
        expect(['RS_OK', 'RS_ERROR_DUPLICATE_TRANSACTION']).toContain(betAnswer.answer.status);
        const key = betAnswer.answer.status;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
        expect(await cash(s)).toBe(10_000);
      }
      // Both paths were taken: the call sent first usually takes the lock first.
      expect(outcomes.get('RS_OK')).toBeGreaterThan(0);
      expect(outcomes.get('RS_ERROR_DUPLICATE_TRANSACTION')).toBeGreaterThan(0);
      await expectLedgerHolds();
    }, 60_000);

    it('pays the same win sent 10 times at once once', async () => {
      const s = await seat(10_000);
      expect((await bet(s, 'cw-bet', 500, 'cw')).answer).toEqual(ok(9_500));
      const settled = listen('BetSettled');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => win(s, 'cw-win', 'cw-bet', 2_000, 'cw')),
      );
      expect(answers.map((a) => a.answer)).toEqual(Array.from({ length: 10 }, () => ok(11_500)));
      expect(await cash(s)).toBe(11_500);
      await eventually(async () => settled.seen.length > 0);
      settled.stop();
      expect(settled.seen).toHaveLength(1);
      await expectLedgerHolds();
    });

    it('settles different wins of one bet at once, each paid once, the round announced once', async () => {
      const s = await seat(10_000);
      expect((await bet(s, 'cm-bet', 500, 'cm')).answer).toEqual(ok(9_500));
      const settled = listen('BetSettled');
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) => win(s, `cm-win-${i}`, 'cm-bet', 100, 'cm')),
      );
      expect(answers.map((a) => a.answer.status)).toEqual(Array(5).fill('RS_OK'));
      expect(await cash(s)).toBe(10_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      settled.stop();
      expect(settled.seen.filter((e) => e.userId === s.userId)).toHaveLength(1);
      await expectLedgerHolds();
    });
  });

  describe('group commit (decision 022: calls that arrive together commit together)', () => {
    /** The transactions that wrote these bets' transfers: now() is a transaction's start. */
    async function commitsOf(uuids: string[]): Promise<number> {
      const [row] = await queryRows<{ commits: string }>(
        t.runtime.database.db,
        sql`select count(distinct created_at)::text as commits from ledger_transfers
              where split_part(idempotency_key, ':', 3) = any(string_to_array(${uuids.join(',')}, ','))`,
      );
      return Number(row?.commits);
    }

    it('commits 16 players’ bets sent at once in fewer transactions, each answered alone; a bet beyond its balance is refused alone', async () => {
      const seats = await Promise.all(Array.from({ length: 16 }, () => seat(10_000)));
      const poor = await seat(300);
      const betUuids = seats.map(() => uuid());
      const poorUuid = uuid();
      const before = await written();
      const answers = await Promise.all([
        ...seats.map((s, i) => bet(s, betUuids[i]!, 100 * (i + 1), 'gc')),
        bet(poor, poorUuid, 500, 'gc'),
      ]);
      expect(answers.slice(0, 16).map((a) => a.answer)).toEqual(
        seats.map((_, i) => ok(10_000 - 100 * (i + 1))),
      );
      expect(answers[16]!.answer).toEqual({
        status: 'RS_ERROR_NOT_ENOUGH_MONEY',
        balance: 300,
        currency: 'USD',
      });
      for (const [i, s] of seats.entries()) expect(await cash(s)).toBe(10_000 - 100 * (i + 1));
      expect(await cash(poor)).toBe(300);
      expect(await written()).toEqual({
        transfers: before.transfers + 16,
        records: before.records + 16,
      });
      // The first bet goes alone; the others, arriving while it runs, go in a few batches.
      expect(await commitsOf(betUuids)).toBeLessThan(16);
      await expectLedgerHolds();
    });
  });

  describe('live effects (docs §6)', () => {
    it('announces the round once, shows it in the live feed and in game transactions, and tells the player’s balance', async () => {
      const s = await seat(10_000);
      const balances = listen('BalanceChanged');
      const settled = listen('BetSettled');
      expect((await bet(s, 'live-bet', 2_500, 'live-round')).answer).toEqual(ok(7_500));
      expect(settled.seen).toHaveLength(0);
      expect((await win(s, 'live-win-1', 'live-bet', 5_000, 'live-round')).answer).toEqual(
        ok(12_500),
      );
      expect((await win(s, 'live-win-2', 'live-bet', 1_000, 'live-round')).answer).toEqual(
        ok(13_500),
      );
      await eventually(async () => settled.seen.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      settled.stop();
      balances.stop();
      expect(settled.seen).toHaveLength(1);
      expect(settled.seen[0]).toMatchObject({
        userId: s.userId,
        game: SLOT,
        gameId: slotId,
        currency: 'USD',
        amount: 2_500,
        // The round's first win settles it; a later win pays without announcing it again.
        payout: 5_000,
        outcome: 'won',
      });
      // One per money move of the player's: the bet and the two wins, each with the header
      // balance provider_money read after its transfer (pushed without another read), in the
      // order of their transfers.
      const mine = balances.seen.filter((e) => e.userId === s.userId);
      expect(mine.map((e) => e.after?.balance)).toEqual([7_500, 12_500, 13_500]);
      const ids = mine.map((e) => e.after?.transferId ?? 0);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(3);
      expect(await t.runtime.services.ledgerService.balanceInProfileCurrency(s.userId)).toBe(
        13_500,
      );

      const feed = await eventually(async () => {
        const res = await api.get('/api/livefeed', { token: s.playerToken });
        const body = res.body as unknown as LiveFeedResponse;
        return body.user.length > 0 ? body : null;
      });
      expect(feed.user).toEqual([
        expect.objectContaining({
          game_id: slotId,
          game_name: 'test-studio Slot',
          amount: 2_500,
          payout: 5_000,
          multiplier: 2,
          currency: 'USD',
        }),
      ]);
      expect(feed.all.some((row) => row.id === feed.user[0]?.id)).toBe(true);

      expect(await gameTransactions(s)).toEqual([
        { type: 'win', amount: 1_000, game: 'test-studio Slot', round: 'live-round' },
        { type: 'win', amount: 5_000, game: 'test-studio Slot', round: 'live-round' },
        { type: 'bet', amount: -2_500, game: 'test-studio Slot', round: 'live-round' },
      ]);
    });

    it('announces a round closed by a win of 0 as lost, and lists a rollback in game transactions', async () => {
      const s = await seat(10_000);
      const settled = listen('BetSettled');
      expect((await bet(s, 'lose-bet', 400, 'lose')).answer).toEqual(ok(9_600));
      expect((await win(s, 'lose-win', 'lose-bet', 0, 'lose')).answer).toEqual(ok(9_600));
      expect((await bet(s, 'undo-bet', 300, 'undo')).answer).toEqual(ok(9_300));
      expect((await rollback(s, 'undo-rb', 'undo-bet', 'undo')).answer).toEqual(ok(9_600));
      await eventually(async () => settled.seen.some((e) => e.userId === s.userId));
      await new Promise((resolve) => setTimeout(resolve, 200));
      settled.stop();
      // A rolled-back round is no settled bet: only the lost one is announced.
      expect(settled.seen.filter((e) => e.userId === s.userId)).toEqual([
        expect.objectContaining({ amount: 400, payout: 0, outcome: 'lost' }),
      ]);
      expect(await gameTransactions(s)).toEqual([
        { type: 'rollback', amount: 300, game: 'test-studio Slot', round: 'undo' },
        { type: 'bet', amount: -300, game: 'test-studio Slot', round: 'undo' },
        { type: 'bet', amount: -400, game: 'test-studio Slot', round: 'lose' },
      ]);
      await expectLedgerHolds();
    });
  });
});

describe.runIf(serverUrl)('the seamless wallet on two nodes (decision 022)', () => {
  const PLAYERS = 16;
  const BETS = 30;

  it('keeps two nodes’ batches on the same players and house accounts from deadlocking', async () => {
    const scratch = await createScratchDatabase(serverUrl ?? '');
    // PostgreSQL breaks a deadlock after deadlock_timeout and the loser retries, so a deadlock
    // only shows as a stall: at 30 s here, no run that had one can pass for one that did not.
    const admin = new pg.Client({ connectionString: serverUrl ?? '' });
    await admin.connect();
    await admin.query(
      `alter database "${new URL(scratch.url).pathname.slice(1)}" set deadlock_timeout = '30s'`,
    );
    await admin.end();
    const nodes = [
      await createTestApp({ databaseUrl: scratch.url, seed: false }),
      await createTestApp({ databaseUrl: scratch.url, seed: false }),
    ] as const;
    try {
      const { slotId } = await registerTestStudio(nodes[0].runtime);
      const api = createClient(nodes[0].app);
      const seats = await Promise.all(
        Array.from({ length: PLAYERS }, async () => {
          const player = await fundedPlayer(nodes[0].runtime, api, 100_000);
          return { userId: player.id, token: await launchToken(api, player.token, slotId) };
        }),
      );
      // Both nodes play every player at once, each player BETS bets in a row on each node: the
      // nodes' batches run side by side, and the calls in each arrive in their own order.
      const betsInARow = async (node: TestApp, token: string, name: string) => {
        const statuses: string[] = [];
        for (let n = 0; n < BETS; n += 1) {
          const { answer } = await walletCall(
            node.app,
            TEST_STUDIO.code,
            TEST_STUDIO.secret,
            'bet',
            {
              request_uuid: uuid(),
              token,
              game_code: SLOT,
              currency: 'USD',
              transaction_uuid: uuid(),
              round: `${name}-${n}`,
              amount: 10,
            },
          );
          statuses.push(answer.status);
        }
        return statuses;
      };
      const started = Date.now();
      const statuses = await Promise.all(
        nodes.flatMap((node, i) => seats.map((s) => betsInARow(node, s.token, `node-${i}`))),
      );
      const seconds = (Date.now() - started) / 1000;
      expect(statuses.flat()).toEqual(Array(2 * PLAYERS * BETS).fill('RS_OK'));
      for (const s of seats) {
        const { cash } = await nodes[0].runtime.services.ledgerService.getPlayerBalances(
          s.userId,
          'USD',
        );
        expect(cash).toBe(100_000 - 2 * BETS * 10);
      }
      expect(seconds).toBeLessThan(15);
      expect((await nodes[0].runtime.services.ledgerService.verify()).problems).toEqual([]);
    } finally {
      for (const node of nodes) await node.close();
      await scratch.drop();
    }
  }, 120_000);
});
