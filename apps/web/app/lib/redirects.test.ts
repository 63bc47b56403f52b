import { describe, expect, it } from 'vitest';
import { resolveLegacyRedirect } from './redirects';

describe('resolveLegacyRedirect', () => {
  it.each([
    ['/auth/login', '/login'],
    ['/auth/register', '/register'],
    ['/auth/password/email', '/password/reset'],
    ['/auth/password/reset', '/password/reset'],
    ['/auth/verification/resend', '/email/resend'],
    ['/auth/verification/verify', '/email/resend'],
  ])('sends every /auth path to its canonical page: %s -> %s', (from, to) => {
    expect(resolveLegacyRedirect(new URL(from, 'http://casino.test'))).toBe(to);
  });

  it('keeps the query string and ignores a trailing slash', () => {
    expect(resolveLegacyRedirect(new URL('http://casino.test/auth/login/?next=%2Fcasino'))).toBe(
      '/login?next=%2Fcasino',
    );
  });

  it('returns null for anything else', () => {
    expect(resolveLegacyRedirect(new URL('http://casino.test/auth/unknown'))).toBeNull();
    expect(resolveLegacyRedirect(new URL('http://casino.test/login'))).toBeNull();
  });
});
