import type { Page, Post, VipLevel } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { formatPostDate, relatedPosts, toPolicyMenu, toStoredLevels } from './content-data';

function level(position: number): VipLevel {
  return {
    id: position,
    position,
    name: `Tier ${position}`,
    benefit: '',
    bonus_percent: 0,
    cashback_percent: 0,
    min_wager: position * 100,
    color: '#fff',
  };
}

function page(slug: string, group: Page['group'] = 'pages'): Page {
  return { id: slug.length, to: `/policies/${slug}`, title: slug, slug, icon: null, group };
}

function post(slug: string): Post {
  return {
    id: slug.length,
    kind: 'blog',
    slug,
    category: 'news',
    title: slug,
    excerpt: '',
    image: null,
    published_at: '2026-11-01T10:00:00.000Z',
  };
}

describe('content data', () => {
  it('stores the levels highest first without touching the response (spec §3)', () => {
    const levels = [level(1), level(2), level(3)];
    expect(toStoredLevels(levels).map((item) => item.position)).toEqual([3, 2, 1]);
    expect(levels.map((item) => item.position)).toEqual([1, 2, 3]);
  });

  it('lists only the pages group, in the given order', () => {
    const pages = [page('privacy-policy'), page('casino', 'casino'), page('vip'), page('extra')];
    expect(toPolicyMenu(pages, ['vip', 'privacy-policy']).map((item) => item.slug)).toEqual([
      'vip',
      'privacy-policy',
      'extra',
    ]);
  });

  it('shows the calendar day of an ISO date', () => {
    expect(formatPostDate('2026-11-22T23:55:00.000Z')).toBe('2026-11-22');
    expect(formatPostDate('soon')).toBe('soon');
  });

  it('leaves the current post out of the related list', () => {
    expect(relatedPosts([post('a'), post('b'), post('c')], 'b', 1).map((p) => p.slug)).toEqual([
      'a',
    ]);
  });
});
