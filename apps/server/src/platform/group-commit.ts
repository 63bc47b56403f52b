/**
 * Group commit (decisions 022 and 030): the money calls that arrive while this node's batches
 * are running wait and then go together, as one statement and one commit (the seamless
 * wallet's provider_money_batch, the ledger's ledger_transfer_batch). A call arriving when
 * nothing runs goes at once, a batch of one: no call waits for company. After a batch, its
 * slot stays taken for one turn of the event loop, so that the callers it answered, when they
 * send their next call at once, fill the next batch rather than trail it in small ones. Each
 * call still gets its own answer, and only once its batch has committed.
 *
 * A batch that fails as a whole wrote nothing. A failure the caller retries (a deadlock or a
 * serialization failure) is handed to every call of it (each retries as it would alone); any
 * other failure of a batch of many runs its calls again one by one, so one bad call never
 * fails the others.
 */
export function createBatcher<Call, Outcome>(options: {
  /** One batch's statement: an outcome or an error per call, in the calls' order. */
  run: (calls: Call[]) => Promise<(Outcome | Error)[]>;
  /** At most this many calls per batch (each is a subtransaction: PostgreSQL caches 64). */
  maxBatch: number;
  /** Batches that may run at once (each waits for its own commit). */
  maxRunning: number;
  /**
   * The rows a call locks (account ids). Two batches running at once never share one: a call
   * whose rows a running batch holds waits for the next batch, and so do the calls behind it
   * on those rows, which keeps their order. Batches thus never wait for each other's locks
   * on this node, and their commits overlap.
   */
  locksOf: (call: Call) => readonly number[];
  /** Whether a whole batch's failure is one each call retries on its own. */
  isRetryable: (error: unknown) => boolean;
}) {
  interface Waiting {
    call: Call;
    locks: readonly number[];
    resolve: (outcome: Outcome) => void;
    reject: (error: unknown) => void;
  }
  const queue: Waiting[] = [];
  /** The rows the running batches hold. */
  const held = new Set<number>();
  let running = 0;

  function settle(waiting: Waiting, result: Outcome | Error | undefined): void {
    if (result === undefined) waiting.reject(new Error('the batch answered no row for a call'));
    else if (result instanceof Error) waiting.reject(result);
    else waiting.resolve(result);
  }

  async function runBatch(batch: Waiting[]): Promise<void> {
    try {
      const results = await options.run(batch.map((w) => w.call));
      batch.forEach((waiting, i) => settle(waiting, results[i]));
    } catch (error) {
      if (batch.length === 1 || options.isRetryable(error)) {
        for (const waiting of batch) waiting.reject(error);
        return;
      }
      for (const waiting of batch) {
        try {
          settle(waiting, (await options.run([waiting.call]))[0]);
        } catch (alone) {
          waiting.reject(alone);
        }
      }
    }
  }

  /** The next batch: queued calls in order, but none on rows held or left behind. */
  function takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const left: Waiting[] = [];
    const leftLocks = new Set<number>();
    for (const waiting of queue) {
      const free =
        batch.length < options.maxBatch &&
        waiting.locks.every((lock) => !held.has(lock) && !leftLocks.has(lock));
      if (free) {
        batch.push(waiting);
      } else {
        left.push(waiting);
        for (const lock of waiting.locks) leftLocks.add(lock);
      }
    }
    queue.splice(0, queue.length, ...left);
    return batch;
  }

  function pump(): void {
    while (running < options.maxRunning && queue.length > 0) {
      const batch = takeBatch();
      if (batch.length === 0) return;
      const locks = batch.flatMap((waiting) => waiting.locks);
      for (const lock of locks) held.add(lock);
      running += 1;
      void runBatch(batch).finally(() => {
        for (const lock of locks) held.delete(lock);
        // The slot stays taken until the callers just answered have had their turn: those
        // that send their next call at once join the next batch instead of trailing it.
        setImmediate(() => {
          running -= 1;
          pump();
        });
      });
    }
  }

  return {
    submit(call: Call): Promise<Outcome> {
      return new Promise<Outcome>((resolve, reject) => {
        queue.push({ call, locks: options.locksOf(call), resolve, reject });
        pump();
      });
    },
  };
}
