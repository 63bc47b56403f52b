/**
 * The database's clock as seen from this process. Round times are stamped by PostgreSQL
 * (`clock_timestamp()`), so every node decides bets and cash-outs by one clock; a leader
 * schedules its timers and stamps its messages with this estimate of it.
 */
export interface DatabaseClock {
  /** Epoch milliseconds on the database's clock, estimated locally. */
  now(): number;
  /** Measures the offset again (one query). */
  sync(): Promise<void>;
}

export function createDatabaseClock(readDatabaseNow: () => Promise<number>): DatabaseClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    async sync() {
      const before = Date.now();
      const databaseNow = await readDatabaseNow();
      const after = Date.now();
      // The answer was read about halfway through the round trip.
      offset = databaseNow - (before + after) / 2;
    },
  };
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted || ms <= 0) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
