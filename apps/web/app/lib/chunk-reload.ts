/** spec §2, §9: a failed chunk load reloads the page, at most once per 60 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'casino:chunk-reload-at';

const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** Chrome, Safari and Firefox word a failed dynamic import differently. */
export function isChunkLoadError(error: unknown): boolean {
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return message !== undefined && CHUNK_ERROR_PATTERN.test(message);
}

/** True when no reload happened in the last 60 s (a missing or garbled stamp counts as none). */
export function canReloadAfterChunkError(lastReloadAt: string | null, now: number): boolean {
  const last = lastReloadAt === null ? Number.NaN : Number(lastReloadAt);
  if (!Number.isFinite(last)) return true;
  return now - last >= CHUNK_RELOAD_GUARD_MS || now < last;
}

export type ReloadEnvironment = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: number;
  reload: () => void;
};

/**
 * Reloads once for a chunk error (a deploy replaced the hashed files) and records when, so a
 * chunk that is really gone shows the error page instead of reloading forever.
 * Returns whether it reloaded.
 */
export function reloadAfterChunkError(error: unknown, env: ReloadEnvironment): boolean {
  return isChunkLoadError(error) && reloadWithinGuard(env);
}

/**
 * Reloads unless a guarded reload happened in the last 60 s; returns whether it reloaded.
 * Without working storage the guard cannot hold, so it never reloads rather than risk a loop.
 */
export function reloadWithinGuard(env: ReloadEnvironment): boolean {
  try {
    if (!canReloadAfterChunkError(env.storage.getItem(CHUNK_RELOAD_STORAGE_KEY), env.now)) {
      return false;
    }
    env.storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(env.now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/** The real browser: sessionStorage (which can throw when blocked), the clock, reload(). */
export function createBrowserReloadEnvironment(): ReloadEnvironment {
  const storage: ReloadEnvironment['storage'] = {
    getItem: (key) => window.sessionStorage.getItem(key),
    setItem: (key, value) => window.sessionStorage.setItem(key, value),
  };
  return { storage, now: Date.now(), reload: () => window.location.reload() };
}
