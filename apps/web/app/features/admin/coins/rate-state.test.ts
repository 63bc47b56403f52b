import { describe, expect, it } from 'vitest';
import { COINS } from './coins.fixtures';
import { readAgeSeconds, readRateHealth, splitAge } from './rate-state';

const rates = COINS.rates;

describe('the prices’ health as the back office says it', () => {
  it('is live while the oldest live price is within the maximum age, stale past it', () => {
    expect(readRateHealth(rates, 600)).toBe('live');
    expect(readRateHealth(rates, 601)).toBe('stale');
  });

  it('names the offline table, pins and a mix of sources', () => {
    expect(readRateHealth({ ...rates, source: 'offline' }, 10)).toBe('offline');
    expect(readRateHealth({ ...rates, source: 'pinned' }, 10)).toBe('pinned');
    expect(readRateHealth({ ...rates, source: 'mixed' }, 10)).toBe('mixed');
  });

  it('fails when the list could not be read', () => {
    const error = 'No fresh price for BTC/USD';
    expect(readRateHealth({ ...rates, source: null, observed_at: null, error }, null)).toBe(
      'failing',
    );
  });

  it('counts the age in whole seconds on the server’s clock, and says it in its largest unit', () => {
    expect(readAgeSeconds('2026-11-25T10:00:00.000Z', Date.parse('2026-11-25T10:03:20.900Z'))).toBe(
      200,
    );
    expect(readAgeSeconds(null, 0)).toBeNull();
    expect(splitAge(59)).toEqual({ unit: 'seconds', count: 59 });
    expect(splitAge(200)).toEqual({ unit: 'minutes', count: 3 });
    expect(splitAge(3 * 3600)).toEqual({ unit: 'hours', count: 3 });
    expect(splitAge(3 * 86_400)).toEqual({ unit: 'days', count: 3 });
  });
});
