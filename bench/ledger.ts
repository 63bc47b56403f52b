import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { createScratchDatabase } from '../apps/server/src/test/harness';
import { createLedgerRepository } from '../apps/server/src/modules/ledger/ledger.repository';
import { createLedgerService } from '../apps/server/src/modules/ledger/ledger.service';
import { createEventBus } from '../apps/server/src/platform/events';
import { machineTicks } from './machine';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CLIENTS = 16;
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 20);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1_000);
/** Minor units each account starts with: far more than a run can spend. */
const START_BALANCE = 1_000_000_000;
const CURRENCY = 'USD';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const randomAccount = () => 1 + Math.floor(Math.random() * ACCOUNTS);
const randomAmount = () => 1 + Math.floor(Math.random() * 100);

interface Measurement {
  count: number;
  seconds: number;
  latencies: number[];
  /** CPU time used meanwhile, in seconds: by this process, and by the whole machine. */
  nodeCpu: number;
  machineCpu: number;
}

/** `work` from CLIENTS concurrent clients, each waiting for its answer, for the duration. */
async function measure(work: () => Promise<unknown>, seconds = DURATION_SECONDS) {
  const latencies: number[] = [];
  const nodeBefore = process.cpuUsage();
  const machineBefore = machineTicks();
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    range(CLIENTS).map(async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        await work();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const node = process.cpuUsage(nodeBefore);
  const machine = machineTicks();
  const busyShare =
    (machine.busy - machineBefore.busy) / Math.max(1, machine.total - machineBefore.total);
  return {
    count: latencies.length,
    seconds: elapsed,
    latencies,
    nodeCpu: (node.user + node.system) / 1e6,
    machineCpu: busyShare * cpus().length * elapsed,
  };
}

function summarise(rounds: Measurement[]) {
  const count = rounds.reduce((sum, r) => sum + r.count, 0);
  const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0);
  const latencies = rounds.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const cores = (cpu: number) => cpu / seconds;
  return {
    tps: count / seconds,
    p50: at(0.5),
    p99: at(0.99),
    count,
    nodeCores: cores(rounds.reduce((sum, r) => sum + r.nodeCpu, 0)),
    machineCores: cores(rounds.reduce((sum, r) => sum + r.machineCpu, 0)),
  };
}

/** Counts the statements node-postgres sends while `work` runs (BEGIN and COMMIT included). */
async function countStatements(work: () => Promise<unknown>) {
  const statements: string[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string })?.text;
    statements.push((text ?? '?').replace(/\s+/g, ' ').trim().slice(0, 60));
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return statements;
}

/**
 * The ledger's write path: `ledgerService.transfer` (a tip between two random players: one call
 * of the ledger_transfer SQL function) from 16 concurrent clients, against a
 * single-statement conditional UPDATE of one row (autocommit) from 16 clients through
 * node-postgres, on the same PostgreSQL and the same number of rows. Rounds alternate
 * (baseline, ledger, ...) so a noisy machine hurts both alike; the ratio is what to read.
 * Two more cases call the same SQL function directly through node-postgres (unnamed, then as a
 * named prepared statement), to tell the function's own cost from the service's (Drizzle)
 * overhead and from parsing and planning the call each time.
 */
export async function benchLedger(): Promise<void> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log(
      'skipped: set BENCH_DATABASE_URL to a PostgreSQL server (a scratch database is made)',
    );
    return;
  }
  const scratch = await createScratchDatabase(serverUrl);
  const database = await openDatabase({
    databaseUrl: scratch.url,
    dataDir: null,
    poolSize: POOL_SIZE,
  });
  const raw = new pg.Pool({ connectionString: scratch.url, max: POOL_SIZE });
  // The scratch database is dropped with force at the end: an idle client's error is expected.
  raw.on('error', () => {});
  try {
    await database.migrate();
    const ledgerService = createLedgerService({
      db: database.db,
      ledgerRepository: createLedgerRepository(database.db, { prepared: database.prepared }),
      events: createEventBus(),
    });
    const runId = randomBytes(4).toString('hex');
    let keyCounter = 0;
    const nextKey = () => `bench:${runId}:${(keyCounter += 1)}`;

    // N funded player accounts, through the ledger like any deposit.
    const fundingQueue = range(ACCOUNTS).map((i) => i + 1);
    await Promise.all(
      range(CLIENTS).map(async () => {
        for (let userId = fundingQueue.shift(); userId; userId = fundingQueue.shift()) {
          await ledgerService.transfer({
            key: nextKey(),
            type: 'deposit',
            debit: { kind: 'deposit_clearing' },
            credit: { kind: 'player_cash', userId },
            amount: START_BALANCE,
            currency: CURRENCY,
          });
        }
      }),
    );
    const { rows: accountRows } = await raw.query<{ id: number; user_id: number }>(
      `select id, user_id from ledger_accounts where kind = 'player_cash' order by user_id`,
    );
    const accountIdOf = new Map(accountRows.map((row) => [row.user_id, row.id]));

    await raw.query(
      `create table bench_accounts (id integer primary key, balance bigint not null)`,
    );
    await raw.query(
      `insert into bench_accounts select g, $1 from generate_series(1, $2::integer) g`,
      [START_BALANCE, ACCOUNTS],
    );
    await raw.query('analyze');

    const baseline = async () => {
      await raw.query(
        'UPDATE bench_accounts SET balance = balance - $1 WHERE id = $2 AND balance >= $1',
        [randomAmount(), randomAccount()],
      );
    };
    const pair = () => {
      const from = randomAccount();
      let to = randomAccount();
      while (to === from) to = randomAccount();
      return [from, to] as const;
    };
    const ledger = async () => {
      const [from, to] = pair();
      await ledgerService.transfer({
        key: nextKey(),
        type: 'tip',
        debit: { kind: 'player_cash', userId: from },
        credit: { kind: 'player_cash', userId: to },
        amount: randomAmount(),
        currency: CURRENCY,
      });
    };
    const callFunction = (name?: string) => async () => {
      const [from, to] = pair();
      await raw.query({
        ...(name ? { name } : {}),
        text: `select * from ledger_transfer($1, 'tip', $2::integer, $3::integer, $4::bigint, $5, false, null, null, '{}'::jsonb)`,
        values: [nextKey(), accountIdOf.get(from), accountIdOf.get(to), randomAmount(), CURRENCY],
      });
    };
    const sqlFunction = callFunction();
    // A named statement is parsed and planned once per connection, not on every call.
    const sqlFunctionPrepared = callFunction('bench_ledger_transfer');

    const statements = await countStatements(async () => {
      for (let i = 0; i < 100; i += 1) await ledger();
    });
    const perTransfer = statements.length / 100;
    const shapes = [...new Set(statements.map((s) => s.split('(')[0]))];

    // Warm-up: plans cached, connections open, JIT settled.
    for (const work of [baseline, ledger, sqlFunction, sqlFunctionPrepared]) await measure(work, 1);

    const cases = {
      baseline: [] as Measurement[],
      ledger: [] as Measurement[],
      sqlFunction: [] as Measurement[],
      sqlFunctionPrepared: [] as Measurement[],
    };
    const perRound: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const b = await measure(baseline);
      const l = await measure(ledger);
      const f = await measure(sqlFunction);
      const p = await measure(sqlFunctionPrepared);
      cases.baseline.push(b);
      cases.ledger.push(l);
      cases.sqlFunction.push(f);
      cases.sqlFunctionPrepared.push(p);
      const tps = (m: Measurement) => m.count / m.seconds;
      perRound.push(
        `round ${round}: baseline ${tps(b).toFixed(0)}/s, ledger ${tps(l).toFixed(0)}/s (${(tps(l) / tps(b)).toFixed(2)}), function ${tps(f).toFixed(0)}/s, prepared ${tps(p).toFixed(0)}/s`,
      );
    }

    const report = await ledgerService.verify();
    if (!report.ok) throw new Error(`ledger not ok after the bench: ${report.problems.join('; ')}`);

    const base = summarise(cases.baseline);
    const rows = [
      ['raw conditional UPDATE, autocommit (baseline)', base],
      ['ledgerService.transfer (tip)', summarise(cases.ledger)],
      ['ledger_transfer() called directly, autocommit', summarise(cases.sqlFunction)],
      [
        'ledger_transfer() directly, named (prepared) statement',
        summarise(cases.sqlFunctionPrepared),
      ],
    ] as const;
    console.log(
      `PostgreSQL, ${ACCOUNTS} accounts, ${CLIENTS} clients, pool ${POOL_SIZE}, ${ROUNDS} alternating rounds of ${DURATION_SECONDS} s`,
    );
    // CPU in use while a case ran (cores): this process's, and the machine's (PostgreSQL, this
    // process and anything else running). A case below the machine's cores waits, not computes.
    console.log(
      '| case | ops | ops/s | p50 ms | p99 ms | node cores | machine cores busy | ratio to baseline |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [name, r] of rows) {
      console.log(
        `| ${name} | ${r.count} | ${r.tps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.nodeCores.toFixed(2)} | ${r.machineCores.toFixed(2)} | ${(r.tps / base.tps).toFixed(3)} |`,
      );
    }
    for (const line of perRound) console.log(line);
    console.log(
      `statements per ledger transfer: ${perTransfer} (${shapes.join(' | ')}); ledger verify ok, ${report.accounts} accounts`,
    );
  } finally {
    await raw.end();
    await database.close();
    await scratch.drop();
  }
}
