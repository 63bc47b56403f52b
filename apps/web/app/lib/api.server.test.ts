import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api';
import {
  SESSION_EXPIRED_PATH,
  createAccountApi,
  createGuestApi,
  createRequestApi,
  getSessionExpiredRedirect,
  withSessionExpiry,
} from './api.server';

const UNAUTHENTICATED = { message: 'Unauthenticated.', code: 'UNAUTHENTICATED' };

function createArgs(url: string, cookie: string | null, respond: () => Response) {
  const fetchApi = vi.fn(async (_path: string, _init?: RequestInit) => respond());
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
  const context: AppLoadContext = { cspNonce: 'nonce', appUrl: 'http://localhost:8000', fetchApi };
  return { args: { request, context }, fetchApi };
}

async function catchThrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('getSessionExpiredRedirect (spec §4/§8: 401 while logged in)', () => {
  it('redirects to /login?expired=1 and clears the cookie when a token was sent', () => {
    const response = getSessionExpiredRedirect(new ApiError(401, UNAUTHENTICATED), {
      hadToken: true,
      secure: false,
    });
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/login?expired=1');
    expect(SESSION_EXPIRED_PATH).toBe('/login?expired=1');
    expect(response?.headers.get('Set-Cookie')).toBe(
      'token=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
    );
  });

  it('also reacts to the "Unauthenticated." code and keeps the cookie Secure on https', () => {
    const error = new ApiError(403, UNAUTHENTICATED);
    const response = getSessionExpiredRedirect(error, { hadToken: true, secure: true });
    expect(response?.headers.get('Set-Cookie')).toContain('; Secure; HttpOnly');
  });

  it('leaves visitors and other errors alone', () => {
    const unauthenticated = new ApiError(401, UNAUTHENTICATED);
    expect(getSessionExpiredRedirect(unauthenticated, { hadToken: false, secure: false })).toBe(
      null,
    );
    const invalid = new ApiError(422, { message: 'The given data was invalid.', code: 'X' });
    expect(getSessionExpiredRedirect(invalid, { hadToken: true, secure: false })).toBeNull();
    expect(getSessionExpiredRedirect(new Error('down'), { hadToken: true, secure: false })).toBe(
      null,
    );
  });
});

describe('withSessionExpiry', () => {
  it('turns a 401 from any method into the thrown redirect', async () => {
    const fetch = vi.fn(async () => Response.json(UNAUTHENTICATED, { status: 401 }));
    const api = withSessionExpiry(createApiClient({ fetch, token: 'old', locale: 'en' }), {
      secure: false,
    });
    for (const call of [
      api.get('/api/user/logs'),
      api.post('/api/email/resend', {}),
      api.patch('/api/settings/profile', { name: 'Ada Lovelace' }),
      api.delete('/api/user/sessions/3'),
    ]) {
      const thrown = await catchThrown(call);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get('Location')).toBe('/login?expired=1');
    }
  });

  it('passes answers and other errors through', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(Response.json({ sessions: [] }))
      .mockResolvedValueOnce(Response.json({ message: 'Nope', code: 'X' }, { status: 422 }));
    const api = withSessionExpiry(createApiClient({ fetch, token: 't', locale: 'en' }), {
      secure: false,
    });
    await expect(api.get('/api/user/logs')).resolves.toEqual({ sessions: [] });
    const thrown = await catchThrown(api.get('/api/user/logs'));
    expect(thrown).toBeInstanceOf(ApiError);
  });
});

describe('request API clients', () => {
  it('createRequestApi sends the cookie token and locale, and expires on 401', async () => {
    const { args, fetchApi } = createArgs(
      'https://casino.test/settings/sessions',
      'token=abc; locale=es',
      () => Response.json(UNAUTHENTICATED, { status: 401 }),
    );
    const thrown = await catchThrown(createRequestApi(args).get('/api/user/logs'));
    const headers = new Headers(fetchApi.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Accept-Language')).toBe('es');
    expect((thrown as Response).headers.get('Location')).toBe('/login?expired=1');
    expect((thrown as Response).headers.get('Set-Cookie')).toContain('Secure');
  });

  it('createRequestApi without a token keeps a 401 an ordinary error', async () => {
    const { args } = createArgs('http://casino.test/email/resend', null, () =>
      Response.json(UNAUTHENTICATED, { status: 401 }),
    );
    const thrown = await catchThrown(createRequestApi(args).post('/api/email/resend', {}));
    expect(thrown).toBeInstanceOf(ApiError);
  });

  it('createAccountApi sends visitors to /login without calling the API', () => {
    const { args, fetchApi } = createArgs('http://casino.test/settings/profile', null, () =>
      Response.json({}),
    );
    let thrown: unknown;
    try {
      createAccountApi(args);
    } catch (error) {
      thrown = error;
    }
    expect((thrown as Response).headers.get('Location')).toBe('/login');
    expect(fetchApi).not.toHaveBeenCalled();
  });

  it('createGuestApi never sends a leftover token', async () => {
    const { args, fetchApi } = createArgs('http://casino.test/login', 'token=stale', () =>
      Response.json({ status: 'ok' }),
    );
    await createGuestApi(args).post('/api/password/email', { email: 'ada@example.com' });
    expect(new Headers(fetchApi.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });
});
