import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  DepositWalletResponse,
  EntityWalletsResponse,
  TransactionsResponse,
  User,
  WalletActionResponse,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createScratchDatabase,
  createTestApp,
  postgresTestUrl,
  TEST_WEBHOOK_SECRET,
  type TestApp,
} from '../../test/harness';
import { queryRows } from '../../db/client';
import { createClient, signInStaff, signUpPlayer } from '../../test/http';
import { deriveDepositAddress } from './coins/coins.deposit-addresses';
import { DEMO_EXTENDED_PUBLIC_KEYS } from './coins/coins.demo-keys';
import { signWebhook } from './deposits/deposits.webhook';
import { freePort } from '../../test/ports';
import { createRandom } from '../../test/random';
import { usePostgresTestApp } from '../../test/suite';

/**
 * Issue items 10 and 11: the wallet under concurrent load on PostgreSQL. A seeded randomised
 * workload through HTTP against a model kept from acknowledged answers only; a race of twenty
 * withdrawals of one balance; and a real server killed with SIGKILL mid-load, then restarted.
 */
const serverUrl = postgresTestUrl();

const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const EXCEEDS_WITHDRAWAL = 'Withdrawal request exceeding your balance';
const EXCEEDS_TIP = 'Tip exceeding your balance';
const BELOW_MINIMUM = 'Min withdrawal request is 20 USD';
const MIN_WITHDRAWAL = 2_000;

/** Satoshis as whole-coin text ("0.00012340"), exact: no float touches the amount. */
function btc(sats: number): string {
  return `${Math.floor(sats / 1e8)}.${String(sats % 1e8).padStart(8, '0')}`;
}

/** A deposit report's headers, signed as docs/deposit-webhooks.md says. */
function signedHeaders(raw: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    'content-type': 'application/json',
    'x-signature-timestamp': timestamp,
    'x-signature': signWebhook(TEST_WEBHOOK_SECRET, timestamp, raw),
  };
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe.runIf(serverUrl)('wallet reliability on PostgreSQL', () => {
  describe('through app.inject on a scratch database', () => {
    const { t, api } = usePostgresTestApp(serverUrl);
    let btcWalletId = 0;
    let adminToken = '';
    let txCounter = 0;

    beforeAll(async () => {
      // 1 BTC = 50,000.00 USD: 20 satoshis are exactly one cent, so every sum is exact.
      t.runtime.services.ratesService.pin('BTC', 'USD', '50000');
      adminToken = (await signInStaff(t.runtime, api, 'admin', 'Load Test Admin')).token;
    });

    async function verifiedPlayer() {
      const player = await signUpPlayer(api, { currency: 'USD' });
      await t.runtime.services.usersService.markEmailVerified(player.id);
      const { address } = (
        await api.post('/api/wallet/depositwallet', { symbol: 'BTC' }, { token: player.token })
      ).body as unknown as DepositWalletResponse;
      if (!btcWalletId) {
        const { wallets } = (
          await api.post('/api/wallet/entity/wallets', {}, { token: player.token })
        ).body as unknown as EntityWalletsResponse;
        btcWalletId = wallets.find((w) => w.short_code === 'BTC')?.id ?? 0;
      }
      return { id: player.id, name: player.name, token: player.token, address };
    }

    function report(body: Record<string, unknown>) {
      const raw = JSON.stringify(body);
      return api.post('/api/wallet/webhook/generic', Buffer.from(raw), {
        headers: signedHeaders(raw),
      });
    }

    function nextTxid(): string {
      txCounter += 1;
      return `be${String(txCounter).padStart(62, '0')}`;
    }

    async function me(token: string): Promise<User> {
      return (await api.get('/api/user', { token })).body.user as User;
    }

    /** Every row of a player's wallet history, all pages. */
    async function fullHistory(token: string) {
      const rows: TransactionsResponse['transactions'] = [];
      for (let page = 1; ; page += 1) {
        const res = (await api.post('/api/wallet/transactions', { page, per_page: 100 }, { token }))
          .body as unknown as TransactionsResponse;
        rows.push(...res.transactions);
        if (rows.length >= res.total || res.transactions.length === 0) {
          expect(rows).toHaveLength(res.total);
          return rows;
        }
      }
    }

    it('a seeded random workload of 32 concurrent clients keeps the model, the API and the ledger in agreement', async () => {
      const seed = process.env.WORKLOAD_SEED
        ? Number(process.env.WORKLOAD_SEED)
        : randomInt(2 ** 31 - 1);
      console.log(`wallet workload seed ${seed} (re-run with WORKLOAD_SEED=${seed})`);
      const rng = createRandom(seed);
      // Fifty players tip each other hundreds of times a minute here: the per-account tip limit
      // (its own test is in tips/tips.routes.test.ts) would answer most of them 429.
      const limiter = vi
        .spyOn(t.runtime.services.rateLimits, 'consumeForUser')
        .mockResolvedValue(undefined);
      const PLAYERS = 50;
      const CLIENTS = 32;
      const TARGET_REQUESTS = Number(process.env.WORKLOAD_REQUESTS ?? 10_000);

      type Player = Awaited<ReturnType<typeof verifiedPlayer>> & {
        /** Expected w_balance in minor units, from acknowledged answers only. */
        balance: number;
      };
      type WithdrawalStatus = 'pending' | 'approved' | 'confirmed' | 'rejected' | 'cancelled';
      interface Withdrawal {
        uuid: string;
        player: Player;
        amount: number;
        key: string;
        body: Record<string, unknown>;
        status: WithdrawalStatus;
      }
      interface Tip {
        uuid: string;
        from: Player;
        to: Player;
        amount: number;
        key: string;
        body: Record<string, unknown>;
      }
      interface Deposit {
        txid: string;
        player: Player;
        sats: number;
        minor: number;
        uuid: string;
      }

      const players: Player[] = [];
      // Five at a time: sign-up hashes passwords, which two cores do slowly.
      for (let i = 0; i < PLAYERS; i += 5) {
        const batch = await Promise.all(range(5).map(() => verifiedPlayer()));
        players.push(...batch.map((p) => ({ ...p, balance: 0 })));
      }

      const deposits: Deposit[] = [];
      const withdrawals = new Map<string, Withdrawal>();
      const withdrawalsByKey = new Map<string, Withdrawal>();
      const undecided: Withdrawal[] = [];
      const tips = new Map<string, Tip>();
      const tipsByKey = new Map<string, Tip>();
      let deposited = 0;
      let withdrawn = 0;
      let requests = 0;
      let keyCounter = 0;
      const violations: string[] = [];
      const stats: Record<string, number> = {};
      const count = (name: string) => (stats[name] = (stats[name] ?? 0) + 1);
      const violate = (message: string) => {
        if (violations.length < 50) violations.push(message);
      };
      const newKey = (kind: string) => `load-${seed}-${kind}-${(keyCounter += 1)}`;
      const other = (p: Player) => {
        for (;;) {
          const q = rng.pick(players);
          if (q !== p) return q;
        }
      };
      const send = <T>(work: () => Promise<T>) => {
        requests += 1;
        return work();
      };
      type Answer = Awaited<ReturnType<typeof api.post>>;
      const describeAnswer = (res: Answer) => `${res.status} ${JSON.stringify(res.body)}`;

      /** A player's money request to `path` (withdrawal, tip), under an idempotency key. */
      const moneyRequest =
        (path: string) => (p: Player, body: Record<string, unknown>, key: string) =>
          send(() => api.post(path, body, { token: p.token, headers: { 'idempotency-key': key } }));

      /**
       * A money request sent once, or (a client retrying while its first attempt is still in
       * flight) 2 to 4 times at once with one key: every answer is 200 or refused as `exceeds`,
       * and every 200 names one transaction. Counts it; answers its uuid (none when refused).
       */
      async function sendWithRetries(
        what: string,
        exceeds: string,
        request: () => Promise<Answer>,
      ) {
        const copies = rng.chance(0.12) ? rng.int(2, 4) : 1;
        const answers = await Promise.all(range(copies).map(() => request()));
        const ok = answers.filter((res) => res.status === 200);
        for (const res of answers) {
          if (res.status !== 200 && !(res.status === 422 && res.body.message === exceeds)) {
            violate(`${what}: ${describeAnswer(res)}`);
          }
        }
        const uuids = new Set(
          ok.map((res) => (res.body as unknown as WalletActionResponse).transaction.uuid),
        );
        if (uuids.size > 1) violate(`one ${what} key answered ${[...uuids].join(', ')}`);
        const uuid = [...uuids][0];
        if (uuid) count(copies > 1 ? `${what} with concurrent retries` : what);
        else count(`${what} refused (exceeds)`);
        return { uuid, copies, answered: ok.length };
      }

      /** A request sent again with its key: another body is refused (409), the same one answers the first result. */
      async function replay(
        what: string,
        first: { uuid: string },
        sendOtherBody: () => Promise<Answer>,
        sendAgain: () => Promise<Answer>,
      ) {
        if (rng.chance(0.35)) {
          const res = await sendOtherBody();
          if (res.status !== 409)
            violate(`${what} key reused with another body: ${describeAnswer(res)}`);
          count(`${what} replay, other body (409)`);
          return;
        }
        const res = await sendAgain();
        const uuid = (res.body as unknown as WalletActionResponse).transaction?.uuid;
        if (res.status !== 200 || uuid !== first.uuid)
          violate(`${what} replay: ${describeAnswer(res)}`);
        count(`${what} replay`);
      }

      // --- deposits through the signed webhook -------------------------------------------
      async function depositNew(p: Player) {
        const sats = 20 * rng.int(100, 4_000); // 1.00 to 40.00 USD
        const deposit: Deposit = { txid: nextTxid(), player: p, sats, minor: sats / 20, uuid: '' };
        const body = { coin: 'BTC', txid: deposit.txid, vout: 0, address: p.address };
        if (rng.chance(0.15)) {
          // Seen in the mempool first: recorded, not credited.
          const seen = await send(() =>
            report({ ...body, amount: btc(sats), confirmations: rng.int(0, 1) }),
          );
          if (seen.status !== 200 || seen.body.deposit === undefined) {
            violate(`unconfirmed deposit: ${describeAnswer(seen)}`);
          } else if ((seen.body.deposit as { credited: boolean }).credited) {
            violate(`unconfirmed deposit credited: ${describeAnswer(seen)}`);
          }
          count('deposit seen unconfirmed');
        }
        // Gateways deliver twice, sometimes at the same moment.
        const copies = rng.chance(0.25) ? rng.int(2, 3) : 1;
        const answers = await Promise.all(
          range(copies).map(() =>
            send(() => report({ ...body, amount: btc(sats), confirmations: rng.int(2, 9) })),
          ),
        );
        const credited = answers.filter(
          (res) => res.status === 200 && (res.body.deposit as { credited: boolean }).credited,
        );
        for (const res of answers.filter((a) => !credited.includes(a))) {
          violate(`deposit delivery: ${describeAnswer(res)}`);
        }
        const uuids = new Set(credited.map((res) => (res.body.deposit as { uuid: string }).uuid));
        if (uuids.size > 1) violate(`one deposit answered ${[...uuids].join(', ')}`);
        if (credited.length > 0) {
          deposit.uuid = [...uuids][0] ?? '';
          p.balance += deposit.minor;
          deposited += deposit.minor;
          deposits.push(deposit);
          count(copies > 1 ? 'deposit delivered concurrently' : 'deposit');
        }
      }

      async function depositAgain() {
        const deposit = deposits.length > 0 ? rng.pick(deposits) : null;
        if (!deposit) return depositNew(rng.pick(players));
        const body = {
          coin: 'BTC',
          txid: deposit.txid,
          vout: 0,
          address: deposit.player.address,
        };
        if (rng.chance(0.25)) {
          // The same output with another amount: refused, nothing moves.
          const res = await send(() =>
            report({ ...body, amount: btc(deposit.sats + 20), confirmations: 6 }),
          );
          if (res.status !== 409) violate(`changed deposit: ${describeAnswer(res)}`);
          count('deposit changed (409)');
          return;
        }
        const res = await send(() =>
          report({ ...body, amount: btc(deposit.sats), confirmations: rng.int(1, 12) }),
        );
        const answer = res.body.deposit as { uuid: string; credited: boolean } | undefined;
        if (res.status !== 200 || !answer?.credited || answer.uuid !== deposit.uuid) {
          violate(`duplicate deposit delivery: ${describeAnswer(res)}`);
        }
        count('deposit redelivered');
      }

      // --- withdrawals -----------------------------------------------------------------
      const requestWithdrawal = moneyRequest('/api/wallet/request/withdrawal');

      async function withdraw(p: Player) {
        // Up to a quarter more than the player has: many requests exceed the balance.
        const amount = rng.int(
          MIN_WITHDRAWAL,
          Math.max(MIN_WITHDRAWAL, Math.round(p.balance * 1.25)),
        );
        const key = newKey('w');
        const body = {
          wallet_address: BTC_ADDRESS,
          entity_wallet_id: btcWalletId,
          amount: amount / 100,
        };
        const { uuid, copies, answered } = await sendWithRetries(
          'withdrawal',
          EXCEEDS_WITHDRAWAL,
          () => requestWithdrawal(p, body, key),
        );
        if (!uuid) return;
        const w: Withdrawal = { uuid, player: p, amount, key, body, status: 'pending' };
        withdrawals.set(uuid, w);
        withdrawalsByKey.set(key, w);
        undecided.push(w);
        p.balance -= amount;
        if (answered < copies) count('withdrawal: retries answered 422 while one succeeded');
      }

      async function replayWithdrawal() {
        const w = withdrawals.size > 0 ? rng.pick([...withdrawals.values()]) : null;
        if (!w) return withdraw(rng.pick(players));
        await replay(
          'withdrawal',
          w,
          () =>
            requestWithdrawal(
              w.player,
              { ...w.body, amount: (w.amount + rng.int(1, 500)) / 100 },
              w.key,
            ),
          () => requestWithdrawal(w.player, w.body, w.key),
        );
      }

      async function withdrawWrongly(p: Player) {
        const tooSmall = rng.chance(0.5);
        const amount = tooSmall
          ? rng.int(1, MIN_WITHDRAWAL - 1)
          : deposited + rng.int(1, 10_000_000);
        const res = await requestWithdrawal(
          p,
          { wallet_address: BTC_ADDRESS, entity_wallet_id: btcWalletId, amount: amount / 100 },
          newKey('wx'),
        );
        const expected = tooSmall ? BELOW_MINIMUM : EXCEEDS_WITHDRAWAL;
        if (res.status !== 422 || res.body.message !== expected) {
          violate(
            `withdrawal of ${amount} should be refused with "${expected}": ${describeAnswer(res)}`,
          );
        }
        count(tooSmall ? 'withdrawal below minimum' : 'withdrawal far too large');
      }

      type Decision = 'approve' | 'approve with txid' | 'reject' | 'cancel';
      const decisionEffects: Record<Decision, WithdrawalStatus> = {
        approve: 'approved',
        'approve with txid': 'confirmed',
        reject: 'rejected',
        cancel: 'cancelled',
      };
      function decideRequest(w: Withdrawal, decision: Decision) {
        const txid = `${w.uuid.replaceAll('-', '')}`;
        switch (decision) {
          case 'approve':
            return send(() =>
              api.post(`/api/admin/withdrawals/${w.uuid}/approve`, {}, { token: adminToken }),
            );
          case 'approve with txid':
            return send(() =>
              api.post(`/api/admin/withdrawals/${w.uuid}/approve`, { txid }, { token: adminToken }),
            );
          case 'reject':
            return send(() =>
              api.post(
                `/api/admin/withdrawals/${w.uuid}/reject`,
                { reason: 'Load test says no' },
                { token: adminToken },
              ),
            );
          case 'cancel':
            return send(() =>
              api.post(
                '/api/wallet/withdrawal/cancel',
                { uuid: w.uuid },
                { token: w.player.token },
              ),
            );
        }
      }
      function applyDecision(w: Withdrawal, decision: Decision) {
        w.status = decisionEffects[decision];
        if (decision === 'reject' || decision === 'cancel') w.player.balance += w.amount;
        else withdrawn += w.amount;
      }

      async function decide() {
        const w =
          undecided.length > 0
            ? undecided.splice(rng.int(0, undecided.length - 1), 1)[0]
            : undefined;
        if (!w) return withdraw(rng.pick(players));
        const decisions: Decision[] = ['approve', 'approve with txid', 'reject', 'cancel'];
        const first = rng.pick(decisions);
        if (rng.chance(0.25)) {
          // Staff and player decide at the same moment: exactly one decision wins.
          // (Approving twice is not a conflict: the txid may follow the approval.)
          const isApproval = (d: Decision) => d.startsWith('approve');
          const second = rng.pick(
            decisions.filter((d) => d !== first && !(isApproval(d) && isApproval(first))),
          );
          const answers = await Promise.all([decideRequest(w, first), decideRequest(w, second)]);
          const winners = answers.flatMap((res, i) => (res.status === 200 ? [i] : []));
          const losers = answers.filter((res) => res.status !== 200);
          if (winners.length !== 1 || losers.some((res) => res.status !== 409)) {
            violate(
              `racing decisions ${first}/${second}: ${answers.map(describeAnswer).join(' | ')}`,
            );
          }
          if (winners.length === 1) applyDecision(w, winners[0] === 0 ? first : second);
          count('withdrawal decisions racing');
        } else {
          const res = await decideRequest(w, first);
          if (res.status !== 200) violate(`${first}: ${describeAnswer(res)}`);
          else applyDecision(w, first);
          count(`withdrawal ${first}`);
        }
        if (w.status === 'approved' && rng.chance(0.5)) {
          // The on-chain txid recorded later: Confirmed, no money moves.
          const res = await decideRequest(w, 'approve with txid');
          if (res.status !== 200) violate(`txid after approval: ${describeAnswer(res)}`);
          else w.status = 'confirmed';
        } else if (rng.chance(0.2)) {
          // Decided once: a later decision is refused and moves nothing.
          const res = await decideRequest(w, rng.pick(['reject', 'cancel'] as const));
          if (res.status !== 409) violate(`late decision on ${w.status}: ${describeAnswer(res)}`);
          count('withdrawal decided twice (409)');
        }
      }

      // --- tips -------------------------------------------------------------------------
      const sendTip = moneyRequest('/api/wallet/request/tip');

      async function tip(from: Player) {
        const to = other(from);
        const amount = rng.int(1, Math.max(1, Math.round(from.balance * 1.2)));
        const key = newKey('t');
        const body = { recipient: to.name, amount: amount / 100 };
        const { uuid } = await sendWithRetries('tip', EXCEEDS_TIP, () => sendTip(from, body, key));
        if (!uuid) return;
        const record: Tip = { uuid, from, to, amount, key, body };
        tips.set(uuid, record);
        tipsByKey.set(key, record);
        from.balance -= amount;
        to.balance += amount;
      }

      async function replayTip() {
        const record = tips.size > 0 ? rng.pick([...tips.values()]) : null;
        if (!record) return tip(rng.pick(players));
        await replay(
          'tip',
          record,
          () =>
            sendTip(
              record.from,
              { ...record.body, amount: (record.amount + rng.int(1, 100)) / 100 },
              record.key,
            ),
          // The same content: the recipient's name is matched regardless of case.
          () =>
            sendTip(
              record.from,
              { ...record.body, recipient: ` ${record.to.name.toUpperCase()}` },
              record.key,
            ),
        );
      }

      async function tipWrongly(p: Player) {
        const toSelf = rng.chance(0.3);
        const res = await sendTip(
          p,
          {
            recipient: toSelf ? p.name : other(p).name,
            amount: (toSelf ? 1 : deposited + rng.int(1, 1_000_000)) / 100,
          },
          newKey('tx'),
        );
        const expected = toSelf ? 'You cannot tip yourself.' : EXCEEDS_TIP;
        if (res.status !== 422 || res.body.message !== expected) {
          violate(`tip should be refused with "${expected}": ${describeAnswer(res)}`);
        }
        count(toSelf ? 'tip to self' : 'tip far too large');
      }

      const operations: [number, () => Promise<void>][] = [
        [20, () => depositNew(rng.pick(players))],
        [5, depositAgain],
        [18, () => withdraw(rng.pick(players))],
        [6, replayWithdrawal],
        [4, () => withdrawWrongly(rng.pick(players))],
        [15, decide],
        [20, () => tip(rng.pick(players))],
        [5, replayTip],
        [3, () => tipWrongly(rng.pick(players))],
      ];
      const totalWeight = operations.reduce((sum, [weight]) => sum + weight, 0);
      const chooseOperation = () => {
        let roll = rng.int(1, totalWeight);
        for (const [weight, operation] of operations) {
          roll -= weight;
          if (roll <= 0) return operation;
        }
        throw new Error('no operation');
      };

      const started = Date.now();
      await Promise.all(
        range(CLIENTS).map(async () => {
          while (requests < TARGET_REQUESTS) await chooseOperation()();
        }),
      );
      const loadSeconds = (Date.now() - started) / 1000;

      // Whatever is still pending is rejected: the books close without holds.
      for (const w of undecided.splice(0)) {
        const res = await decideRequest(w, 'reject');
        if (res.status !== 200) violate(`closing reject: ${describeAnswer(res)}`);
        else applyDecision(w, 'reject');
      }
      console.log(
        `workload seed ${seed}: ${requests} requests by ${CLIENTS} clients in ${loadSeconds.toFixed(1)} s ` +
          `(${(requests / loadSeconds).toFixed(0)} req/s)\n` +
          Object.entries(stats)
            .sort()
            .map(([name, n]) => `  ${name}: ${n}`)
            .join('\n'),
      );

      expect(violations).toEqual([]);
      expect(requests).toBeGreaterThanOrEqual(TARGET_REQUESTS);
      // The workload did reach the paths it is meant to exercise.
      for (const name of [
        'deposit delivered concurrently',
        'withdrawal refused (exceeds)',
        'tip refused (exceeds)',
        'withdrawal decisions racing',
        'withdrawal with concurrent retries',
        'tip with concurrent retries',
        'withdrawal replay, other body (409)',
      ]) {
        expect(stats[name] ?? 0, name).toBeGreaterThan(0);
      }

      const verified = await t.runtime.services.ledgerService.verify();
      expect(verified.problems).toEqual([]);
      expect(verified.ok).toBe(true);

      // Every player's balance is what the acknowledged answers add up to.
      const actual = await Promise.all(players.map((p) => me(p.token)));
      expect(actual.map((u) => u.w_balance)).toEqual(players.map((p) => p.balance));
      expect(actual.map((u) => u.balance)).toEqual(players.map((p) => p.balance));
      const total = actual.reduce((sum, u) => sum + u.w_balance, 0);
      expect(total).toBe(deposited - withdrawn);

      // Nothing was applied twice: every player's history holds each acknowledged operation
      // exactly once, and nothing else.
      for (const p of players) {
        const history = await fullHistory(p.token);
        const uuidsOf = (type: string) =>
          history
            .filter((row) => row.type === type)
            .map((row) => row.uuid)
            .sort();
        /** The uuids of the acknowledged operations that are `p`'s, sorted. */
        const acknowledged = <T extends { uuid: string }>(
          operations: Iterable<T>,
          isMine: (o: T) => boolean,
        ) =>
          [...operations]
            .filter(isMine)
            .map((o) => o.uuid)
            .sort();
        expect(uuidsOf('deposit')).toEqual(acknowledged(deposits, (d) => d.player === p));
        expect(uuidsOf('withdrawal')).toEqual(
          acknowledged(withdrawals.values(), (w) => w.player === p),
        );
        expect(uuidsOf('tip_sent')).toEqual(acknowledged(tips.values(), (x) => x.from === p));
        expect(uuidsOf('tip_received')).toEqual(acknowledged(tips.values(), (x) => x.to === p));
        const statuses = Object.fromEntries(
          history.filter((row) => row.type === 'withdrawal').map((row) => [row.uuid, row.status]),
        );
        for (const w of withdrawals.values()) {
          if (w.player === p) expect(statuses[w.uuid], w.uuid).toBe(w.status);
        }
      }
      // And the ledger agrees: one transfer per acknowledged operation.
      const rows = await queryRows<{ type: string; status: string; n: number }>(
        t.runtime.database.db,
        sql`select type, status, count(*)::int as n from ledger_transfers group by type, status`,
      );
      const ledgerCount = (type: string, status: string) =>
        rows.find((row) => row.type === type && row.status === status)?.n ?? 0;
      expect(ledgerCount('deposit', 'posted')).toBe(deposits.length);
      expect(ledgerCount('tip', 'posted')).toBe(tips.size);
      const settled = [...withdrawals.values()];
      expect(ledgerCount('withdrawal', 'posted')).toBe(
        settled.filter((w) => w.status === 'approved' || w.status === 'confirmed').length,
      );
      expect(ledgerCount('withdrawal', 'voided')).toBe(
        settled.filter((w) => w.status === 'rejected' || w.status === 'cancelled').length,
      );
      expect(ledgerCount('withdrawal', 'pending')).toBe(0);
      expect(withdrawalsByKey.size).toBe(withdrawals.size);
      expect(tipsByKey.size).toBe(tips.size);
      expect(new Set(players.map((p) => p.id)).size).toBe(PLAYERS);
      limiter.mockRestore();
    }, 300_000);

    it('twenty simultaneous withdrawals of the whole balance: one is held, nineteen are refused', async () => {
      const player = await verifiedPlayer();
      const deposit = await report({
        coin: 'BTC',
        txid: nextTxid(),
        vout: 0,
        address: player.address,
        amount: '0.001', // 50.00 USD
        confirmations: 2,
      });
      expect(deposit.status).toBe(200);
      const body = { wallet_address: BTC_ADDRESS, entity_wallet_id: btcWalletId, amount: 50 };
      const answers = await Promise.all(
        range(20).map((i) =>
          api.post('/api/wallet/request/withdrawal', body, {
            token: player.token,
            headers: { 'idempotency-key': `whole-balance-${player.id}-${i}` },
          }),
        ),
      );
      expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
      const refused = answers.filter((res) => res.status !== 200);
      expect(refused).toHaveLength(19);
      for (const res of refused) {
        expect(res.status).toBe(422);
        expect(res.body.message).toBe(EXCEEDS_WITHDRAWAL);
      }
      const pending = (
        await api.post('/api/wallet/pending/withdrawal', {}, { token: player.token })
      ).body as unknown as TransactionsResponse;
      expect(pending.total).toBe(1);
      expect(pending.transactions[0]).toMatchObject({ type: 'withdrawal', amount: -5_000 });
      expect(await me(player.token)).toMatchObject({ balance: 0, w_balance: 0 });
      expect((await t.runtime.services.ledgerService.verify()).ok).toBe(true);
    });

    it('ten simultaneous deliveries of one request (same idempotency key) move the money once and all answer it', async () => {
      const alice = await verifiedPlayer();
      const bob = await verifiedPlayer();
      await report({
        coin: 'BTC',
        txid: nextTxid(),
        vout: 0,
        address: alice.address,
        amount: '0.001', // 50.00 USD
        confirmations: 2,
      });
      // The whole balance each time: a twin that lost the race must not see "exceeding".
      const withdrawal = { wallet_address: BTC_ADDRESS, entity_wallet_id: btcWalletId, amount: 30 };
      const held = await Promise.all(
        range(10).map(() =>
          api.post('/api/wallet/request/withdrawal', withdrawal, {
            token: alice.token,
            headers: { 'idempotency-key': `same-withdrawal-${alice.id}` },
          }),
        ),
      );
      expect(held.map((res) => res.status)).toEqual(range(10).map(() => 200));
      const uuids = new Set(
        held.map((res) => (res.body as unknown as WalletActionResponse).transaction.uuid),
      );
      expect(uuids.size).toBe(1);
      const tipped = await Promise.all(
        range(10).map(() =>
          api.post(
            '/api/wallet/request/tip',
            { recipient: bob.name, amount: 20 },
            { token: alice.token, headers: { 'idempotency-key': `same-tip-${alice.id}` } },
          ),
        ),
      );
      expect(tipped.map((res) => res.status)).toEqual(range(10).map(() => 200));
      expect(
        new Set(tipped.map((res) => (res.body as unknown as WalletActionResponse).transaction.uuid))
          .size,
      ).toBe(1);
      expect((await me(alice.token)).w_balance).toBe(0);
      expect((await me(bob.token)).w_balance).toBe(2_000);
      expect((await t.runtime.services.ledgerService.verify()).ok).toBe(true);
    });
  });

  describe('two nodes sweeping deposits that wait for a rate (live mode)', () => {
    let scratch: { url: string; drop: () => Promise<void> };
    const nodes: TestApp[] = [];
    beforeAll(async () => {
      scratch = await createScratchDatabase(serverUrl ?? '');
      // One after the other: the first migrates the database, the second finds it ready.
      for (let i = 0; i < 2; i += 1) {
        nodes.push(await createTestApp({ databaseUrl: scratch.url, config: { APP_MODE: 'live' } }));
      }
    });
    afterAll(async () => {
      await Promise.all(nodes.map((node) => node.close()));
      await scratch?.drop();
    });

    it('credits every deposit exactly once however many sweeps run at once', async () => {
      const [a, b] = nodes as [TestApp, TestApp];
      const api = createClient(a.app);
      const btcId =
        (await a.runtime.services.walletService.listCoins()).find((c) => c.short_code === 'BTC')
          ?.id ?? 0;
      // No rate at all: live mode has no offline table, and no price API is configured.
      const players = await Promise.all(
        range(6).map(async (i) => {
          const p = await signUpPlayer(api, { currency: 'USD' });
          const address = deriveDepositAddress('BTC', DEMO_EXTENDED_PUBLIC_KEYS.BTC, p.id);
          await queryRows(
            a.runtime.database.db,
            sql`insert into deposit_addresses (user_id, entity_wallet_id, derivation_index, address)
                values (${p.id}, ${btcId}, ${p.id}, ${address})`,
          );
          const raw = JSON.stringify({
            coin: 'BTC',
            txid: `d${i}`.repeat(32),
            vout: 0,
            address,
            amount: '0.001', // 50.00 USD at 50,000
            confirmations: 6,
          });
          const res = await api.post('/api/wallet/webhook/generic', Buffer.from(raw), {
            headers: signedHeaders(raw),
          });
          expect(res.body).toMatchObject({ deposit: { status: 'awaiting_rate', credited: false } });
          return p;
        }),
      );
      // The rate arrives on both nodes; both sweep, twice each, all at the same time.
      for (const node of nodes) node.runtime.services.ratesService.pin('BTC', 'USD', '50000');
      const sweeps = await Promise.all(
        [a, b, a, b].map((node) => node.runtime.services.walletService.creditAwaitingDeposits()),
      );
      expect(sweeps.reduce((sum, result) => sum + result.credited, 0)).toBe(players.length);
      for (const p of players) {
        const balances = await a.runtime.services.ledgerService.getPlayerBalances(p.id, 'USD');
        expect(balances.balance).toBe(5_000);
      }
      const [transfers] = await queryRows<{ n: number }>(
        a.runtime.database.db,
        sql`select count(*)::int as n from ledger_transfers where type = 'deposit'`,
      );
      expect(transfers?.n).toBe(players.length);
      expect(await b.runtime.services.walletService.creditAwaitingDeposits()).toEqual({
        credited: 0,
        waiting: 0,
      });
      expect((await a.runtime.services.ledgerService.verify()).problems).toEqual([]);
    });
  });

  describe('crash safety: the real server killed with SIGKILL mid-load', () => {
    let scratch: { url: string; drop: () => Promise<void> };
    let t: TestApp | null = null;
    let db: pg.Client | null = null;
    const children = new Set<ChildProcess>();

    beforeAll(async () => {
      scratch = await createScratchDatabase(serverUrl ?? '');
    });
    afterAll(async () => {
      // Whatever happened above, no server outlives the suite.
      await Promise.all([...children].map((child) => stopChild(child)));
      await db?.end();
      await t?.close();
      await scratch?.drop();
    });

    async function stopChild(child: ChildProcess) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      children.delete(child);
    }

    /**
     * `npm start` as it runs in production (src/main.ts, which serves the web build too); without
     * a web build (locally, before `npm run build`) the same server minus the pages.
     */
    async function startServer(env: Record<string, string>) {
      const hasWebBuild = existsSync(path.resolve(SERVER_DIR, '../web/build/server/index.js'));
      const entry = hasWebBuild
        ? ['src/main.ts']
        : [
            '--input-type=module',
            '-e',
            `import { loadConfig } from './src/config.ts';
             import { createLogger } from './src/platform/logger.ts';
             import { startServer } from './src/server.ts';
             const config = loadConfig();
             await startServer({ config, logger: createLogger(config.LOG_LEVEL) });`,
          ];
      const child = spawn(process.execPath, ['--import', 'tsx', ...entry], {
        cwd: SERVER_DIR,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.add(child);
      let output = '';
      const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      const base = `http://127.0.0.1:${env.PORT}`;
      const deadline = Date.now() + 90_000;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
        try {
          if ((await fetch(`${base}/api/health`)).ok) break;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return { child, base, output: () => output };
    }

    interface Sent {
      kind: 'deposit' | 'withdrawal' | 'tip';
      player: { id: number; token: string };
      path: string;
      body: Record<string, unknown>;
      /** The idempotency key (withdrawals, tips) or the txid (deposits). */
      key: string;
      /** HTTP status of the answer; null when the server died before answering. */
      status: number | null;
      uuid: string | null;
    }

    async function deliver(
      base: string,
      sent: Sent,
    ): Promise<{ status: number; uuid: string | null }> {
      const raw = JSON.stringify(sent.body);
      let headers: Record<string, string> = { 'content-type': 'application/json' };
      if (sent.kind === 'deposit') headers = signedHeaders(raw);
      else {
        headers.authorization = `Bearer ${sent.player.token}`;
        headers['idempotency-key'] = sent.key;
      }
      const res = await fetch(`${base}${sent.path}`, { method: 'POST', headers, body: raw });
      const body = (await res.json()) as {
        deposit?: { uuid: string };
        transaction?: { uuid: string };
      };
      return { status: res.status, uuid: body.deposit?.uuid ?? body.transaction?.uuid ?? null };
    }

    it('keeps every acknowledged operation exactly once and replays them after a restart', async () => {
      const rng = createRandom(Number(process.env.WORKLOAD_SEED ?? randomInt(2 ** 31 - 1)));
      const [port, wsPort] = [await freePort(), await freePort()];
      const env = {
        DATABASE_URL: scratch.url,
        PORT: String(port),
        WS_PORT: String(wsPort),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'casino-crash-')),
        SEED_DEMO: 'true',
        PAYMENT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        PUSHER_APP_SECRET: 'crash-test-pusher-secret-0123456789',
        LOG_LEVEL: 'warn',
      };
      const first = await startServer(env);

      // Players are made in-process on the same database (the server's own sign-up is rate
      // limited per address); their sessions live in the database, so the tokens work there.
      t = await createTestApp({ databaseUrl: scratch.url, seed: false });
      db = new pg.Client({ connectionString: scratch.url });
      await db.connect();
      const local = createClient(t.app);
      const players = await Promise.all(
        range(12).map(async () => {
          const p = await signUpPlayer(local, { currency: 'USD' });
          await t?.runtime.services.usersService.markEmailVerified(p.id);
          const res = await fetch(`${first.base}/api/wallet/depositwallet`, {
            method: 'POST',
            headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' },
            body: '{"symbol":"BTC"}',
          });
          const { address } = (await res.json()) as DepositWalletResponse;
          return { id: p.id, name: p.name, token: p.token, address };
        }),
      );
      const { rows: coins } = await db.query<{ id: number }>(
        `select id from entity_wallets where short_code = 'BTC'`,
      );
      const btcWalletId = coins[0]?.id ?? 0;

      let counter = 0;
      function nextOperation(): Sent {
        counter += 1;
        const player = rng.pick(players);
        const roll = rng.int(1, 10);
        if (roll <= 4) {
          const txid = `c0${String(counter).padStart(62, '0')}`;
          return {
            kind: 'deposit',
            player,
            path: '/api/wallet/webhook/generic',
            body: {
              coin: 'BTC',
              txid,
              vout: 0,
              address: player.address,
              amount: btc(rng.int(20_000, 100_000)),
              confirmations: 3,
            },
            key: txid,
            status: null,
            uuid: null,
          };
        }
        if (roll <= 6) {
          return {
            kind: 'withdrawal',
            player,
            path: '/api/wallet/request/withdrawal',
            body: {
              wallet_address: BTC_ADDRESS,
              entity_wallet_id: btcWalletId,
              amount: rng.int(2_000, 3_500) / 100,
            },
            key: `crash-w-${counter}`,
            status: null,
            uuid: null,
          };
        }
        let recipient = rng.pick(players);
        while (recipient === player) recipient = rng.pick(players);
        return {
          kind: 'tip',
          player,
          path: '/api/wallet/request/tip',
          body: { recipient: recipient.name, amount: rng.int(1, 1_500) / 100 },
          key: `crash-t-${counter}`,
          status: null,
          uuid: null,
        };
      }

      const sent: Sent[] = [];
      let isKilled = false;
      const load = Promise.all(
        range(24).map(async () => {
          while (!isKilled) {
            const operation = nextOperation();
            sent.push(operation);
            try {
              const answer = await deliver(first.base, operation);
              operation.status = answer.status;
              operation.uuid = answer.uuid;
            } catch {
              return; // the server is gone: this one was in flight
            }
          }
        }),
      );
      const acknowledged = () => sent.filter((s) => s.status === 200).length;
      const deadline = Date.now() + 60_000;
      while (acknowledged() < 300 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      isKilled = true;
      await stopChild(first.child);
      await load;

      const acked = sent.filter((s) => s.status === 200);
      const lost = sent.filter((s) => s.status === null);
      const refused = sent.filter((s) => s.status !== null && s.status !== 200);
      console.log(
        `crash test: ${sent.length} requests, ${acked.length} acknowledged, ${refused.length} refused, ${lost.length} in flight at SIGKILL`,
      );
      expect(acked.length).toBeGreaterThanOrEqual(300);
      expect(lost.length).toBeGreaterThan(0);
      // Refused by the rules (422), or a tip past the per-account limit (429): neither moves money.
      for (const s of refused) {
        expect([s.kind, s.status]).toEqual([
          s.kind,
          s.kind === 'tip' && s.status === 429 ? 429 : 422,
        ]);
      }

      const second = await startServer(env);
      expect((await t.runtime.services.ledgerService.verify()).problems).toEqual([]);

      /** The rows one operation left: its wallet row and its ledger transfers. */
      async function rowsOf(s: Sent): Promise<{ uuids: string[]; transfers: number }> {
        if (s.kind === 'deposit') {
          const { rows } = await db!.query<{ uuid: string; status: string }>(
            `select uuid::text, status from deposits where txid = $1`,
            [s.key],
          );
          const { rows: transfers } = await db!.query(
            `select id from ledger_transfers where idempotency_key = $1`,
            [`deposit:BTC:${s.key}:0`],
          );
          return { uuids: rows.map((r) => r.uuid), transfers: transfers.length };
        }
        const table = s.kind === 'withdrawal' ? 'withdrawals' : 'tips';
        const { rows } = await db!.query<{ uuid: string }>(
          `select uuid::text from ${table} where idempotency_key = $1`,
          [`${s.player.id}:${s.key}`],
        );
        const { rows: transfers } = await db!.query(
          `select id from ledger_transfers where reference = any($1::text[])`,
          [rows.map((r) => r.uuid)],
        );
        return { uuids: rows.map((r) => r.uuid), transfers: transfers.length };
      }

      // Every acknowledged operation survived the kill, exactly once.
      for (const s of acked) {
        expect(await rowsOf(s), `${s.kind} ${s.key}`).toEqual({ uuids: [s.uuid], transfers: 1 });
      }
      // Those in flight were applied once or not at all.
      for (const s of lost) {
        const { uuids, transfers } = await rowsOf(s);
        expect(uuids.length, `${s.kind} ${s.key}`).toBeLessThanOrEqual(1);
        expect(transfers, `${s.kind} ${s.key}`).toBe(uuids.length);
      }

      const snapshot = async () =>
        (
          await db!.query(
            `select code, balance, pending_debits, pending_credits from ledger_accounts order by id`,
          )
        ).rows;
      const counts = async () =>
        (
          await db!.query(
            `select (select count(*) from deposits) as deposits, (select count(*) from withdrawals) as withdrawals,
                    (select count(*) from tips) as tips, (select count(*) from ledger_transfers) as transfers`,
          )
        ).rows[0];

      // The clients retry everything after the restart, with the same keys.
      const retried = [...acked, ...lost];
      const firstRetry = await Promise.all(
        retried.map(async (s) => ({ s, answer: await deliver(second.base, s) })),
      );
      for (const { s, answer } of firstRetry) {
        if (s.status === 200) {
          expect(answer, `${s.kind} ${s.key}`).toEqual({ status: 200, uuid: s.uuid });
        } else {
          // Either the first attempt had committed (a replay) or it is applied now, once (or a
          // new tip meets the per-account limit and moves nothing).
          expect(s.kind === 'tip' ? [200, 422, 429] : [200, 422], `${s.kind} ${s.key}`).toContain(
            answer.status,
          );
          const { uuids } = await rowsOf(s);
          expect(uuids, `${s.kind} ${s.key}`).toEqual(answer.status === 200 ? [answer.uuid] : []);
        }
      }
      // A second retry of everything changes nothing at all.
      const [balancesBefore, countsBefore] = [await snapshot(), await counts()];
      const secondRetry = await Promise.all(
        firstRetry.map(async ({ s, answer }) => ({
          before: answer,
          after: await deliver(second.base, s),
        })),
      );
      for (const { before, after } of secondRetry) {
        if (before.status === 200) expect(after).toEqual(before);
      }
      expect(await snapshot()).toEqual(balancesBefore);
      expect(await counts()).toEqual(countsBefore);

      // The wallet tables and the ledger tell the same story.
      const { rows: cross } = await db.query<Record<string, string>>(
        `select
           (select coalesce(sum(balance), 0) from ledger_accounts where kind = 'player_cash') as cash,
           (select coalesce(sum(amount), 0) from deposits where status = 'confirmed') as deposited,
           (select coalesce(sum(pending_debits), 0) from ledger_accounts where kind = 'player_cash') as held,
           (select coalesce(sum(amount), 0) from withdrawals where status = 'pending') as pending,
           (select count(*) from tips) as tips,
           (select count(*) from ledger_transfers where type = 'tip') as tip_transfers,
           (select count(*) from withdrawals) as withdrawals,
           (select count(*) from ledger_transfers where type = 'withdrawal') as withdrawal_transfers`,
      );
      const totals = cross[0] ?? {};
      expect(totals.cash).toBe(totals.deposited);
      expect(totals.held).toBe(totals.pending);
      expect(totals.tips).toBe(totals.tip_transfers);
      expect(totals.withdrawals).toBe(totals.withdrawal_transfers);

      const verified = await t.runtime.services.ledgerService.verify();
      expect(verified.problems).toEqual([]);
      // The operator's own check, as it would be run after an incident.
      const cli = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'ledger:verify'], {
        cwd: SERVER_DIR,
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: scratch.url,
          DATA_DIR: env.DATA_DIR,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.add(cli);
      let cliOutput = '';
      cli.stdout?.on('data', (chunk: Buffer) => (cliOutput += chunk.toString()));
      cli.stderr?.on('data', (chunk: Buffer) => (cliOutput += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => cli.once('exit', resolve));
      children.delete(cli);
      expect(cliOutput).toContain('ledger ok');
      expect(code).toBe(0);
      await stopChild(second.child);
    }, 240_000);
  });
});
