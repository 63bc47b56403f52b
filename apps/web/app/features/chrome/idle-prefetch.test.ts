// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import {
  addOneByOne,
  canPrefetch,
  IDLE_PREFETCH_MS,
  pagesInView,
  prefetchableHref,
} from './idle-prefetch';

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

  it('hands the pages over one per idle period, and stops when cancelled (decision 032)', () => {
    const tasks: (() => void)[] = [];
    const schedule = vi.fn((task: () => void) => {
      tasks.push(task);
      return () => tasks.splice(tasks.indexOf(task), 1);
    });
    const added: string[] = [];
    const cancel = addOneByOne(['/a', '/b', '/c'], (page) => added.push(page), schedule);
    // Nothing at once: the first page waits for the first idle period too.
    expect(added).toEqual([]);
    tasks.shift()?.();
    expect(added).toEqual(['/a']);
    tasks.shift()?.();
    expect(added).toEqual(['/a', '/b']);
    cancel();
    expect(tasks).toEqual([]);
    expect(added).toEqual(['/a', '/b']);

    const all: string[] = [];
    addOneByOne(['/x', '/y'], (page) => all.push(page), schedule);
    while (tasks.length > 0) tasks.shift()?.();
    expect(all).toEqual(['/x', '/y']);
  });

  it('leaves out links the browser skips drawing (content-visibility: auto)', () => {
    document.body.innerHTML =
      '<a href="/casino?tab=featured">featured</a><a href="/category/slots">slots</a>';
    const [shown, skipped] = [...document.querySelectorAll('a')];
    const onScreen = { width: 100, height: 20, top: 10, left: 10, bottom: 30, right: 110 };
    for (const anchor of [shown, skipped]) {
      anchor!.getBoundingClientRect = () => onScreen as DOMRect;
    }
    skipped!.checkVisibility = (options) => !options?.contentVisibilityAuto;
    const view = { innerWidth: 400, innerHeight: 800, location: window.location };
    expect(pagesInView(document, view)).toEqual(['/casino?tab=featured']);
  });
});
