import { describe, expect, it, vi } from 'vitest';
import { sessionsResponseSchema, statusResponseSchema, z } from '@casino/contracts';
import { ApiContractError, ApiError, createApiClient, isUnauthenticated } from './api';

/** For the calls whose answer is not what the test is about. */
const ANY = z.unknown();

function createFetch(response: Response) {
  return vi.fn(async (_path: string, _init?: RequestInit) => response);
}

function readHeaders(fetch: ReturnType<typeof createFetch>): Headers {
  const init = fetch.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

describe('createApiClient', () => {
  it('sends Accept-Language and the bearer token (spec §7)', async () => {
    const fetch = createFetch(Response.json({ user: { id: 1 }, status: 'ok' }));
    const api = createApiClient({ fetch, token: 'secret-token', locale: 'zh-CN' });

    const body = await api.get('/api/user', z.object({ status: z.string() }));

    expect(body.status).toBe('ok');
    expect(fetch).toHaveBeenCalledWith('/api/user', expect.objectContaining({ method: 'GET' }));
    const headers = readHeaders(fetch);
    expect(headers.get('Accept-Language')).toBe('zh-CN');
    expect(headers.get('Authorization')).toBe('Bearer secret-token');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('leaves out Authorization without a token', async () => {
    const fetch = createFetch(Response.json({ pages: [] }));
    await createApiClient({ fetch, token: null, locale: 'es' }).get('/api/pages', ANY);
    const headers = readHeaders(fetch);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get('Accept-Language')).toBe('es');
  });

  it('posts JSON bodies', async () => {
    const fetch = createFetch(Response.json({ pages: [] }));
    const api = createApiClient({ fetch, locale: 'en' });
    await api.post('/api/pages', { limit_from: 0, limit_to: 300 }, ANY);
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"limit_from":0,"limit_to":300}');
    expect(readHeaders(fetch).get('Content-Type')).toBe('application/json');
  });

  it('adds per-call headers (the idempotency key of a money call)', async () => {
    const fetch = createFetch(Response.json({ status: 'ok' }));
    const api = createApiClient({ fetch, token: 't', locale: 'en' });
    await api.post('/api/wallet/request/tip', { recipient: 'Ada', amount: 5 }, ANY, {
      headers: { 'idempotency-key': 'key-1' },
    });
    const headers = readHeaders(fetch);
    expect(headers.get('idempotency-key')).toBe('key-1');
    expect(headers.get('Authorization')).toBe('Bearer t');
  });

  it('patches and deletes', async () => {
    const fetch = vi.fn(async (_path: string, _init?: RequestInit) =>
      Response.json({ status: 'ok', message: 'account data updated' }),
    );
    const api = createApiClient({ fetch, token: 't', locale: 'en' });
    await api.patch('/api/settings/profile', { name: 'Ada Lovelace' }, statusResponseSchema);
    await api.delete('/api/user/sessions/4', statusResponseSchema);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('PATCH');
    expect(fetch.mock.calls[0]?.[1]?.body).toBe('{"name":"Ada Lovelace"}');
    expect(fetch.mock.calls[1]?.[0]).toBe('/api/user/sessions/4');
    expect(fetch.mock.calls[1]?.[1]?.method).toBe('DELETE');
    expect(fetch.mock.calls[1]?.[1]?.body).toBeUndefined();
  });

  it('sends FormData as it is, leaving the multipart Content-Type to fetch', async () => {
    const fetch = createFetch(Response.json({ document: { id: 1 } }, { status: 201 }));
    const body = new FormData();
    body.set('document_type', 'passport');
    await createApiClient({ fetch, token: 't', locale: 'en' }).post(
      '/api/settings/verification',
      body,
      ANY,
    );
    expect(fetch.mock.calls[0]?.[1]?.body).toBe(body);
    expect(readHeaders(fetch).has('Content-Type')).toBe(false);
  });

  it('passes the abort signal through', async () => {
    const fetch = createFetch(Response.json({}));
    const controller = new AbortController();
    await createApiClient({ fetch, locale: 'en' }).get('/api/health', ANY, {
      signal: controller.signal,
    });
    expect(fetch.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });

  it('throws ApiError with the status and the server body on non-2xx', async () => {
    const fetch = createFetch(
      Response.json({ message: 'Unauthenticated.', code: 'UNAUTHENTICATED' }, { status: 401 }),
    );
    const error = await createApiClient({ fetch, token: 'bad', locale: 'en' })
      .get('/api/user', ANY)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).body).toEqual({
      message: 'Unauthenticated.',
      code: 'UNAUTHENTICATED',
    });
    expect(isUnauthenticated(error)).toBe(true);
  });

  it('keeps validation errors', async () => {
    const body = {
      message: 'The given data was invalid.',
      code: 'VALIDATION_FAILED',
      errors: { email: ['Invalid e-mail.'] },
    };
    const fetch = createFetch(Response.json(body, { status: 422 }));
    const error = await createApiClient({ fetch, locale: 'en' })
      .post('/api/login', {}, ANY)
      .catch((caught: unknown) => caught);
    expect((error as ApiError).body.errors?.email).toEqual(['Invalid e-mail.']);
    expect(isUnauthenticated(error)).toBe(false);
  });

  it('falls back to a coded error when the body is not the API shape', async () => {
    const fetch = createFetch(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await createApiClient({ fetch, locale: 'en' })
      .get('/api/pages', ANY)
      .catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).body).toEqual({ message: 'Bad Gateway', code: 'HTTP_502' });
  });

  it('answers with the contract schema’s output: unknown fields are dropped', async () => {
    const fetch = createFetch(
      Response.json({ status: 'ok', message: 'Saved', internal_note: 'not in the contract' }),
    );
    const body = await createApiClient({ fetch, locale: 'en' }).get(
      '/api/settings/profile',
      statusResponseSchema,
    );
    expect(body).toEqual({ status: 'ok', message: 'Saved' });
  });

  it('throws ApiContractError (a 502) when a 2xx answer breaks its contract', async () => {
    const fetch = createFetch(Response.json({ sessions: [{ id: 'one' }] }));
    const error = await createApiClient({ fetch, token: 't', locale: 'en' })
      .get('/api/user/logs', sessionsResponseSchema)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as ApiContractError).status).toBe(502);
    expect((error as ApiContractError).message).toBe(
      'The answer of /api/user/logs does not match its contract',
    );
    expect(isUnauthenticated(error)).toBe(false);
  });
});
