import { describe, expect, it } from 'vitest';
import { LAYOUT_FILES, isLayoutName, resolveLayout } from './layouts';

describe('resolveLayout', () => {
  it('maps each of the six spec layouts to its own file', () => {
    expect(resolveLayout('account')).toBe('layouts/account.tsx');
    expect(resolveLayout('default')).toBe('layouts/default.tsx');
    expect(resolveLayout('index')).toBe('layouts/index.tsx');
    expect(resolveLayout('landing')).toBe('layouts/landing.tsx');
    expect(resolveLayout('simple')).toBe('layouts/simple.tsx');
    expect(resolveLayout('support')).toBe('layouts/support.tsx');
    expect(Object.keys(LAYOUT_FILES)).toHaveLength(6);
  });

  it('falls back to default for an unknown layout (spec §2)', () => {
    expect(resolveLayout('fancy')).toBe('layouts/default.tsx');
    expect(resolveLayout('')).toBe('layouts/default.tsx');
    expect(resolveLayout(null)).toBe('layouts/default.tsx');
    expect(resolveLayout(undefined)).toBe('layouts/default.tsx');
  });

  it('does not treat inherited object keys as layouts', () => {
    expect(isLayoutName('toString')).toBe(false);
    expect(resolveLayout('constructor')).toBe('layouts/default.tsx');
    expect(resolveLayout('__proto__')).toBe('layouts/default.tsx');
  });
});
