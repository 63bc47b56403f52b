import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS } from '../admin-sections';
import { findLandingPath, listPermittedSections } from '../admin-sections.server';

describe('the content, coins and reports sections (issue 17)', () => {
  it('sit in the menu under their permissions', () => {
    expect(
      ADMIN_SECTIONS.filter(({ id }) => ['content', 'coins', 'reports'].includes(id)).map(
        ({ id, path, permission }) => [id, path, permission],
      ),
    ).toEqual([
      ['content', '/admin/content', 'content.manage'],
      ['coins', '/admin/coins', 'coins.manage'],
      ['reports', '/admin/reports', 'reports.view'],
    ]);
  });

  it('give content staff a place to start instead of the empty page', () => {
    expect(listPermittedSections('content')).toContain('content');
    expect(findLandingPath('content')).not.toBeNull();
    expect(listPermittedSections('finance')).toEqual(expect.arrayContaining(['coins', 'reports']));
    expect(listPermittedSections('support')).not.toContain('content');
    expect(listPermittedSections('support').some((id) => ['coins', 'reports'].includes(id))).toBe(
      false,
    );
  });
});
