import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { postgresTestUrl } from '../../test/harness';
import { insertFundedPlayers, playerPrincipal } from '../../test/originals';
import { registerTestStudio, TEST_STUDIO, walletCall } from '../../test/providers';
import { createRandom } from '../../test/random';
import { usePostgresTestApp } from '../../test/suite';
import type { WalletAnswer } from './providers.wire';

/**
 * A simulated studio plays a seeded random sequence against the seamless wallet on PostgreSQL
 * (issue 13 point 6): bets and wins, lost rounds, rollbacks (before and after their bet, and
 * racing it), bets beyond the balance, duplicate wins at once and replays of earlier calls,
 * with several players' rounds in flight at once. The studio keeps its own record of every
 * round, as a real one does, and every answer is checked against a model of each balance. At
 * the end the casino's ledger, its provider records and the studio's record must agree.
 */
const serverUrl = postgresTestUrl();

const PLAYERS = 30;
const ROUNDS_PER_PLAYER = 40;
/** Players whose rounds run at the same time. */
const IN_FLIGHT = 6;
const START = 50_000;
const SEED = Number(process.env.PROVIDER_SIM_SEED ?? 20_261_124);
const GAME = 'test-studio-slot';

type Kind = 'bet' | 'win' | 'rollback';
/** A call the casino recorded, as the studio remembers it, with the status it expects there. */
interface Recorded {
  uuid: string;
  kind: Kind;
  userId: number;
  round: string;
  amount: number;
  reference: string | null;
  /** provider_transactions.status: open, settled, rolled_back (bets), ok, unknown. */
  status: string;
}
/** A call sent, its exact bytes and the first answer: what a replay must get again. */
interface Sent {
  action: Kind;
  raw: string;
  answer: WalletAnswer;
  userId: number;
}
interface Player {
  userId: number;
  token: string;
  /** What the studio believes the casino holds for the player, from its own rounds. */
  balance: number;
  bets: number;
  wins: number;
  rollbacks: number;
}

describe.runIf(serverUrl)('a simulated studio against the seamless wallet on PostgreSQL', () => {
  const { t } = usePostgresTestApp(serverUrl, { seed: false });

  it(`plays ${PLAYERS} players x ${ROUNDS_PER_PLAYER} rounds (seed ${SEED}); ledger, casino records and the studio's record agree`, async () => {
    const random = createRandom(SEED);
    const { slotId } = await registerTestStudio(t.runtime);
    const { providersService, ledgerService } = t.runtime.services;
    const players: Player[] = [];
    for (const row of await insertFundedPlayers(t.runtime, PLAYERS, START)) {
      const launched = await providersService.gameUrl(playerPrincipal(row.id), slotId, 'en');
      const token = new URL(launched.urldata.url).searchParams.get('token') ?? '';
      players.push({ userId: row.id, token, balance: START, bets: 0, wins: 0, rollbacks: 0 });
    }

    const record = new Map<string, Recorded>();
    const sent: Sent[] = [];
    let counter = 0;
    const nextUuid = (what: string) => `${what}-${SEED}-${(counter += 1)}`;
    const ok = (balance: number): WalletAnswer => ({ status: 'RS_OK', balance, currency: 'USD' });

    async function send(
      p: Player,
      action: Kind,
      fields: Record<string, unknown>,
    ): Promise<WalletAnswer> {
      const raw = JSON.stringify({
        request_uuid: nextUuid('req'),
        token: p.token,
        game_code: GAME,
        ...(action === 'rollback' ? {} : { currency: 'USD' }),
        ...fields,
      });
      const { httpStatus, answer } = await walletCall(
        t.app,
        TEST_STUDIO.code,
        TEST_STUDIO.secret,
        action,
        raw,
      );
      expect(httpStatus).toBe(200);
      sent.push({ action, raw, answer, userId: p.userId });
      return answer;
    }
    const betCall = (p: Player, uuid: string, round: string, amount: number) =>
      send(p, 'bet', { transaction_uuid: uuid, round, amount });
    const winCall = (p: Player, uuid: string, bet: string, round: string, amount: number) =>
      send(p, 'win', { transaction_uuid: uuid, reference_transaction_uuid: bet, round, amount });
    const rollbackCall = (p: Player, uuid: string, bet: string, round: string) =>
      send(p, 'rollback', { transaction_uuid: uuid, reference_transaction_uuid: bet, round });

    const remember = (p: Player, entry: Omit<Recorded, 'userId'>) =>
      record.set(entry.uuid, { ...entry, userId: p.userId });
    /** A rollback of `bet` the casino answered; `unknown` when it found no bet to undo. */
    const rememberRollback = (
      p: Player,
      uuid: string,
      bet: string,
      round: string,
      status: 'ok' | 'unknown',
    ) => remember(p, { uuid, kind: 'rollback', round, amount: 0, reference: bet, status });

    /** A bet the casino takes; answers its uuid. */
    async function placeBet(p: Player, round: string, amount: number): Promise<string> {
      const uuid = nextUuid('bet');
      expect(await betCall(p, uuid, round, amount)).toEqual(ok(p.balance - amount));
      p.balance -= amount;
      p.bets += amount;
      remember(p, { uuid, kind: 'bet', round, amount, reference: null, status: 'open' });
      return uuid;
    }

    async function payWin(p: Player, bet: string, round: string, amount: number, twice = false) {
      const uuid = nextUuid('win');
      const answers = await Promise.all(
        Array.from({ length: twice ? 2 : 1 }, () => winCall(p, uuid, bet, round, amount)),
      );
      p.balance += amount;
      p.wins += amount;
      for (const answer of answers) expect(answer).toEqual(ok(p.balance));
      remember(p, { uuid, kind: 'win', round, amount, reference: bet, status: 'ok' });
      record.get(bet)!.status = 'settled';
    }

    /** One round of one player, chosen by the seed. */
    async function playRound(p: Player, index: number): Promise<void> {
      const round = `round-${p.userId}-${index}`;
      const amount = random.int(1, 2_000);
      const kind = random.pick([
        'win',
        'win',
        'win',
        'lost',
        'lost',
        'rollback',
        'rollback-first',
        'race',
        'broke',
        'double-win',
      ] as const);
      if (kind === 'broke') {
        // Beyond the balance: refused with the balance, nothing recorded.
        const over = p.balance + random.int(1, 1_000);
        expect(await betCall(p, nextUuid('bet'), round, over)).toEqual({
          status: 'RS_ERROR_NOT_ENOUGH_MONEY',
          balance: p.balance,
          currency: 'USD',
        });
        return;
      }
      if (amount > p.balance) return; // a studio does not offer a stake the player lacks
      if (kind === 'rollback-first') {
        // The bet timed out at the studio, which rolled it back before the bet arrived.
        const bet = nextUuid('bet');
        const rollback = nextUuid('rb');
        expect(await rollbackCall(p, rollback, bet, round)).toEqual(ok(p.balance));
        rememberRollback(p, rollback, bet, round, 'unknown');
        expect(await betCall(p, bet, round, amount)).toMatchObject({
          status: 'RS_ERROR_DUPLICATE_TRANSACTION',
          balance: p.balance,
        });
        return;
      }
      if (kind === 'race') {
        // The bet and its rollback at once: either order must leave the balance as it was.
        const bet = nextUuid('bet');
        const rollback = nextUuid('rb');
        const [betAnswer, rollbackAnswer] = await Promise.all([
          betCall(p, bet, round, amount),
          rollbackCall(p, rollback, bet, round),
        ]);
        expect(rollbackAnswer).toEqual(ok(p.balance));
        if (betAnswer.status === 'RS_OK') {
          expect(betAnswer).toEqual(ok(p.balance - amount));
          p.bets += amount;
          p.rollbacks += amount;
          remember(p, {
            uuid: bet,
            kind: 'bet',
            round,
            amount,
            reference: null,
            status: 'rolled_back',
          });
          rememberRollback(p, rollback, bet, round, 'ok');
        } else {
          expect(betAnswer).toMatchObject({
            status: 'RS_ERROR_DUPLICATE_TRANSACTION',
            balance: p.balance,
          });
          rememberRollback(p, rollback, bet, round, 'unknown');
        }
        return;
      }
      const bet = await placeBet(p, round, amount);
      if (kind === 'rollback') {
        const rollback = nextUuid('rb');
        p.balance += amount;
        p.rollbacks += amount;
        expect(await rollbackCall(p, rollback, bet, round)).toEqual(ok(p.balance));
        rememberRollback(p, rollback, bet, round, 'ok');
        record.get(bet)!.status = 'rolled_back';
      } else if (kind === 'lost') {
        await payWin(p, bet, round, 0);
      } else {
        // Pays 0.5x to 3x; a "double-win" sends the same win twice at once.
        await payWin(
          p,
          bet,
          round,
          Math.floor((amount * random.int(50, 300)) / 100),
          kind === 'double-win',
        );
      }
    }

    /** An earlier call sent again with the same bytes: the first answer again, nothing moves. */
    async function replay(): Promise<void> {
      const candidates = sent.filter(
        (s) =>
          s.answer.status === 'RS_OK' ||
          // A bet refused because its rollback came first stays refused.
          (s.action === 'bet' && s.answer.status === 'RS_ERROR_DUPLICATE_TRANSACTION'),
      );
      if (candidates.length === 0) return;
      const earlier = random.pick(candidates);
      const { httpStatus, answer } = await walletCall(
        t.app,
        TEST_STUDIO.code,
        TEST_STUDIO.secret,
        earlier.action,
        earlier.raw,
      );
      expect(httpStatus).toBe(200);
      if (earlier.answer.status === 'RS_OK') expect(answer).toEqual(earlier.answer);
      else expect(answer.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
    }

    // Rounds in waves: IN_FLIGHT players at a time, each playing one round, with replays
    // of earlier calls sent alongside.
    let replays = 0;
    for (let index = 0; index < ROUNDS_PER_PLAYER; index += 1) {
      const order = [...players];
      for (let i = order.length - 1; i > 0; i -= 1) {
        const j = random.int(0, i);
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      for (let from = 0; from < order.length; from += IN_FLIGHT) {
        const wave = order.slice(from, from + IN_FLIGHT);
        const extra = random.int(0, 2);
        replays += extra;
        await Promise.all([
          ...wave.map((p) => playRound(p, index)),
          ...Array.from({ length: extra }, () => replay()),
        ]);
      }
    }

    // The ledger holds.
    const report = await ledgerService.verify();
    expect(report.problems).toEqual([]);

    // Each player's balance: start - bets + wins + rollbacks, by the studio's own record.
    for (const p of players) {
      const { cash } = await ledgerService.getPlayerBalances(p.userId, 'USD');
      expect({ userId: p.userId, cash }).toEqual({
        userId: p.userId,
        cash: START - p.bets + p.wins + p.rollbacks,
      });
      expect(cash).toBe(p.balance);
    }

    // The casino's record of the studio's calls agrees with the studio's, call by call.
    const rows = await providersService.listTransactions(TEST_STUDIO.code);
    const casino = new Map(
      rows.map((row) => [
        row.transactionUuid,
        {
          uuid: row.transactionUuid,
          kind: row.kind,
          userId: row.userId,
          round: row.round,
          amount: row.amount,
          reference: row.referenceTransactionUuid,
          status: row.status,
        },
      ]),
    );
    expect(casino.size).toBe(rows.length);
    expect([...casino.keys()].sort()).toEqual([...record.keys()].sort());
    for (const [uuid, entry] of record) expect(casino.get(uuid)).toEqual(entry);

    // The studio's house accounts hold exactly what the players lost.
    const playersNet = players.reduce((sum, p) => sum + p.balance - START, 0);
    const [house] = await queryRows<{ total: string }>(
      t.runtime.database.db,
      sql`select coalesce(sum(balance), 0)::text as total from ledger_accounts
          where code like ${`game:provider.${TEST_STUDIO.code}.%:USD`}`,
    );
    expect(Number(house?.total)).toBe(-playersNet);

    // The run exercised every path.
    const statuses = new Set([...record.values()].map((r) => `${r.kind}:${r.status}`));
    expect([...statuses].sort()).toEqual([
      'bet:rolled_back',
      'bet:settled',
      'rollback:ok',
      'rollback:unknown',
      'win:ok',
    ]);
    expect(sent.some((s) => s.answer.status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toBe(true);
    expect(replays).toBeGreaterThan(100);
  }, 300_000);
});
