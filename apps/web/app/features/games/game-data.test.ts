import { describe, expect, it } from 'vitest';
import {
  getGameCardSrcSet,
  getGameImageUrl,
  findCategoryByRouteId,
  findProviderByRouteId,
  getGameHref,
  getLobbyHref,
  toCategoryRouteId,
  toProviderRouteId,
} from './game-data';

const providers = [
  { name: 'Pragmatic Play', slug: 'pragmatic-play' },
  { name: 'Evolution', slug: 'evolution' },
  { name: 'Play n GO', slug: 'play-n-go' },
];
const categories = [
  { id: 1, name: 'Slots', slug: 'slots' },
  { id: 2, name: 'Live Casino', slug: 'Live-Casino' },
  { id: 3, name: 'Popular', slug: 'popular' },
];

describe('providers.id (spec §2: the name with spaces as hyphens)', () => {
  it('replaces spaces with hyphens and keeps the case', () => {
    expect(toProviderRouteId('Pragmatic Play')).toBe('Pragmatic-Play');
    expect(toProviderRouteId('  Play  n GO ')).toBe('Play-n-GO');
    expect(toProviderRouteId('Evolution')).toBe('Evolution');
  });

  it('finds a provider case-insensitively by slug or by the hyphenated name', () => {
    expect(findProviderByRouteId(providers, 'Pragmatic-Play')?.name).toBe('Pragmatic Play');
    expect(findProviderByRouteId(providers, 'PRAGMATIC-PLAY')?.name).toBe('Pragmatic Play');
    expect(findProviderByRouteId(providers, 'play-n-go')?.name).toBe('Play n GO');
    expect(findProviderByRouteId([{ name: 'Red Tiger', slug: 'rt' }], 'red-tiger')?.slug).toBe(
      'rt',
    );
  });

  it('returns null for an unknown or empty id', () => {
    expect(findProviderByRouteId(providers, 'netent')).toBeNull();
    expect(findProviderByRouteId(providers, '')).toBeNull();
    expect(findProviderByRouteId(providers, 'pragmatic play')).toBeNull();
  });
});

describe('category.id (spec §2: the lowercased category)', () => {
  it('lowercases the slug', () => {
    expect(toCategoryRouteId({ slug: 'Live-Casino' })).toBe('live-casino');
    expect(toCategoryRouteId({ slug: 'slots' })).toBe('slots');
  });

  it('finds a category whatever the id case, by slug or by name', () => {
    expect(findCategoryByRouteId(categories, 'live-casino')?.id).toBe(2);
    expect(findCategoryByRouteId(categories, 'SLOTS')?.id).toBe(1);
    expect(findCategoryByRouteId(categories, 'popular')?.id).toBe(3);
  });

  it('returns null for an unknown slug', () => {
    expect(findCategoryByRouteId(categories, 'poker')).toBeNull();
    expect(findCategoryByRouteId(categories, '')).toBeNull();
  });
});

describe('getGameHref (spec §2 casino.id)', () => {
  it('puts the id in the path and slug, provided_by and url_thumb in the query', () => {
    expect(
      getGameHref({
        game_id: 42,
        slug: 'sweet-bonanza',
        provided_by: 'Pragmatic Play',
        url_thumb: '/storage/games/42.webp',
      }),
    ).toBe(
      '/casino/42?slug=sweet-bonanza&provided_by=Pragmatic+Play&url_thumb=%2Fstorage%2Fgames%2F42.webp',
    );
  });

  it('opens an in-house game on its own page', () => {
    expect(
      getGameHref({
        game_id: 1,
        slug: 'crash',
        provided_by: 'In-house',
        url_thumb: '',
        play_path: '/games/crash',
      }),
    ).toBe('/games/crash');
  });
});

describe('getLobbyHref', () => {
  it('leaves the defaults out', () => {
    expect(getLobbyHref('/casino', { tab: 'lobby', search: '  ', sort: 'default' })).toBe(
      '/casino',
    );
  });

  it('keeps tab, trimmed search and sort', () => {
    expect(getLobbyHref('/slots', { tab: 'featured', search: ' book ', sort: 'asc' })).toBe(
      '/slots?tab=featured&search=book&sort=asc',
    );
  });
});

describe('game pictures (spec §7: the image service by game id with width and height)', () => {
  it('offers the card at 1x, 1.5x and 2x by width, for the card sizes to choose from', () => {
    expect(getGameImageUrl(42, 210, 160)).toBe('/api/games/42/image?width=210&height=160');
    expect(getGameCardSrcSet(42)).toBe(
      '/api/games/42/image?width=210&height=160 210w, ' +
        '/api/games/42/image?width=315&height=240 315w, ' +
        '/api/games/42/image?width=420&height=320 420w',
    );
  });
});
