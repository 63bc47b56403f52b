import type { User } from '@casino/contracts';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { completeTwoFactorSignIn, getPathAfterLogin, signIn } from './sign-in.server';

const USER: User = {
  id: 7,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  photo_url: null,
  currency: 'EUR',
  balance: 0,
  w_balance: 0,
  w_bonus_balance: 0,
  total_deposits: 0,
  email_verified_at: null,
  customer_support_user: 0,
  role: 'player',
};

function createArgs(
  url: string,
  answer: Record<string, unknown>,
  appUrl = 'http://localhost:8000',
) {
  const fetchApi = vi.fn(async (_path: string, _init?: RequestInit) =>
    Response.json({
      status: 'ok',
      token: '5|secret',
      expires_at: '2027-01-01T00:00:00Z',
      ...answer,
    }),
  );
  const request = new Request(url, { method: 'POST', headers: { Cookie: 'token=old; locale=es' } });
  const context: AppLoadContext = { cspNonce: 'nonce', appUrl, fetchApi };
  return { args: { request, context }, fetchApi };
}

/** signIn's answer for an account without a second factor: the redirect with the cookie. */
async function signInSession(...call: Parameters<typeof signIn>): Promise<Response> {
  const answer = await signIn(...call);
  if (!(answer instanceof Response)) throw new Error('Expected a session, got a challenge');
  return answer;
}

describe('signIn (spec §2, §4, §9)', () => {
  it('posts the credentials without the old token and stores the new one for 365 days', async () => {
    const { args, fetchApi } = createArgs('http://casino.test/login', {
      remember: true,
      user: USER,
    });
    const response = await signInSession(args, {
      email: 'ada@example.com',
      password: 'secret-password',
      remember: true,
    });
    const [path, init] = fetchApi.mock.calls[0]!;
    expect(path).toBe('/api/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ada@example.com',
      password: 'secret-password',
      remember: true,
    });
    const headers = new Headers(init?.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get('Accept-Language')).toBe('es');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.get('Set-Cookie')).toBe(
      'token=5%7Csecret; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly',
    );
  });

  it('keeps a session cookie when not remembered; __Host-token and Secure on an https APP_URL', async () => {
    // issue 11: the request may reach us as plain http behind a proxy; APP_URL decides.
    const { args } = createArgs(
      'http://casino.test/login',
      { remember: false, user: USER },
      'https://casino.example',
    );
    const response = await signInSession(args, { email: 'a@b.co', password: 'x', remember: false });
    expect(response.headers.get('Set-Cookie')).toBe(
      '__Host-token=5%7Csecret; Path=/; SameSite=Lax; Secure; HttpOnly',
    );
  });

  it('never sets Secure on an http APP_URL, even for an https request', async () => {
    const { args } = createArgs('https://casino.test/login', { remember: false, user: USER });
    const response = await signInSession(args, { email: 'a@b.co', password: 'x', remember: false });
    expect(response.headers.get('Set-Cookie')).toBe(
      'token=5%7Csecret; Path=/; SameSite=Lax; HttpOnly',
    );
  });

  it('sends a customer support user to /customersupport', async () => {
    const agent = { ...USER, customer_support_user: 1 as const };
    const { args } = createArgs('http://casino.test/login', { remember: true, user: agent });
    const response = await signInSession(args, { email: 'a@b.co', password: 'x', remember: true });
    expect(response.headers.get('Location')).toBe('/customersupport');
    expect(getPathAfterLogin(USER)).toBe('/');
  });
});

describe('the two-factor step of signing in (issue 18)', () => {
  it('answers the challenge, and sets no cookie, for an account with two-factor authentication', async () => {
    const { args } = createArgs('http://casino.test/login', {
      status: 'two_factor',
      challenge: 'challenge-1',
      remember: false,
    });
    const answer = await signIn(args, { email: 'a@b.co', password: 'x', remember: false });
    expect(answer).toEqual({
      status: 'two_factor',
      challenge: 'challenge-1',
      expires_at: '2027-01-01T00:00:00Z',
      remember: false,
    });
  });

  it('sends the challenge and the code, then stores the token as the password login does', async () => {
    const { args, fetchApi } = createArgs('http://casino.test/login', {
      remember: true,
      user: USER,
    });
    const response = await completeTwoFactorSignIn(args, {
      challenge: 'challenge-1',
      code: '123456',
    });
    const [path, init] = fetchApi.mock.calls[0]!;
    expect(path).toBe('/api/login/two-factor');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ challenge: 'challenge-1', code: '123456' });
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    expect(response.headers.get('Set-Cookie')).toBe(
      'token=5%7Csecret; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly',
    );
  });
});
