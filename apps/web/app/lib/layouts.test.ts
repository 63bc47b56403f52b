import { describe, expect, it } from 'vitest';
import { LAYOUT_FILES, isLayoutName, resolveLayout } from './layouts';

describe('resolveLayout', () => {
  it.each(['account', 'default', 'index', 'landing', 'simple', 'support'])(
    'maps each of the six spec layouts to its own file: %s',
    (layout) => {
      expect(resolveLayout(layout)).toBe(`layouts/${layout}.tsx`);
    },
  );

  it('maps the back office console to its own file (issue 17)', () => {
    expect(resolveLayout('admin')).toBe('layouts/admin.tsx');
  });

  it('knows exactly the six spec layouts and the back office', () => {
    expect(Object.keys(LAYOUT_FILES)).toHaveLength(7);
  });

  it.each([
    ['falls back to default for an unknown layout (spec §2)', 'fancy'],
    ['falls back to default for an unknown layout (spec §2)', ''],
    ['falls back to default for an unknown layout (spec §2)', null],
    ['falls back to default for an unknown layout (spec §2)', undefined],
    ['does not treat inherited object keys as layouts', 'constructor'],
    ['does not treat inherited object keys as layouts', '__proto__'],
  ])('%s: %s', (_case, layout) => {
    expect(resolveLayout(layout)).toBe('layouts/default.tsx');
  });

  it('does not take an inherited object key for a layout name', () => {
    expect(isLayoutName('toString')).toBe(false);
  });
});
