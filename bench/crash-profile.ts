import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import pg from 'pg';

type Callback = (...args: unknown[]) => unknown;
type Wrappable = Record<string, (...args: unknown[]) => unknown>;

/** Wraps `method` so each call's time until its callback or promise settles is recorded. */
function timeCalls(
  target: Wrappable,
  method: string,
  record: (ms: number, args: unknown[]) => void,
) {
  const original = target[method] as (...args: unknown[]) => unknown;
  target[method] = function (this: unknown, ...args: unknown[]) {
    const t0 = performance.now();
    const done = () => record(performance.now() - t0, args);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = function (this: unknown, ...result: unknown[]) {
        done();
        return (last as Callback).apply(this, result);
      };
      return original.apply(this, args);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
  return () => (target[method] = original);
}

const statementOf = (args: unknown[]) => {
  const [first] = args;
  const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
  // The sampler's own query is not the server's.
  if (text?.includes('pg_stat_activity')) return null;
  return (text ?? '?').replace(/\s+/g, ' ').trim().slice(0, 90);
};

/** The machine's busy and total CPU time so far (/proc/stat, clock ticks), where readable. */
function machineCpu(): { busy: number; total: number } {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const total = fields.reduce((sum, v) => sum + (Number.isFinite(v) ? v : 0), 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

const SAMPLE_MS = 50;
/** An event loop turn longer than this is a stall worth explaining. */
const STALL_MS = 40;

/** The main thread's time on a CPU and waiting in the run queue, ms (/proc/self/schedstat). */
function mainThreadSchedule(): { ran: number; queued: number } | null {
  try {
    const [ran, queued] = readFileSync('/proc/self/schedstat', 'utf8').split(' ').map(Number);
    return { ran: (ran ?? 0) / 1e6, queued: (queued ?? 0) / 1e6 };
  } catch {
    return null;
  }
}

/**
 * Event loop stalls and what the main thread did in them: ran (this process's own work, GC
 * included), waited in the run queue (ready, but the CPUs were busy with other processes), or
 * neither (blocked, e.g. on a page fault). Checked every 10 ms.
 */
function watchStalls() {
  const stalls: { ms: number; ran: number; queued: number }[] = [];
  let last = performance.now();
  let lastSchedule = mainThreadSchedule();
  const first = lastSchedule;
  const timer = setInterval(() => {
    const now = performance.now();
    const schedule = mainThreadSchedule();
    if (now - last > STALL_MS && schedule && lastSchedule) {
      stalls.push({
        ms: now - last,
        ran: schedule.ran - lastSchedule.ran,
        queued: schedule.queued - lastSchedule.queued,
      });
    }
    last = now;
    lastSchedule = schedule;
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      const end = mainThreadSchedule();
      const sum = (pick: (s: (typeof stalls)[number]) => number) =>
        stalls.reduce((total, stall) => total + pick(stall), 0);
      return {
        count: stalls.length,
        ms: sum((s) => s.ms),
        ran: sum((s) => s.ran),
        queued: sum((s) => s.queued),
        /** The whole phase: the main thread's time waiting for a CPU. */
        queuedInPhase: end && first ? end.queued - first.queued : 0,
      };
    },
  };
}

/**
 * What the sessions on this database do, every SAMPLE_MS, from a connection of its own: how
 * many run a statement, wait in one and on what (a row lock shows as Lock/transactionid or
 * Lock/tuple), or sit idle inside a transaction waiting for the application's next statement.
 * PostgreSQL only.
 */
function sampleDatabaseWaits(databaseUrl: string | undefined) {
  const counts = new Map<string, number>();
  let samples = 0;
  if (!databaseUrl) return { stop: async () => null };
  const client = new pg.Client({ connectionString: databaseUrl });
  let stopped = false;
  const loop = (async () => {
    await client.connect();
    while (!stopped) {
      const { rows } = await client.query<{ what: string; n: number }>(
        `select case when state <> 'active' then state
                    else coalesce(wait_event_type || '/' || wait_event, 'running') end as what,
                count(*)::int as n
         from pg_stat_activity
         where datname = current_database() and state <> 'idle' and pid <> pg_backend_pid()
           and backend_type = 'client backend'
         group by 1`,
      );
      samples += 1;
      for (const row of rows) counts.set(row.what, (counts.get(row.what) ?? 0) + row.n);
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    }
    await client.end();
  })();
  return {
    /** Average sessions per sample in each state, busiest first. */
    async stop() {
      stopped = true;
      await loop;
      return [...counts.entries()]
        .map(([what, n]) => ({ what, average: n / Math.max(1, samples) }))
        .sort((a, b) => b.average - a.average);
    },
  };
}

/**
 * Where the time of a phase goes on PostgreSQL: every statement's time from send to answer
 * (node-postgres), the wait for a pooled connection, and the event loop's delay.
 */
export function startProfile(databaseUrl?: string) {
  const waits = sampleDatabaseWaits(databaseUrl);
  const statements = new Map<string, number[]>();
  const poolWaits: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const gcPauses: number[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcPauses.push(entry.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  const stalls = watchStalls();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const machine = machineCpu();
  const restore = [
    timeCalls(pg.Client.prototype as unknown as Wrappable, 'query', (ms, args) => {
      const key = statementOf(args);
      if (key === null) return;
      const times = statements.get(key);
      if (times) times.push(ms);
      else statements.set(key, [ms]);
    }),
    timeCalls(pg.Pool.prototype as unknown as Wrappable, 'connect', (ms) => poolWaits.push(ms)),
  ];
  return {
    async stop() {
      const database = await waits.stop();
      loop.disable();
      gc.disconnect();
      const stalled = stalls.stop();
      for (const undo of restore) undo();
      const wallMs = performance.now() - started;
      const used = process.cpuUsage(cpu);
      const machineNow = machineCpu();
      const ticks = machineNow.total - machine.total;
      const at = (values: number[], q: number) =>
        [...values].sort((a, b) => a - b)[
          Math.min(values.length - 1, Math.floor(q * values.length))
        ] ?? 0;
      const rows = [...statements.entries()]
        .map(([text, ms]) => ({ text, count: ms.length, total: ms.reduce((s, v) => s + v, 0), ms }))
        .sort((a, b) => b.total - a.total);
      return {
        wallMs,
        /** This process's CPU time over the wall time (1 = one core busy). */
        processCores: (used.user + used.system) / 1000 / wallMs,
        /** The whole machine's busy share (1 = every core busy). */
        machineBusy: ticks > 0 ? (machineNow.busy - machine.busy) / ticks : 0,
        database,
        stalls: stalled,
        gc: {
          count: gcPauses.length,
          totalMs: gcPauses.reduce((sum, v) => sum + v, 0),
          maxMs: Math.max(0, ...gcPauses),
        },
        eventLoop: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
        poolWait: { count: poolWaits.length, p50: at(poolWaits, 0.5), p99: at(poolWaits, 0.99) },
        statements: rows.map((r) => ({
          text: r.text,
          count: r.count,
          totalMs: r.total,
          p50: at(r.ms, 0.5),
          p99: at(r.ms, 0.99),
        })),
      };
    },
  };
}

export type Profile = Awaited<ReturnType<ReturnType<typeof startProfile>['stop']>>;

/** The phase's CPU, event loop and the statements that took the most time, as a table. */
export function printProfile(phase: string, profile: Profile, top = 10): void {
  console.log(
    `${phase} (${(profile.wallMs / 1000).toFixed(1)} s): this process ${(profile.processCores * 100).toFixed(0)} % of a core, machine ${(profile.machineBusy * 100).toFixed(0)} % busy; event loop delay p99 ${profile.eventLoop.p99.toFixed(1)} ms, max ${profile.eventLoop.max.toFixed(1)} ms; GC ${profile.gc.count} pauses, ${profile.gc.totalMs.toFixed(0)} ms in all, longest ${profile.gc.maxMs.toFixed(1)} ms`,
  );
  const { stalls } = profile;
  console.log(
    `main thread waited ${stalls.queuedInPhase.toFixed(0)} ms for a CPU in the phase; ${stalls.count} event loop stalls over ${STALL_MS} ms (${stalls.ms.toFixed(0)} ms): in them it ran ${stalls.ran.toFixed(0)} ms and waited ${stalls.queued.toFixed(0)} ms for a CPU`,
  );
  // node-postgres only: PGlite has no pool and no client to time.
  if (profile.poolWait.count === 0) return;
  const statements = profile.statements.reduce((sum, row) => sum + row.count, 0);
  console.log(
    `${statements} statements; waits for a pooled connection: ${profile.poolWait.count}, p50 ${profile.poolWait.p50.toFixed(1)} ms, p99 ${profile.poolWait.p99.toFixed(1)} ms`,
  );
  if (profile.database) {
    const states = profile.database.map((d) => `${d.what} ${d.average.toFixed(2)}`).join(', ');
    console.log(
      `database sessions not idle, average per ${SAMPLE_MS} ms sample: ${states || 'none'}`,
    );
  }
  console.log(`| statement (${phase}) | count | total ms | p50 ms | p99 ms |`);
  console.log('|---|---|---|---|---|');
  for (const row of profile.statements.slice(0, top)) {
    console.log(
      `| ${row.text.replace(/\|/g, '\\|')} | ${row.count} | ${row.totalMs.toFixed(0)} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} |`,
    );
  }
}
