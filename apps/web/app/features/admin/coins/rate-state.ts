import type { AdminCoins } from '@casino/contracts';
import type { BadgeTone } from '../../../components/ui/badge';

export type RatesState = AdminCoins['rates'];

/**
 * What the back office says of the prices: `live` (the price API, fresh), `stale` (live, but
 * older than the maximum age), `offline` (demo mode's reference table), `pinned` (fixed by an
 * operator), `mixed` (not every pair from one source), `failing` (no usable price at all).
 */
export type RateHealth = 'live' | 'stale' | 'offline' | 'pinned' | 'mixed' | 'failing';

export const RATE_HEALTH_TONES: Record<RateHealth, BadgeTone> = {
  live: 'success',
  stale: 'warning',
  offline: 'warning',
  pinned: 'info',
  mixed: 'warning',
  failing: 'danger',
};

/** The prices' health from GET /api/admin/coins's `rates` and their age in seconds. */
export function readRateHealth(rates: RatesState, ageSeconds: number | null): RateHealth {
  if (rates.error || !rates.source) return 'failing';
  if (rates.source === 'live') {
    return ageSeconds !== null && ageSeconds > rates.max_age_seconds ? 'stale' : 'live';
  }
  if (rates.source === 'offline' || rates.source === 'pinned' || rates.source === 'mixed') {
    return rates.source;
  }
  return 'mixed';
}

/** Seconds from `observedAt` to `now` (never negative), or null without an observation. */
export function readAgeSeconds(observedAt: string | null, now: number): number | null {
  if (!observedAt) return null;
  const at = Date.parse(observedAt);
  return Number.isNaN(at) ? null : Math.max(0, Math.floor((now - at) / 1000));
}

/** An age in its largest whole unit, for `coins.rates.age.*` ({{count}} of it). */
export function splitAge(seconds: number): {
  unit: 'seconds' | 'minutes' | 'hours' | 'days';
  count: number;
} {
  if (seconds < 120) return { unit: 'seconds', count: seconds };
  if (seconds < 2 * 3600) return { unit: 'minutes', count: Math.floor(seconds / 60) };
  if (seconds < 2 * 86_400) return { unit: 'hours', count: Math.floor(seconds / 3600) };
  return { unit: 'days', count: Math.floor(seconds / 86_400) };
}
