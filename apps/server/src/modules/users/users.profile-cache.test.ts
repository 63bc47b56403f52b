import { describe, expect, it } from 'vitest';
import type { CacheBus, CacheMessage } from '../../platform/cache-bus';
import type { UserRow } from './users.repository';
import { createProfileCache, PROFILE_CACHE_TTL_MS } from './users.profile-cache';

const row = (name: string) => ({ id: 7, name }) as UserRow;

/** A bus that delivers to every subscriber at once, as Redis does to every node. */
function memoryBus(): CacheBus {
  const listeners: ((message: CacheMessage) => void)[] = [];
  return {
    publish: (message) => listeners.forEach((listener) => listener(message)),
    subscribe: (listener) => void listeners.push(listener),
    close: async () => {},
  };
}

describe('the profile cache of GET /api/user', () => {
  it('answers from memory for PROFILE_CACHE_TTL_MS, then reads again', async () => {
    let clock = 0;
    const cache = createProfileCache({ now: () => clock });
    let reads = 0;
    const load = async () => ((reads += 1), row(`read ${reads}`));
    expect((await cache.read(7, load))?.name).toBe('read 1');
    clock = PROFILE_CACHE_TTL_MS - 1;
    expect((await cache.read(7, load))?.name).toBe('read 1');
    clock = PROFILE_CACHE_TTL_MS;
    expect((await cache.read(7, load))?.name).toBe('read 2');
  });

  it('forgets a changed row at once, here and on the other nodes', async () => {
    const bus = memoryBus();
    const here = createProfileCache({ bus });
    const there = createProfileCache({ bus });
    await here.read(7, async () => row('old'));
    await there.read(7, async () => row('old'));
    here.changed(7);
    expect((await here.read(7, async () => row('new')))?.name).toBe('new');
    expect((await there.read(7, async () => row('new')))?.name).toBe('new');
  });

  it('does not keep a row read while a change happened (it may predate the change)', async () => {
    const cache = createProfileCache();
    let finish: (value: UserRow) => void = () => {};
    const reading = cache.read(7, () => new Promise<UserRow>((resolve) => (finish = resolve)));
    cache.changed(7);
    finish(row('old'));
    expect((await reading)?.name).toBe('old');
    expect((await cache.read(7, async () => row('new')))?.name).toBe('new');
  });

  it('keeps no entry for an unknown user', async () => {
    const cache = createProfileCache();
    expect(await cache.read(7, async () => null)).toBeNull();
    expect((await cache.read(7, async () => row('made since')))?.name).toBe('made since');
  });
});
