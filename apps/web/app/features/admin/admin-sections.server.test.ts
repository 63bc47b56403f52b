import { describe, expect, it } from 'vitest';
import { findLandingPath, listPermittedSections } from './admin-sections.server';

describe('the back office sections per role (issue 17)', () => {
  it.each([
    [
      'admin',
      [
        'dashboard',
        'withdrawals',
        'players',
        'games',
        'bonuses',
        'cashback',
        'content',
        'coins',
        'reports',
        'audit',
        'staff',
        'system',
      ],
      '/admin',
    ],
    ['finance', ['dashboard', 'withdrawals', 'players', 'cashback', 'coins', 'reports'], '/admin'],
    ['support', ['withdrawals', 'players'], '/admin/withdrawals'],
    ['content', ['games', 'bonuses', 'content'], '/admin/games'],
  ] as const)('%s sees %j and starts at %s', (role, sections, landing) => {
    expect(listPermittedSections(role)).toEqual(sections);
    expect(findLandingPath(role)).toBe(landing);
  });
});
