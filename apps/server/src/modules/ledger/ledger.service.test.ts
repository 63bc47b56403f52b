import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../../db/client';
import { users } from '../../db/schema';
import { createEventBus, type DomainEvents } from '../../platform/events';
import { createScratchDatabase, postgresTestUrl } from '../../test/harness';
import { createLedgerRepository } from './ledger.repository';
import { createLedgerService, type LedgerService } from './ledger.service';

const serverUrl = postgresTestUrl();
const drivers = [
  { name: 'PGlite', url: null as string | null },
  ...(serverUrl ? [{ name: 'PostgreSQL', url: serverUrl }] : []),
];

describe.each(drivers)('ledger on $name', ({ url }) => {
  let database: DatabaseHandle;
  let ledger: LedgerService;
  let drop: (() => Promise<void>) | null = null;
  const changed: DomainEvents['BalanceChanged'][] = [];
  let alice = 0;
  let bob = 0;

  beforeAll(async () => {
    if (url) {
      const scratch = await createScratchDatabase(url);
      drop = scratch.drop;
      database = await openDatabase({ databaseUrl: scratch.url, dataDir: null, poolSize: 24 });
    } else {
      database = await openDatabase({ dataDir: null });
    }
    await database.migrate();
    const events = createEventBus();
    events.on('BalanceChanged', (event) => changed.push(event));
    ledger = createLedgerService({
      db: database.db,
      ledgerRepository: createLedgerRepository(database.db, { prepared: database.prepared }),
      events,
    });
    const inserted = await database.db
      .insert(users)
      .values(
        ['Alice Ledger', 'Bobby Ledger'].map((name, i) => ({
          name,
          email: `ledger${i}@example.com`,
          passwordHash: 'x',
          refCode: `ledger${i}`,
          currency: 'USD' as const,
        })),
      )
      .returning({ id: users.id });
    alice = inserted[0]?.id ?? 0;
    bob = inserted[1]?.id ?? 0;
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
  });

  const deposit = (userId: number, amount: number, key: string, currency = 'USD') =>
    ledger.transfer({
      key,
      type: 'deposit',
      debit: { kind: 'deposit_clearing' },
      credit: { kind: 'player_cash', userId },
      amount,
      currency,
    });
  /** A withdrawal's hold: a pending transfer out of the player's cash. */
  const placeHold = (userId: number, amount: number, key: string) =>
    ledger.transfer({
      key,
      type: 'withdrawal',
      debit: { kind: 'player_cash', userId },
      credit: { kind: 'withdrawal_clearing' },
      amount,
      currency: 'USD',
      pending: true,
    });
  const sendTip = (from: number, to: number, amount: number, key: string) =>
    ledger.transfer({
      key,
      type: 'tip',
      debit: { kind: 'player_cash', userId: from },
      credit: { kind: 'player_cash', userId: to },
      amount,
      currency: 'USD',
    });

  it('credits a deposit once, however often the same key is replayed', async () => {
    const first = await deposit(alice, 10_000, 'test:deposit:1');
    const again = await deposit(alice, 10_000, 'test:deposit:1');
    expect(again).toEqual({ transferId: first.transferId, replayed: true });
    expect((await ledger.getPlayerBalances(alice, 'USD')).w_balance).toBe(10_000);
    expect(changed.filter((e) => e.userId === alice)).toHaveLength(1);
  });

  it('refuses the same key with different content and changes nothing', async () => {
    await expect(deposit(alice, 99_999, 'test:deposit:1')).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect((await ledger.getPlayerBalances(alice, 'USD')).w_balance).toBe(10_000);
  });

  it('never lets a player account go below zero', async () => {
    await expect(sendTip(bob, alice, 1, 'test:tip:too-much')).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    // The refused transfer left no row behind: the key is free for a real attempt later.
    expect(await ledger.findTransferByKey('test:tip:too-much')).toBeNull();
  });

  it('holds money with a pending transfer, then posts or voids it exactly once', async () => {
    const hold = await placeHold(alice, 4_000, 'test:withdrawal:1');
    expect(await ledger.getPlayerBalances(alice, 'USD')).toMatchObject({
      cash: 10_000,
      held: 4_000,
      w_balance: 6_000,
      balance: 6_000,
    });
    expect(await ledger.post(hold.transferId)).toBe(true);
    expect(await ledger.post(hold.transferId)).toBe(false);
    await expect(ledger.void(hold.transferId)).rejects.toThrow(/LEDGER_TRANSFER_SETTLED/);
    expect(await ledger.getPlayerBalances(alice, 'USD')).toMatchObject({ cash: 6_000, held: 0 });

    const second = await placeHold(alice, 6_000, 'test:withdrawal:2');
    expect(await ledger.void(second.transferId)).toBe(true);
    expect(await ledger.void(second.transferId)).toBe(false);
    await expect(ledger.post(second.transferId)).rejects.toThrow(/LEDGER_TRANSFER_SETTLED/);
    expect((await ledger.getPlayerBalances(alice, 'USD')).w_balance).toBe(6_000);
  });

  it('reverses a posted transfer with a new opposite one', async () => {
    const tip = await sendTip(alice, bob, 1_000, 'test:tip:1');
    await ledger.reverse(tip.transferId, 'test:tip:1:reversal');
    expect((await ledger.getPlayerBalances(bob, 'USD')).w_balance).toBe(0);
    expect((await ledger.getPlayerBalances(alice, 'USD')).w_balance).toBe(6_000);
    const original = await ledger.findTransferById(tip.transferId);
    expect(original?.status).toBe('posted');
  });

  it('verifies, and names the account whose balance was tampered with', async () => {
    expect(await ledger.verify()).toMatchObject({ ok: true, problems: [] });
    await database.db.execute(
      sql`update ledger_accounts set balance = balance + 1 where code = ${`player_cash:${alice}:USD`}`,
    );
    const report = await ledger.verify();
    expect(report.ok).toBe(false);
    expect(report.problems.join('\n')).toContain(`player_cash:${alice}:USD`);
    expect(report.problems.join('\n')).toContain('currency USD');
    await database.db.execute(
      sql`update ledger_accounts set balance = balance - 1 where code = ${`player_cash:${alice}:USD`}`,
    );
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('places exactly one hold when twenty requests race for the whole balance', async () => {
    const { w_balance } = await ledger.getPlayerBalances(alice, 'USD');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => placeHold(alice, w_balance, `test:race:${i}`)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect(result.reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    }
    expect((await ledger.getPlayerBalances(alice, 'USD')).w_balance).toBe(0);
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('moves money both ways between two players concurrently without deadlock or loss', async () => {
    await deposit(bob, 5_000, 'test:deposit:bob');
    await deposit(alice, 5_000, 'test:deposit:alice-2');
    const moves = Array.from({ length: 40 }, (_, i) => {
      const [from, to] = i % 2 === 0 ? [alice, bob] : [bob, alice];
      return sendTip(from, to, 100, `test:pingpong:${i}`);
    });
    await Promise.all(moves);
    const a = await ledger.getPlayerBalances(alice, 'USD');
    const b = await ledger.getPlayerBalances(bob, 'USD');
    expect(a.w_balance + b.w_balance).toBe(10_000);
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('commits lone transfers sent at once together, each with its own answer (decision 030)', async () => {
    const players = await database.db
      .insert(users)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          name: `Batch Player ${i}`,
          email: `ledger-batch${i}@example.com`,
          passwordHash: 'x',
          refCode: `ledgerbatch${i}`,
          currency: 'USD' as const,
        })),
      )
      .returning({ id: users.id });
    const ids = players.map((player) => player.id);
    for (const id of ids) await deposit(id, 1_000, `test:batch:fund:${id}`);
    const tips = Array.from({ length: 40 }, (_, i) =>
      sendTip(ids[i % 6]!, ids[(i + 1) % 6]!, 10, `test:batch:tip:${i}`),
    );
    // One tip beyond its sender's balance, and one key sent three times at once.
    const tooBig = sendTip(ids[0]!, ids[3]!, 5_000, 'test:batch:too-big');
    const twins = [0, 1, 2].map(() => sendTip(ids[4]!, ids[5]!, 7, 'test:batch:twin'));
    const [tipResults, tooBigResult, twinResults] = await Promise.all([
      Promise.allSettled(tips),
      Promise.allSettled([tooBig]),
      Promise.all(twins),
    ]);
    expect(tipResults.every((result) => result.status === 'fulfilled')).toBe(true);
    expect(tooBigResult[0]).toMatchObject({
      status: 'rejected',
      reason: { code: 'INSUFFICIENT_FUNDS' },
    });
    expect(new Set(twinResults.map((result) => result.transferId)).size).toBe(1);
    expect(twinResults.filter((result) => !result.replayed)).toHaveLength(1);
    const [row] = await queryRows<{ transfers: number; commits: number }>(
      database.db,
      sql`select count(*)::int as transfers, count(distinct created_at)::int as commits
        from ledger_transfers where idempotency_key like 'test:batch:%'
          and idempotency_key not like 'test:batch:fund:%'`,
    );
    // 41 transfers (the refused one wrote nothing), in fewer commits: a transaction's rows
    // share its clock.
    expect(row?.transfers).toBe(41);
    expect(row?.commits).toBeLessThan(41);
    const expected = ids.map(() => 1_000);
    for (let i = 0; i < 40; i += 1) {
      expected[i % 6]! -= 10;
      expected[(i + 1) % 6]! += 10;
    }
    // The twins moved 7 once.
    expected[4]! -= 7;
    expected[5]! += 7;
    const balances = await Promise.all(ids.map((id) => ledger.getPlayerBalances(id, 'USD')));
    expect(balances.map((balance) => balance.w_balance)).toEqual(expected);
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('reads the header balance in the player’s own currency: cash less holds plus bonus', async () => {
    const [carol] = await database.db
      .insert(users)
      .values({
        name: 'Carol Ledger',
        email: 'ledger-carol@example.com',
        passwordHash: 'x',
        refCode: 'ledgercarol',
        currency: 'USD' as const,
      })
      .returning({ id: users.id });
    const id = carol!.id;
    // No account yet: 0, and no such player: null.
    expect(await ledger.balanceInProfileCurrency(id)).toBe(0);
    expect(await ledger.balanceInProfileCurrency(id + 10_000)).toBeNull();
    await deposit(id, 5_000, 'test:deposit:carol');
    const bonus = { kind: 'player_bonus' as const, userId: id };
    const grant = { kind: 'bonus_pool' as const };
    await ledger.transfer({
      key: 'test:bonus:carol',
      type: 'bonus',
      debit: grant,
      credit: bonus,
      amount: 700,
      currency: 'USD',
    });
    await placeHold(id, 1_000, 'test:hold:carol');
    await deposit(id, 300, 'test:deposit:carol-eur', 'EUR');
    const usd = await ledger.getPlayerBalances(id, 'USD');
    expect(await ledger.balanceInProfileCurrency(id)).toBe(usd.balance);
    expect(usd.balance).toBe(5_000 - 1_000 + 700);
    // GET /api/user's one read agrees, and counts the one deposit in dollars.
    expect(await ledger.getPlayerFunds(id, 'USD')).toEqual({ ...usd, total_deposits: 1 });
    expect(await ledger.getPlayerFunds(id, 'EUR')).toMatchObject({
      balance: 300,
      total_deposits: 1,
    });
    expect(await ledger.getPlayerFunds(id + 10_000, 'USD')).toMatchObject({
      balance: 0,
      total_deposits: 0,
    });
    // The player switches to euros: the header follows their profile's currency.
    await database.db.execute(sql`update users set currency = 'EUR' where id = ${id}`);
    expect(await ledger.balanceInProfileCurrency(id)).toBe(300);
  });
});
