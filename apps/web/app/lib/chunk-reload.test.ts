import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  canReloadAfterChunkError,
  isChunkLoadError,
  reloadAfterChunkError,
  reloadWithinGuard,
} from './chunk-reload';

function createStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('isChunkLoadError', () => {
  it('recognises the messages of Chrome, Safari and Firefox', () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: /assets/casino-abc.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
  });

  it('ignores other errors and non-errors', () => {
    expect(isChunkLoadError(new Error('Something went wrong'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError({ message: 'Failed to fetch dynamically imported module' })).toBe(
      false,
    );
  });
});

describe('canReloadAfterChunkError (spec §9: 60 s guard)', () => {
  const now = 1_000_000;
  it('allows the first reload', () => {
    expect(canReloadAfterChunkError(null, now)).toBe(true);
    expect(canReloadAfterChunkError('garbage', now)).toBe(true);
  });

  it('refuses within 60 s of the last reload and allows after', () => {
    expect(canReloadAfterChunkError(String(now - 1_000), now)).toBe(false);
    expect(canReloadAfterChunkError(String(now - CHUNK_RELOAD_GUARD_MS + 1), now)).toBe(false);
    expect(canReloadAfterChunkError(String(now - CHUNK_RELOAD_GUARD_MS), now)).toBe(true);
  });

  it('allows a reload when the stamp lies in the future (clock changed)', () => {
    expect(canReloadAfterChunkError(String(now + 5_000), now)).toBe(true);
  });
});

describe('reloadAfterChunkError', () => {
  const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

  it('reloads once, stamps the time, and refuses a second reload within 60 s', () => {
    const storage = createStorage();
    const reload = vi.fn();
    expect(reloadAfterChunkError(chunkError, { storage, now: 5_000, reload })).toBe(true);
    expect(storage.values.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('5000');
    expect(reloadAfterChunkError(chunkError, { storage, now: 30_000, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAfterChunkError(chunkError, { storage, now: 65_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for an ordinary error', () => {
    const reload = vi.fn();
    expect(
      reloadAfterChunkError(new Error('boom'), { storage: createStorage(), now: 1, reload }),
    ).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when storage is unusable, so it cannot loop', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadWithinGuard({ storage, now: 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
