import { afterEach, describe, expect, it, vi } from 'vitest';
import { action as favouriteAction } from './favourites';
import { action as launchAction } from './games.launch';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The in-process API answering `answer`, and the calls it received. */
function createArgs(options: {
  path: string;
  method?: string;
  form?: Record<string, string>;
  params?: Record<string, string>;
  cookie?: string | null;
  answer?: Response;
}) {
  const fetchApi = vi.fn(async (_path: string, _init?: RequestInit) =>
    (options.answer ?? json({})).clone(),
  );
  const headers = new Headers();
  if (options.cookie !== null) headers.set('Cookie', options.cookie ?? 'token=abc; locale=es');
  const request = new Request(`http://localhost${options.path}`, {
    method: options.method ?? 'POST',
    headers,
    body: options.form ? new URLSearchParams(options.form) : undefined,
  });
  const args = {
    request,
    params: options.params ?? {},
    context: { fetchApi, cspNonce: 'n', appUrl: 'http://localhost' },
  };
  return { args, fetchApi };
}

function sentCall(fetchApi: ReturnType<typeof createArgs>['fetchApi']) {
  const [path, init] = fetchApi.mock.calls[0] ?? [];
  const headers = new Headers(init?.headers);
  return {
    path,
    method: init?.method,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
    auth: headers.get('Authorization'),
    language: headers.get('Accept-Language'),
  };
}

type Failure = { data: unknown; init: { status: number } };
type LaunchArgs = Parameters<typeof launchAction>[0];
type FavouriteArgs = Parameters<typeof favouriteAction>[0];

const URLDATA = { urldata: { url: 'http://localhost:8200/launch?token=t', mode: 'real' } };

describe('games/launch resource route (issue 13, decision 006)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks gameURL with the player’s token, language and game id', async () => {
    const { args, fetchApi } = createArgs({
      path: '/games/launch',
      form: { game_id: '12', mode: 'real' },
      answer: json(URLDATA),
    });
    const result = await launchAction(args as unknown as LaunchArgs);
    expect(result).toEqual({ ok: true, mode: 'real', url: 'http://localhost:8200/launch?token=t' });
    expect(sentCall(fetchApi)).toEqual({
      path: '/api/games/gameURL',
      method: 'POST',
      body: { game_id: 12 },
      auth: 'Bearer abc',
      language: 'es',
    });
  });

  it('asks demoURL for a visitor, without a token', async () => {
    const demo = { urldata: { url: 'http://localhost:8200/launch?demo=1', mode: 'demo' } };
    const { args, fetchApi } = createArgs({
      path: '/games/launch',
      cookie: null,
      form: { game_id: '12', mode: 'demo' },
      answer: json(demo),
    });
    expect(await launchAction(args as unknown as LaunchArgs)).toEqual({
      ok: true,
      mode: 'demo',
      url: 'http://localhost:8200/launch?demo=1',
    });
    expect(sentCall(fetchApi)).toMatchObject({
      path: '/api/games/demoURL',
      body: { game_id: 12 },
      auth: null,
    });
  });

  it('passes the API’s refusal through with its status, code and translated text', async () => {
    const refusal = json(
      { message: 'Verifica primero tu correo electrónico.', code: 'EMAIL_NOT_VERIFIED' },
      403,
    );
    const { args } = createArgs({
      path: '/games/launch',
      form: { game_id: '12', mode: 'real' },
      answer: refusal,
    });
    const result = (await launchAction(args as unknown as LaunchArgs)) as unknown as Failure;
    expect(result.init.status).toBe(403);
    expect(result.data).toEqual({
      ok: false,
      mode: 'real',
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Verifica primero tu correo electrónico.',
    });
  });

  it('answers a visitor’s real launch with the API’s 401 instead of a redirect', async () => {
    const { args } = createArgs({
      path: '/games/launch',
      cookie: null,
      form: { game_id: '12', mode: 'real' },
      answer: json({ message: 'Unauthenticated.', code: 'UNAUTHENTICATED' }, 401),
    });
    const result = (await launchAction(args as unknown as LaunchArgs)) as unknown as Failure;
    expect(result.init.status).toBe(401);
    expect(result.data).toMatchObject({ ok: false, code: 'UNAUTHENTICATED' });
  });

  it('sends a player whose token died to log in again', async () => {
    const { args } = createArgs({
      path: '/games/launch',
      form: { game_id: '12', mode: 'real' },
      answer: json({ message: 'Unauthenticated.', code: 'UNAUTHENTICATED' }, 401),
    });
    const thrown = await launchAction(args as unknown as LaunchArgs).catch((error) => error);
    expect((thrown as Response).headers.get('Location')).toBe('/login?expired=1');
  });

  it('refuses a malformed request without calling the API', async () => {
    const { args, fetchApi } = createArgs({
      path: '/games/launch',
      form: { game_id: 'abc', mode: 'free' },
    });
    const result = (await launchAction(args as unknown as LaunchArgs)) as unknown as Failure;
    expect(result.init.status).toBe(422);
    expect(result.data).toMatchObject({ ok: false, mode: 'real', code: 'VALIDATION_FAILED' });
    expect(fetchApi).not.toHaveBeenCalled();
  });

  it('answers the generic text when the API cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { args, fetchApi } = createArgs({
      path: '/games/launch',
      form: { game_id: '12', mode: 'demo' },
    });
    fetchApi.mockRejectedValueOnce(new TypeError('fetch failed'));
    const result = (await launchAction(args as unknown as LaunchArgs)) as unknown as Failure;
    expect(result.init.status).toBe(500);
    expect(result.data).toEqual({
      ok: false,
      mode: 'demo',
      code: 'INTERNAL',
      message: 'Algo salió mal',
    });
  });
});

describe('favourites/:gameId resource route (issue 13, decision 006)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('marks with PUT and unmarks with DELETE, with the player’s token', async () => {
    const put = createArgs({
      path: '/favourites/7',
      method: 'PUT',
      params: { gameId: '7' },
      answer: json({ game_id: 7, favourite: true }),
    });
    expect(await favouriteAction(put.args as unknown as FavouriteArgs)).toEqual({
      ok: true,
      game_id: 7,
      favourite: true,
    });
    expect(sentCall(put.fetchApi)).toMatchObject({
      path: '/api/user/favourites/7',
      method: 'PUT',
      auth: 'Bearer abc',
    });

    const remove = createArgs({
      path: '/favourites/7',
      method: 'DELETE',
      params: { gameId: '7' },
      answer: json({ game_id: 7, favourite: false }),
    });
    expect(await favouriteAction(remove.args as unknown as FavouriteArgs)).toEqual({
      ok: true,
      game_id: 7,
      favourite: false,
    });
    expect(sentCall(remove.fetchApi)).toMatchObject({
      path: '/api/user/favourites/7',
      method: 'DELETE',
      auth: 'Bearer abc',
    });
  });

  it('passes the API’s refusal through', async () => {
    const { args } = createArgs({
      path: '/favourites/7',
      method: 'PUT',
      params: { gameId: '7' },
      answer: json(
        { message: 'Puedes tener como máximo 200 juegos favoritos.', code: 'FAVOURITES_FULL' },
        409,
      ),
    });
    const result = (await favouriteAction(args as unknown as FavouriteArgs)) as unknown as Failure;
    expect(result.init.status).toBe(409);
    expect(result.data).toEqual({
      ok: false,
      code: 'FAVOURITES_FULL',
      message: 'Puedes tener como máximo 200 juegos favoritos.',
    });
  });

  it('sends a visitor to log in, and refuses bad ids and other methods', async () => {
    const visitor = createArgs({
      path: '/favourites/7',
      method: 'PUT',
      params: { gameId: '7' },
      cookie: null,
    });
    const redirect = (await favouriteAction(visitor.args as unknown as FavouriteArgs).catch(
      (error) => error,
    )) as Response;
    expect(redirect.headers.get('Location')).toBe('/login');

    const badId = createArgs({ path: '/favourites/x', method: 'PUT', params: { gameId: 'x' } });
    const notFound = (await favouriteAction(badId.args as unknown as FavouriteArgs).catch(
      (error) => error,
    )) as Response;
    expect(notFound.status).toBe(404);

    const post = createArgs({ path: '/favourites/7', params: { gameId: '7' } });
    const refused = (await favouriteAction(post.args as unknown as FavouriteArgs).catch(
      (error) => error,
    )) as Response;
    expect(refused.status).toBe(405);
    for (const call of [visitor, badId, post]) expect(call.fetchApi).not.toHaveBeenCalled();
  });
});
