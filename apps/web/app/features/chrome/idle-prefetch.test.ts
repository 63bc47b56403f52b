// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { canPrefetch, IDLE_PREFETCH_MS, prefetchableHref } from './idle-prefetch';

const HERE = { origin: 'http://localhost:3000', pathname: '/', search: '' };

function anchor(href: string, attributes: Record<string, string> = {}) {
  const a = document.createElement('a');
  a.href = new URL(href, HERE.origin).toString();
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  return a;
}

describe('idle link prefetch (spec §9)', () => {
  it('waits 2,000 ms of idle time', () => {
    expect(IDLE_PREFETCH_MS).toBe(2000);
  });

  it('is skipped on 2g (slow-2g too) and with data saver on', () => {
    expect(canPrefetch(undefined)).toBe(true);
    expect(canPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(canPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('fetches ahead only in-app pages other than this one, never a token link', () => {
    expect(prefetchableHref(anchor('/casino?tab=featured'), HERE)).toBe('/casino?tab=featured');
    expect(prefetchableHref(anchor('/'), HERE)).toBeNull();
    expect(prefetchableHref(anchor('https://elsewhere.example/'), HERE)).toBeNull();
    expect(prefetchableHref(anchor('/api/docs'), HERE)).toBeNull();
    expect(prefetchableHref(anchor('/storage/a.pdf'), HERE)).toBeNull();
    expect(prefetchableHref(anchor('/email/verify/5?token=abc'), HERE)).toBeNull();
    expect(prefetchableHref(anchor('/password/reset/abc'), HERE)).toBeNull();
    expect(prefetchableHref(anchor('/password/reset'), HERE)).toBe('/password/reset');
    expect(prefetchableHref(anchor('/blog', { target: '_blank' }), HERE)).toBeNull();
    expect(prefetchableHref(anchor('/blog', { download: '' }), HERE)).toBeNull();
  });
});
