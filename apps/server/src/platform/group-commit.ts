/**
 * Group commit (decisions 022 and 030): the money calls that arrive while this node's batches
 * are running wait and then go together, as one statement and one commit (the seamless
 * wallet's provider_money_batch, the ledger's ledger_transfer_batch). A call arriving when
 * nothing runs goes at once, a batch of one: no call waits for company. Each call still gets
 * its own answer, and only once its batch has committed.
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
  /**
   * Calls of one lane go in one batch at a time; lanes run side by side. Calls that lock the
   * same rows belong in the same lane, so that lanes never wait for each other's locks.
   */
  laneOf: (call: Call) => number;
  /** Whether a whole batch's failure is one each call retries on its own. */
  isRetryable: (error: unknown) => boolean;
}) {
  interface Waiting {
    call: Call;
    resolve: (outcome: Outcome) => void;
    reject: (error: unknown) => void;
  }
  const lanes = new Map<number, { queue: Waiting[]; running: boolean }>();

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

  function pump(lane: { queue: Waiting[]; running: boolean }): void {
    if (lane.running || lane.queue.length === 0) return;
    lane.running = true;
    void runBatch(lane.queue.splice(0, options.maxBatch)).finally(() => {
      lane.running = false;
      pump(lane);
    });
  }

  return {
    submit(call: Call): Promise<Outcome> {
      return new Promise<Outcome>((resolve, reject) => {
        const key = options.laneOf(call);
        let lane = lanes.get(key);
        if (!lane) {
          lane = { queue: [], running: false };
          lanes.set(key, lane);
        }
        lane.queue.push({ call, resolve, reject });
        pump(lane);
      });
    },
  };
}
