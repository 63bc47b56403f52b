import { describe, expect, it } from 'vitest';
import type { CacheBus, CacheMessage } from '../../platform/cache-bus';
import { createSessionCache, SESSION_CACHE_TTL_MS } from './users.session-cache';

const PRINCIPAL = { userId: 7, sessionId: 70, role: 'player' as const };
const FAR = new Date(Date.UTC(2100, 0, 1));

/** A bus that records what was published and lets a test play another node's message. */
function fakeBus() {
  const published: CacheMessage[] = [];
  const listeners: ((message: CacheMessage) => void)[] = [];
  const bus: CacheBus = {
    publish: (message) => published.push(message),
    subscribe: (listener) => listeners.push(listener),
    close: async () => {},
  };
  return { bus, published, deliver: (m: CacheMessage) => listeners.forEach((l) => l(m)) };
}

function setup(expiresAt = FAR) {
  const state = { clock: 0, loads: 0, live: true };
  const { bus, published, deliver } = fakeBus();
  const cache = createSessionCache({ bus, now: () => state.clock });
  const resolve = (tokenHash = 'hash-a') =>
    cache.resolve(tokenHash, async () => {
      state.loads += 1;
      return state.live ? { principal: PRINCIPAL, expiresAt } : null;
    });
  return { state, cache, resolve, published, deliver };
}

describe('session cache', () => {
  it('answers a token from memory for the TTL, then asks the database again', async () => {
    const { state, resolve } = setup();
    expect(await resolve()).toEqual(PRINCIPAL);
    state.clock = SESSION_CACHE_TTL_MS - 1;
    expect(await resolve()).toEqual(PRINCIPAL);
    expect(state.loads).toBe(1);
    // A session revoked where no message reaches this node is refused once the TTL is over.
    state.live = false;
    state.clock = SESSION_CACHE_TTL_MS;
    expect(await resolve()).toBeNull();
    expect(state.loads).toBe(2);
  });

  it('never answers a session past its own expiry', async () => {
    const { state, resolve } = setup(new Date(1_000));
    await resolve();
    state.live = false;
    state.clock = 1_000;
    expect(await resolve()).toBeNull();
  });

  it('does not remember unknown tokens', async () => {
    const { state, resolve } = setup();
    state.live = false;
    expect(await resolve()).toBeNull();
    expect(await resolve()).toBeNull();
    expect(state.loads).toBe(2);
  });

  it('forgets ended sessions at once and tells the other nodes', async () => {
    const { state, cache, resolve, published } = setup();
    await resolve();
    state.live = false;
    cache.end([PRINCIPAL.sessionId]);
    expect(await resolve()).toBeNull();
    expect(published).toEqual([{ kind: 'sessions-ended', sessionIds: [PRINCIPAL.sessionId] }]);
  });

  it('forgets sessions another node ended', async () => {
    const { state, resolve, deliver } = setup();
    await resolve();
    state.live = false;
    deliver({ kind: 'sessions-ended', sessionIds: [PRINCIPAL.sessionId] });
    expect(await resolve()).toBeNull();
  });

  it('does not remember a lookup that was under way when sessions ended', async () => {
    const { state, cache } = setup();
    let finish: () => void = () => {};
    const lookup = cache.resolve('hash-a', async () => {
      state.loads += 1;
      await new Promise<void>((resolve) => (finish = resolve));
      return { principal: PRINCIPAL, expiresAt: FAR };
    });
    cache.end([PRINCIPAL.sessionId]);
    finish();
    // The request that asked before the end is answered; the next one asks again.
    expect(await lookup).toEqual(PRINCIPAL);
    state.live = false;
    expect(await cache.resolve('hash-a', async () => null)).toBeNull();
  });
});
