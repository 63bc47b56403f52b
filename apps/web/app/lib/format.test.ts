import { describe, expect, it } from 'vitest';
import { formatDateTime, formatSlug } from './format';

describe('formatDateTime (spec §9: date, dash, time without fractions)', () => {
  it.each([
    ['formats ISO timestamps', '2026-11-22T04:55:00.000Z', '2026-11-22 - 04:55:00'],
    ['formats ISO timestamps', '2026-11-22T04:55:00Z', '2026-11-22 - 04:55:00'],
    ['formats ISO timestamps', '2026-01-02T23:59:59.999999+02:00', '2026-01-02 - 23:59:59'],
    ['accepts the SQL form with a space', '2026-11-22 04:55:07', '2026-11-22 - 04:55:07'],
    ['accepts a missing seconds part', '2026-11-22T04:55', '2026-11-22 - 04:55:00'],
    ['keeps other text as it is', 'yesterday', 'yesterday'],
    ['shows nothing for a missing date', '', ''],
    ['shows nothing for a missing date', null, ''],
    ['shows nothing for a missing date', undefined, ''],
  ])('%s: %s', (_case, value, shown) => {
    expect(formatDateTime(value)).toBe(shown);
  });
});

describe('formatSlug', () => {
  it.each([
    ['play-n-go', 'Play N Go'],
    ['table_games', 'Table Games'],
  ])('turns a URL id back into words: %s', (slug, words) => {
    expect(formatSlug(slug)).toBe(words);
  });
});
