import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CrashViewState } from '../crash-state';
import { createCrashTicker, type CrashTicker } from '../crash-ticker';

const DEFAULT_BETTING_MS = 5000;

/** The page's animation loop, fed with the round and the clock offset as they change. */
export function useCrashTicker(state: CrashViewState | null): CrashTicker {
  const round = state?.round ?? null;
  const offset = state?.offset ?? 0;
  const bettingMs = state?.settings.betting_ms ?? DEFAULT_BETTING_MS;
  const [ticker] = useState(() => {
    const created = createCrashTicker();
    // The first listeners subscribe before this hook's effect runs: give them the round now.
    created.update({ round, offset, bettingMs });
    return created;
  });
  useEffect(() => {
    ticker.update({ round, offset, bettingMs });
  }, [ticker, round, offset, bettingMs]);
  return ticker;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** True when the visitor asked for less motion; false in the server render. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}
