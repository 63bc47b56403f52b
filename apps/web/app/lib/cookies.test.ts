import { describe, expect, it } from 'vitest';
import {
  createExpiredCookie,
  createExpiredTokenCookie,
  createLocaleCookie,
  createTokenCookie,
  parseCookies,
  readCookie,
  readTokenCookie,
  serializeCookie,
} from './cookies';
import { resolveLocale } from './locale';

describe('locale cookie', () => {
  it('keeps the locale for 365 days on the whole site (spec §9)', () => {
    expect(createLocaleCookie('zh-CN')).toBe(
      'locale=zh-CN; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect(createLocaleCookie('es')).toContain('Max-Age=31536000');
  });

  it('round-trips through parsing', () => {
    const [pair] = createLocaleCookie('es').split(';');
    expect(readCookie(pair, 'locale')).toBe('es');
  });
});

describe('resolveLocale (spec §2 locale guard)', () => {
  it('reads the locale cookie', () => {
    expect(resolveLocale('token=abc; locale=es')).toBe('es');
    expect(resolveLocale('locale=zh-CN')).toBe('zh-CN');
  });

  it('accepts the "cn" alias', () => {
    expect(resolveLocale('locale=cn')).toBe('zh-CN');
  });

  it('defaults to en without a cookie or with an unknown value', () => {
    expect(resolveLocale(null)).toBe('en');
    expect(resolveLocale('')).toBe('en');
    expect(resolveLocale('locale=fr')).toBe('en');
  });
});

describe('cookie helpers', () => {
  it('parses a Cookie header, decoding values and keeping the first duplicate', () => {
    const cookies = parseCookies('a=1; b=hello%20world; a=2; broken; c="quoted"');
    expect(cookies.get('a')).toBe('1');
    expect(cookies.get('b')).toBe('hello world');
    expect(cookies.get('c')).toBe('quoted');
    expect(cookies.has('broken')).toBe(false);
  });

  it('keeps a malformed escape as it is instead of throwing', () => {
    expect(readCookie('token=%E0%A4%A', 'token')).toBe('%E0%A4%A');
  });

  it('serialises with defaults and options', () => {
    expect(serializeCookie('x', 'a b')).toBe('x=a%20b; Path=/; SameSite=Lax');
    expect(
      serializeCookie('x', '1', { maxAge: 10.7, secure: true, httpOnly: true, sameSite: 'Strict' }),
    ).toBe('x=1; Path=/; Max-Age=10; SameSite=Strict; Secure; HttpOnly');
  });

  it('expires a cookie with Max-Age=0 on the same path', () => {
    expect(createExpiredCookie('token')).toBe('token=; Path=/; Max-Age=0; SameSite=Lax');
  });
});

const HTTP_APP = 'http://localhost:8000';
const HTTPS_APP = 'https://casino.example';

describe('token cookie (spec §9: 365 days when remembered, else a session cookie)', () => {
  it('is HttpOnly, SameSite=Lax on / and lives 365 days when remembered', () => {
    const cookie = createTokenCookie('1|abc', { remember: true, appUrl: HTTP_APP });
    expect(cookie).toBe('token=1%7Cabc; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly');
    expect(readCookie(cookie.split(';')[0], 'token')).toBe('1|abc');
  });

  it('has no Max-Age (a session cookie) when not remembered', () => {
    const cookie = createTokenCookie('abc', { remember: false, appUrl: HTTP_APP });
    expect(cookie).toBe('token=abc; Path=/; SameSite=Lax; HttpOnly');
    expect(cookie).not.toMatch(/Max-Age|Expires/);
  });

  it('is cleared with the same name and attributes and Max-Age=0', () => {
    expect(createExpiredTokenCookie(HTTP_APP)).toBe(
      'token=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
    );
    expect(createExpiredTokenCookie(HTTPS_APP)).toBe(
      '__Host-token=; Path=/; Max-Age=0; SameSite=Lax; Secure; HttpOnly',
    );
  });
});

describe('token cookie name and Secure follow APP_URL (issue 11)', () => {
  it('is __Host-token, Secure, on / without Domain when APP_URL is https', () => {
    expect(createTokenCookie('abc', { remember: true, appUrl: HTTPS_APP })).toBe(
      '__Host-token=abc; Path=/; Max-Age=31536000; SameSite=Lax; Secure; HttpOnly',
    );
    expect(createTokenCookie('abc', { remember: false, appUrl: HTTPS_APP })).not.toMatch(
      /Domain=/i,
    );
  });

  it('is Secure even when the request itself looks like plain http (behind a proxy)', () => {
    expect(createTokenCookie('abc', { remember: false, appUrl: HTTPS_APP })).toContain('; Secure;');
  });

  it('is never Secure on an http APP_URL, whatever the request claims', () => {
    expect(createTokenCookie('abc', { remember: false, appUrl: HTTP_APP })).not.toContain('Secure');
  });

  it('reads only the name APP_URL gives: a plain `token` cannot stand in on https', () => {
    const header = 'token=planted; __Host-token=real';
    expect(readTokenCookie(header, HTTPS_APP)).toBe('real');
    expect(readTokenCookie('token=planted', HTTPS_APP)).toBeNull();
    expect(readTokenCookie(header, HTTP_APP)).toBe('planted');
    expect(readTokenCookie('__Host-token=real', HTTP_APP)).toBeNull();
  });
});
