import { describe, expect, it } from 'vitest';
import { VERSION_RECHECK_MS, createVersionedCache } from './versioned-cache';

function setup() {
  const state = { version: 'v1', versionReads: 0, clock: 0 };
  const cache = createVersionedCache({
    readVersion: async () => {
      state.versionReads += 1;
      return state.version;
    },
    now: () => state.clock,
  });
  return { state, cache };
}

describe('versioned cache', () => {
  it('answers repeated and simultaneous reads from one load', async () => {
    const { state, cache } = setup();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.read('k', load)));
    expect(answers.every((answer) => answer.n === 1)).toBe(true);
    expect(await cache.read('k', load)).toEqual({ n: 1 });
    expect(loads).toBe(1);
    expect(state.versionReads).toBe(1);
  });

  it('asks for the version at most once per interval and reloads when it moved', async () => {
    const { state, cache } = setup();
    let loads = 0;
    const load = async () => ++loads;
    await cache.read('k', load);
    state.version = 'v2';
    state.clock = VERSION_RECHECK_MS - 1;
    expect(await cache.read('k', load)).toBe(1);
    expect(state.versionReads).toBe(1);
    state.clock = VERSION_RECHECK_MS;
    expect(await cache.read('k', load)).toBe(2);
    expect(state.versionReads).toBe(2);
    state.clock = 2 * VERSION_RECHECK_MS;
    expect(await cache.read('k', load)).toBe(2);
  });

  it('forgets everything when this node changes the domain', async () => {
    const { cache } = setup();
    let loads = 0;
    const load = async () => ++loads;
    await cache.read('k', load);
    cache.invalidate('v2');
    expect(await cache.read('k', load)).toBe(2);
  });

  it('does not remember a failed load', async () => {
    const { cache } = setup();
    await expect(
      cache.read('k', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.read('k', async () => 'recovered')).toBe('recovered');
  });

  it('keeps the same version without reloading (an announcement of a version it has)', async () => {
    const { cache } = setup();
    let loads = 0;
    const load = async () => ++loads;
    await cache.read('k', load);
    cache.invalidate('v1');
    expect(await cache.read('k', load)).toBe(1);
  });

  it('reloads an answer past the moment it said it stops being true', async () => {
    const { state, cache } = setup();
    let loads = 0;
    const load = async () => ({ n: ++loads, until: state.clock + 500 });
    const validUntil = (value: { until: number }) => value.until;
    expect((await cache.read('k', load, { validUntil })).n).toBe(1);
    state.clock = 499;
    expect((await cache.read('k', load, { validUntil })).n).toBe(1);
    state.clock = 500;
    expect((await cache.read('k', load, { validUntil })).n).toBe(2);
  });

  it('runs a lazy query (a thenable running on every then) once', async () => {
    const { cache } = setup();
    let runs = 0;
    const query = {
      then(resolve: (value: number) => void) {
        runs += 1;
        resolve(runs);
      },
    };
    const load = () => query as unknown as Promise<number>;
    await cache.read('k', load);
    expect(await cache.read('k', load)).toBe(1);
    expect(runs).toBe(1);
  });
});
