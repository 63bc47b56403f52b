import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../../db/client';
import { createScratchDatabase, postgresTestUrl } from '../../test/harness';
import { createRandom } from '../../test/random';
import { createLedgerRepository } from './ledger.repository';

const serverUrl = postgresTestUrl();
const drivers = [
  { name: 'PGlite', url: null as string | null },
  ...(serverUrl ? [{ name: 'PostgreSQL', url: serverUrl }] : []),
];

/** One transfer as both functions take it; accounts are numbered 0..n within a twin set. */
interface Planned {
  key: string;
  type: string;
  debit: number;
  credit: number;
  amount: number;
  currency: string;
  pending: boolean;
  reference: string | null;
}

/** What a transfer answered: its error name, or whether it was a replay and of which transfer. */
type Outcome = { error: string } | { replayed: boolean; transfer: number };

const ACCOUNTS = 6;

/**
 * ledger_transfer_batch (decision 030) decides every transfer as ledger_transfer would alone.
 * The same random plan (shortfalls, holds, replays, reused keys, a key twice in one batch,
 * unknown accounts, other currencies, zero amounts) runs on two identical sets of accounts:
 * through the batch function (as the repository calls it) in random-sized batches, and one by
 * one through ledger_transfer.
 * Every answer and every final balance must agree.
 */
describe.each(drivers)('ledger_transfer_batch on $name', ({ url }) => {
  let database: DatabaseHandle;
  let drop: (() => Promise<void>) | null = null;
  let repository: ReturnType<typeof createLedgerRepository>;

  beforeAll(async () => {
    if (url) {
      const scratch = await createScratchDatabase(url);
      drop = scratch.drop;
      database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
    } else {
      database = await openDatabase({ dataDir: null });
    }
    await database.migrate();
    repository = createLedgerRepository(database.db, { prepared: database.prepared });
  });
  afterAll(async () => {
    await database.close();
    await drop?.();
  });

  /** ACCOUNTS accounts (the last one in EUR, the first allowed below zero); their ids. */
  async function twinAccounts(set: string): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      database.db,
      sql`insert into ledger_accounts (code, kind, user_id, currency, allow_negative, balance)
        select ${set} || ':' || g, 'player_cash', null,
          case when g = ${ACCOUNTS - 1} then 'EUR' else 'USD' end, g = 0,
          case when g = 0 then 0 else 500 end
        from generate_series(0, ${ACCOUNTS - 1}) g
        order by g
        returning id`,
    );
    return rows.map((row) => Number(row.id));
  }

  /**
   * `hazard` scales every odd event (replays, reused keys, unknown accounts, other currencies,
   * zero amounts): 1 gives a refusal in most batches, a tenth gives mostly clean batches (the
   * common case in production), where a refusal can only be for funds.
   */
  function plan(seed: number, count: number, hazard = 1) {
    const random = createRandom(seed);
    let oddEvents = 0;
    const odd = (p: number) => random.chance(p * hazard) && (oddEvents += 1) > 0;
    /** Batches of several transfers with no odd event: refused, if at all, for funds only. */
    let calm = 0;
    /** The transfer with one field changed: its key reused for other content. */
    const changedOne = (transfer: Planned): Planned => {
      switch (random.int(0, 3)) {
        case 0:
          return { ...transfer, amount: transfer.amount + 1 };
        case 1:
          return { ...transfer, reference: transfer.reference ? null : 'other' };
        case 2:
          return { ...transfer, pending: !transfer.pending };
        default:
          return { ...transfer, type: `${transfer.type}x` };
      }
    };
    // Now and then an account that does not exist (number ACCOUNTS).
    const account = () => (odd(0.03) ? ACCOUNTS : random.int(0, ACCOUNTS - 1));
    const made: Planned[] = [];
    const batches: Planned[][] = [];
    while (made.length < count) {
      const batch: Planned[] = [];
      const oddBefore = oddEvents;
      for (let size = random.int(1, 12); size > 0; size -= 1) {
        const earlier = made.length > 0 && odd(0.15) ? random.pick(made) : null;
        let transfer: Planned;
        if (earlier && random.chance(0.6)) {
          transfer = { ...earlier };
        } else if (earlier) {
          transfer = changedOne(earlier);
        } else {
          transfer = {
            key: `k${seed}:${made.length}`,
            type: random.pick(['tip', 'bet', 'win']),
            debit: account(),
            credit: account(),
            amount: odd(0.03) ? 0 : random.int(1, 300),
            currency: odd(0.05) ? 'EUR' : 'USD',
            pending: random.chance(0.2),
            reference: random.chance(0.5) ? `ref${random.int(1, 5)}` : null,
          };
        }
        made.push(transfer);
        batch.push(transfer);
        // Sometimes the same key again in the same batch, as it was or changed.
        if (odd(0.05)) batch.push({ ...transfer });
        if (odd(0.05)) batch.push(changedOne(transfer));
      }
      batches.push(batch);
      if (batch.length > 1 && oddEvents === oddBefore) calm += 1;
    }
    return { batches, calm };
  }

  /** The account id of a planned account number; one past the set is an account that does not exist. */
  const idOf = (ids: number[], n: number) => (n < ids.length ? ids[n]! : 2_000_000_000);

  it.each([
    [20261125, 1],
    [7, 1],
    [424242, 1],
    [99, 0.1],
    [2027, 0.1],
  ])('agrees with ledger_transfer one by one (seed %i, hazard %d)', async (seed, hazard) => {
    const { batches, calm } = plan(seed, 400, hazard);
    const batchIds = await twinAccounts(`batch${seed}`);
    const aloneIds = await twinAccounts(`alone${seed}`);
    const batchOutcomes: Outcome[] = [];
    const aloneOutcomes: Outcome[] = [];
    /** Transfer ids of each set, numbered in the order they were made: comparable across sets. */
    const numbering = { batch: new Map<number, number>(), alone: new Map<number, number>() };
    const number = (which: 'batch' | 'alone', id: number) => {
      const map = numbering[which];
      if (!map.has(id)) map.set(id, map.size);
      return map.get(id)!;
    };

    for (const batch of batches) {
      // Through the repository, as the ledger's batcher sends it.
      const results = await repository.transferBatch(
        batch.map((t) => ({
          key: `b:${t.key}`,
          type: t.type,
          debitAccountId: idOf(batchIds, t.debit),
          creditAccountId: idOf(batchIds, t.credit),
          amount: t.amount,
          currency: t.currency,
          pending: t.pending,
          reference: t.reference,
          reversesId: null,
          metadata: {},
        })),
      );
      expect(results).toHaveLength(batch.length);
      for (const result of results) {
        expect(result).toBeDefined();
        batchOutcomes.push(
          result instanceof Error
            ? { error: result.message }
            : { replayed: result.replayed, transfer: number('batch', result.transferId) },
        );
      }

      for (const t of batch) {
        try {
          const [row] = await queryRows<{ transfer_id: string; replayed: boolean }>(
            database.db,
            sql`select * from ledger_transfer(${`a:${t.key}`}, ${t.type},
              ${idOf(aloneIds, t.debit)}::integer,
              ${idOf(aloneIds, t.credit)}::integer,
              ${t.amount}::bigint, ${t.currency}, ${t.pending}, ${t.reference}, null, '{}'::jsonb)`,
          );
          aloneOutcomes.push({
            replayed: row!.replayed,
            transfer: number('alone', Number(row!.transfer_id)),
          });
        } catch (error) {
          const cause = (error as { cause?: { message?: string } }).cause;
          aloneOutcomes.push({ error: cause?.message ?? (error as Error).message });
        }
      }
    }

    expect(batchOutcomes).toEqual(aloneOutcomes);
    const errors = new Set(aloneOutcomes.flatMap((o) => ('error' in o ? [o.error] : [])));
    if (hazard === 1) {
      // Every kind of answer came up.
      expect([...errors].sort()).toEqual(
        expect.arrayContaining([
          'IDEMPOTENCY_KEY_REUSED',
          'INSUFFICIENT_FUNDS',
          'LEDGER_ACCOUNT_MISMATCH',
          'LEDGER_INVALID_AMOUNT',
        ]),
      );
      expect(aloneOutcomes.some((o) => 'replayed' in o && o.replayed)).toBe(true);
    } else {
      // Mostly clean batches, and shortfalls still met within them.
      expect(calm).toBeGreaterThan(30);
      expect(errors.has('INSUFFICIENT_FUNDS')).toBe(true);
    }

    const figures = async (ids: number[]) =>
      queryRows<{ balance: string; pending_debits: string; pending_credits: string }>(
        database.db,
        sql`select balance, pending_debits, pending_credits from ledger_accounts
          where id in ${ids} order by id`,
      );
    expect(await figures(batchIds)).toEqual(await figures(aloneIds));
  });
});
