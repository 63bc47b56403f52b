import { describe, expect, it } from 'vitest';
import { getGamesHref, readGamesFilters, readPage, toGamesQuery } from './games-query';

describe('the games table’s address', () => {
  it('reads back the address it writes', () => {
    const filters = readGamesFilters(
      new URLSearchParams('q= book &provider=Test Studio&enabled=true&featured=false&sort=newest'),
    );
    expect(filters).toEqual({
      q: 'book',
      provider: 'Test Studio',
      enabled: 'true',
      featured: 'false',
      sort: 'newest',
    });
    const href = getGamesHref(filters, 3);
    expect(href).toBe(
      '/admin/games?q=book&provider=Test+Studio&enabled=true&featured=false&sort=newest&page=3',
    );
    expect(readGamesFilters(new URL(href, 'http://x').searchParams)).toEqual(filters);
  });

  it('keeps the default order and the first page out of the address, not out of the API’s query', () => {
    expect(getGamesHref({ sort: 'position' })).toBe('/admin/games');
    expect(toGamesQuery({ sort: 'position', category_id: '2' }, 1, 50)).toBe(
      'category_id=2&sort=position&page=1&per_page=50',
    );
  });

  it.each([
    [null, 1],
    ['0', 1],
    ['-3', 1],
    ['2.7', 2],
    ['abc', 1],
    ['9999999', 100_000],
  ])('reads page %s as %i', (value, page) => {
    expect(readPage(value)).toBe(page);
  });
});
