import { sessionsResponseSchema, statusResponseSchema, z } from '@casino/contracts';
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

const HTTP_APP = 'http://localhost:8000';
const HTTPS_APP = 'https://casino.example';

function createArgs(
  url: string,
  cookie: string | null,
  respond: () => Response,
  appUrl = HTTP_APP,
) {
  const fetchApi = vi.fn(async (_path: string, _init?: RequestInit) => respond());
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
  const context: AppLoadContext = { cspNonce: 'nonce', appUrl, fetchApi };
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
      appUrl: HTTP_APP,
    });
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/login?expired=1');
    expect(SESSION_EXPIRED_PATH).toBe('/login?expired=1');
    expect(response?.headers.get('Set-Cookie')).toBe(
      'token=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
    );
  });

  it('also reacts to the "Unauthenticated." code and clears __Host-token on an https APP_URL', () => {
    const error = new ApiError(403, UNAUTHENTICATED);
    const response = getSessionExpiredRedirect(error, { hadToken: true, appUrl: HTTPS_APP });
    expect(response?.headers.get('Set-Cookie')).toBe(
      '__Host-token=; Path=/; Max-Age=0; SameSite=Lax; Secure; HttpOnly',
    );
  });

  it('leaves visitors and other errors alone', () => {
    const unauthenticated = new ApiError(401, UNAUTHENTICATED);
    expect(getSessionExpiredRedirect(unauthenticated, { hadToken: false, appUrl: HTTP_APP })).toBe(
      null,
    );
    const invalid = new ApiError(422, { message: 'The given data was invalid.', code: 'X' });
    expect(getSessionExpiredRedirect(invalid, { hadToken: true, appUrl: HTTP_APP })).toBeNull();
    expect(getSessionExpiredRedirect(new Error('down'), { hadToken: true, appUrl: HTTP_APP })).toBe(
      null,
    );
  });
});

describe('withSessionExpiry', () => {
  it('turns a 401 from any method into the thrown redirect', async () => {
    const fetch = vi.fn(async () => Response.json(UNAUTHENTICATED, { status: 401 }));
    const api = withSessionExpiry(createApiClient({ fetch, token: 'old', locale: 'en' }), {
      appUrl: HTTP_APP,
    });
    for (const call of [
      api.get('/api/user/logs', sessionsResponseSchema),
      api.post('/api/email/resend', {}, statusResponseSchema),
      api.patch('/api/settings/profile', { name: 'Ada Lovelace' }, statusResponseSchema),
      api.delete('/api/user/sessions/3', statusResponseSchema),
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
      appUrl: HTTP_APP,
    });
    await expect(api.get('/api/user/logs', sessionsResponseSchema)).resolves.toEqual({
      sessions: [],
    });
    const thrown = await catchThrown(api.get('/api/user/logs', sessionsResponseSchema));
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
    const thrown = await catchThrown(
      createRequestApi(args).get('/api/user/logs', sessionsResponseSchema),
    );
    const headers = new Headers(fetchApi.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Accept-Language')).toBe('es');
    expect((thrown as Response).headers.get('Location')).toBe('/login?expired=1');
    // issue 11: Secure comes from APP_URL (http here), not from the request's https.
    expect((thrown as Response).headers.get('Set-Cookie')).toBe(
      'token=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
    );
  });

  it('reads __Host-token, and only it, when APP_URL is https (issue 11)', async () => {
    const respond = () => Response.json({ sessions: [] });
    const secure = createArgs(
      'http://casino.test/x',
      'token=planted; __Host-token=real',
      respond,
      HTTPS_APP,
    );
    await createRequestApi(secure.args).get('/api/user/logs', sessionsResponseSchema);
    expect(new Headers(secure.fetchApi.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      'Bearer real',
    );
    const planted = createArgs('http://casino.test/x', 'token=planted', respond, HTTPS_APP);
    expect(() => createAccountApi(planted.args)).toThrow();
  });

  it('createRequestApi without a token keeps a 401 an ordinary error', async () => {
    const { args } = createArgs('http://casino.test/email/resend', null, () =>
      Response.json(UNAUTHENTICATED, { status: 401 }),
    );
    const thrown = await catchThrown(
      createRequestApi(args).post('/api/email/resend', {}, statusResponseSchema),
    );
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
    await createGuestApi(args).post(
      '/api/password/email',
      { email: 'ada@example.com' },
      z.object({ status: z.literal('ok') }),
    );
    expect(new Headers(fetchApi.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });
});
