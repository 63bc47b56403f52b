import { describe, expect, it } from 'vitest';
import { createBatcher } from './group-commit';

/** As the ledger says: a deadlock (40P01) or serialization failure (40001) is tried again. */
const isRetryable = (error: unknown) =>
  ['40P01', '40001'].includes((error as { code?: string }).code ?? '');

/**
 * A call: the row it locks (`lane`) or rows (`locks`), its value, and whether the statement
 * refuses it or fails on it.
 */
interface Call {
  lane: number;
  locks?: number[];
  value: number;
  refuse?: boolean;
  poison?: boolean;
}

/**
 * A fake batch statement that records each batch and waits for the test to finish it, so the
 * test decides what arrives while a batch runs.
 */
function harness(options: { maxBatch?: number; failWith?: (calls: Call[]) => unknown } = {}) {
  const batches: number[][] = [];
  const pending: (() => void)[] = [];
  const batcher = createBatcher<Call, number>({
    maxBatch: options.maxBatch ?? 32,
    maxRunning: 2,
    locksOf: (call) => call.locks ?? [call.lane],
    isRetryable,
    run: async (calls) => {
      batches.push(calls.map((c) => c.value));
      await new Promise<void>((resolve) => pending.push(resolve));
      const failure = options.failWith?.(calls);
      if (failure) throw failure;
      return calls.map((c) => (c.refuse ? new Error(`refused ${c.value}`) : c.value * 10));
    },
  });
  /** Lets the oldest running batch answer, then lets its callers and the next batch go. */
  const finishOne = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { batcher, batches, pending, finishOne };
}

/** A call's outcome, caught as it happens (no rejection goes unhandled while the test waits). */
const outcome = (answer: Promise<number>) =>
  answer.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

/**
 * A first call, alone in its batch, and three mates that arrive while it runs, the middle one
 * with `bad` (refused by the statement, or failing the whole batch).
 */
function firstAndThreeMates(
  batcher: ReturnType<typeof harness>['batcher'],
  bad: Pick<Call, 'refuse' | 'poison'>,
) {
  const first = batcher.submit({ lane: 0, value: 1 });
  const mates = [
    batcher.submit({ lane: 0, value: 2 }),
    batcher.submit({ lane: 0, value: 3, ...bad }),
    batcher.submit({ lane: 0, value: 4 }),
  ].map(outcome);
  return { first, mates };
}

/** Every call of firstAndThreeMates answered but the middle mate, which failed with `error`. */
async function expectOnlyTheMiddleMateFailed(
  { first, mates }: ReturnType<typeof firstAndThreeMates>,
  error: Error,
) {
  await expect(first).resolves.toBe(10);
  const [two, three, four] = await Promise.all(mates);
  expect(two).toEqual({ value: 20 });
  expect(three).toEqual({ error });
  expect(four).toEqual({ value: 40 });
}

describe('the wallet batcher (group commit, decision 022)', () => {
  it('sends a call that finds nothing running at once, alone', async () => {
    const { batcher, batches, finishOne } = harness();
    const answer = batcher.submit({ lane: 0, value: 1 });
    expect(batches).toEqual([[1]]);
    await finishOne();
    await expect(answer).resolves.toBe(10);
  });

  it('gathers the calls that arrive while a batch runs into the next one, each with its own answer', async () => {
    const { batcher, batches, finishOne } = harness();
    const first = batcher.submit({ lane: 0, value: 1 });
    const later = [2, 3, 4].map((value) => batcher.submit({ lane: 0, value }));
    expect(batches).toEqual([[1]]);
    await finishOne();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    await finishOne();
    await expect(first).resolves.toBe(10);
    await expect(Promise.all(later)).resolves.toEqual([20, 30, 40]);
  });

  it('puts at most maxBatch calls in one batch', async () => {
    const { batcher, batches, finishOne } = harness({ maxBatch: 2 });
    const answers = [1, 2, 3, 4, 5].map((value) => batcher.submit({ lane: 0, value }));
    for (let i = 0; i < 3; i += 1) await finishOne();
    expect(batches).toEqual([[1], [2, 3], [4, 5]]);
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40, 50]);
  });

  it('runs one batch per lane at a time, and the lanes side by side', async () => {
    const { batcher, batches, pending, finishOne } = harness();
    const answers = [
      batcher.submit({ lane: 0, value: 1 }),
      batcher.submit({ lane: 1, value: 2 }),
      batcher.submit({ lane: 0, value: 3 }),
      batcher.submit({ lane: 1, value: 4 }),
    ];
    expect(batches).toEqual([[1], [2]]);
    expect(pending).toHaveLength(2);
    await finishOne();
    await finishOne();
    expect(batches).toEqual([[1], [2], [3], [4]]);
    await finishOne();
    await finishOne();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40]);
  });

  it('never runs two batches on one row at once, and keeps the order of calls on a held row', async () => {
    const { batcher, batches, finishOne } = harness();
    const answers = [
      batcher.submit({ lane: 0, locks: [1, 2], value: 1 }),
      // Shares row 2 with the running batch: waits.
      batcher.submit({ lane: 0, locks: [2, 3], value: 2 }),
      // Row 3 is free, but the waiting call above comes first on it: waits too.
      batcher.submit({ lane: 0, locks: [3, 4], value: 3 }),
      // Rows of its own: the second batch, at once.
      batcher.submit({ lane: 0, locks: [5], value: 4 }),
      // Both slots busy: waits, then goes with the others.
      batcher.submit({ lane: 0, locks: [6], value: 5 }),
    ];
    expect(batches).toEqual([[1], [4]]);
    await finishOne();
    expect(batches).toEqual([[1], [4], [2, 3, 5]]);
    await finishOne();
    await finishOne();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40, 50]);
  });

  it('refuses only the call the statement refused; its batch mates get their answers', async () => {
    const { batcher, finishOne } = harness();
    const calls = firstAndThreeMates(batcher, { refuse: true });
    await finishOne();
    await finishOne();
    await expectOnlyTheMiddleMateFailed(calls, new Error('refused 3'));
  });

  it('runs the calls of a batch that failed as a whole again one by one: only the bad one fails', async () => {
    const { batcher, batches, finishOne } = harness({
      failWith: (calls) => (calls.some((c) => c.poison) ? new Error('bad input') : null),
    });
    const calls = firstAndThreeMates(batcher, { poison: true });
    await finishOne();
    await finishOne(); // the batch of three fails
    for (let i = 0; i < 3; i += 1) await finishOne(); // each again, alone
    expect(batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
    await expectOnlyTheMiddleMateFailed(calls, new Error('bad input'));
  });

  it('hands a deadlock or serialization failure to every call of the batch, to retry as it would alone', async () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const { batcher, batches, finishOne } = harness({
      failWith: (calls) => (calls.length > 1 ? deadlock : null),
    });
    const first = batcher.submit({ lane: 0, value: 1 });
    const mates = [2, 3].map((value) => outcome(batcher.submit({ lane: 0, value })));
    await finishOne();
    await finishOne();
    expect(batches).toEqual([[1], [2, 3]]);
    await expect(first).resolves.toBe(10);
    for (const mate of await Promise.all(mates)) expect(mate).toEqual({ error: deadlock });
  });
});
