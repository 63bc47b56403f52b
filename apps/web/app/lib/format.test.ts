import { describe, expect, it } from 'vitest';
import { formatDateTime, formatSlug } from './format';

describe('formatDateTime (spec §9: date, dash, time without fractions)', () => {
  it('formats ISO timestamps', () => {
    expect(formatDateTime('2026-11-22T04:55:00.000Z')).toBe('2026-11-22 - 04:55:00');
    expect(formatDateTime('2026-11-22T04:55:00Z')).toBe('2026-11-22 - 04:55:00');
    expect(formatDateTime('2026-01-02T23:59:59.999999+02:00')).toBe('2026-01-02 - 23:59:59');
  });

  it('accepts the SQL form with a space and a missing seconds part', () => {
    expect(formatDateTime('2026-11-22 04:55:07')).toBe('2026-11-22 - 04:55:07');
    expect(formatDateTime('2026-11-22T04:55')).toBe('2026-11-22 - 04:55:00');
  });

  it('keeps other text as it is and shows nothing for a missing date', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('formatSlug', () => {
  it('turns a URL id back into words', () => {
    expect(formatSlug('play-n-go')).toBe('Play N Go');
    expect(formatSlug('table_games')).toBe('Table Games');
  });
});
