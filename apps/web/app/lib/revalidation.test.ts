import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isSubmissionOrReload, shouldRevalidateOnNewUrl } from './revalidation';

function ask(from: string, to: string, formMethod?: 'POST'): ShouldRevalidateFunctionArgs {
  return {
    currentUrl: new URL(from, 'http://localhost'),
    nextUrl: new URL(to, 'http://localhost'),
    currentParams: {},
    nextParams: {},
    formMethod,
    defaultShouldRevalidate: true,
  };
}

describe('shouldRevalidate helpers', () => {
  it('keeps the data on the same address and follows React Router on a new one', () => {
    expect(shouldRevalidateOnNewUrl(ask('/games/crash', '/games/crash'))).toBe(false);
    expect(shouldRevalidateOnNewUrl(ask('/games/crash', '/games/crashbull'))).toBe(true);
  });

  it('tells submissions and reloads of the same address from plain navigations', () => {
    expect(isSubmissionOrReload(ask('/casino', '/casino', 'POST'))).toBe(true);
    expect(isSubmissionOrReload(ask('/casino', '/casino'))).toBe(true);
    expect(isSubmissionOrReload(ask('/casino', '/casino?search=book'))).toBe(false);
  });
});
