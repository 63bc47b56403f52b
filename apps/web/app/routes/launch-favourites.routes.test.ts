import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRouteArgs, jsonResponse as json, readSentCall } from '../lib/testing/route-args';
import { action as favouriteAction } from './favourites';
import { action as launchAction } from './games.launch';

type Failure = { data: unknown; init: { status: number } };
type RouteOptions = { cookie?: string | null; answer?: Response };

const URLDATA = { urldata: { url: 'http://localhost:8200/launch?token=t', mode: 'real' } };
const UNAUTHENTICATED = json({ message: 'Unauthenticated.', code: 'UNAUTHENTICATED' }, 401);

/** The launch route's arguments for the form `form`. */
function launchArgs(form: Record<string, string>, options: RouteOptions = {}) {
  return createRouteArgs({ path: '/games/launch', form, ...options });
}

function launch(args: object) {
  return launchAction(args as unknown as Parameters<typeof launchAction>[0]);
}

/** The favourite route's arguments for game `gameId`, asked with `method`. */
function favouriteArgs(gameId: string, method: string, options: RouteOptions = {}) {
  return createRouteArgs({ path: `/favourites/${gameId}`, method, params: { gameId }, ...options });
}

function favourite(args: object) {
  return favouriteAction(args as unknown as Parameters<typeof favouriteAction>[0]);
}

/** A refused action's answer (a `data(body, { status })`) as its status and body. */
async function refusalOf(answer: Promise<unknown>) {
  const { data, init } = (await answer) as Failure;
  return { status: init.status, data };
}

describe('games/launch resource route (issue 13, decision 006)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks gameURL with the player’s token, language and game id', async () => {
    const { args, fetchApi } = launchArgs(
      { game_id: '12', mode: 'real' },
      { answer: json(URLDATA) },
    );
    const result = await launch(args);
    expect(result).toEqual({ ok: true, mode: 'real', url: 'http://localhost:8200/launch?token=t' });
    expect(readSentCall(fetchApi)).toEqual({
      path: '/api/games/gameURL',
      method: 'POST',
      body: { game_id: 12 },
      auth: 'Bearer abc',
      language: 'es',
    });
  });

  it('asks demoURL for a visitor, without a token', async () => {
    const demo = { urldata: { url: 'http://localhost:8200/launch?demo=1', mode: 'demo' } };
    const { args, fetchApi } = launchArgs(
      { game_id: '12', mode: 'demo' },
      { cookie: null, answer: json(demo) },
    );
    expect(await launch(args)).toEqual({
      ok: true,
      mode: 'demo',
      url: 'http://localhost:8200/launch?demo=1',
    });
    expect(readSentCall(fetchApi)).toMatchObject({
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
    const { args } = launchArgs({ game_id: '12', mode: 'real' }, { answer: refusal });
    expect(await refusalOf(launch(args))).toEqual({
      status: 403,
      data: {
        ok: false,
        mode: 'real',
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Verifica primero tu correo electrónico.',
      },
    });
  });

  it('answers a visitor’s real launch with the API’s 401 instead of a redirect', async () => {
    const { args } = launchArgs(
      { game_id: '12', mode: 'real' },
      { cookie: null, answer: UNAUTHENTICATED },
    );
    expect(await refusalOf(launch(args))).toMatchObject({
      status: 401,
      data: { ok: false, code: 'UNAUTHENTICATED' },
    });
  });

  it('sends a player whose token died to log in again', async () => {
    const { args } = launchArgs({ game_id: '12', mode: 'real' }, { answer: UNAUTHENTICATED });
    const thrown = await launch(args).catch((error) => error);
    expect((thrown as Response).headers.get('Location')).toBe('/login?expired=1');
  });

  it('refuses a malformed request without calling the API', async () => {
    const { args, fetchApi } = launchArgs({ game_id: 'abc', mode: 'free' });
    expect(await refusalOf(launch(args))).toMatchObject({
      status: 422,
      data: { ok: false, mode: 'real', code: 'VALIDATION_FAILED' },
    });
    expect(fetchApi).not.toHaveBeenCalled();
  });

  it('answers the generic text when the API cannot be reached', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { args, fetchApi } = launchArgs({ game_id: '12', mode: 'demo' });
    fetchApi.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await refusalOf(launch(args))).toEqual({
      status: 500,
      data: { ok: false, mode: 'demo', code: 'INTERNAL', message: 'Algo salió mal' },
    });
  });
});

describe('favourites/:gameId resource route (issue 13, decision 006)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    { method: 'PUT', isFavourite: true },
    { method: 'DELETE', isFavourite: false },
  ])('$method marks or unmarks, with the player’s token', async ({ method, isFavourite }) => {
    const answer = json({ game_id: 7, favourite: isFavourite });
    const { args, fetchApi } = favouriteArgs('7', method, { answer });
    expect(await favourite(args)).toEqual({ ok: true, game_id: 7, favourite: isFavourite });
    expect(readSentCall(fetchApi)).toMatchObject({
      path: '/api/user/favourites/7',
      method,
      auth: 'Bearer abc',
    });
  });

  it('passes the API’s refusal through', async () => {
    const { args } = favouriteArgs('7', 'PUT', {
      answer: json(
        { message: 'Puedes tener como máximo 200 juegos favoritos.', code: 'FAVOURITES_FULL' },
        409,
      ),
    });
    expect(await refusalOf(favourite(args))).toEqual({
      status: 409,
      data: {
        ok: false,
        code: 'FAVOURITES_FULL',
        message: 'Puedes tener como máximo 200 juegos favoritos.',
      },
    });
  });

  it('sends a visitor to log in, and refuses bad ids and other methods', async () => {
    const thrownBy = async (args: object) =>
      (await favourite(args).catch((error) => error)) as Response;
    const visitor = favouriteArgs('7', 'PUT', { cookie: null });
    expect((await thrownBy(visitor.args)).headers.get('Location')).toBe('/login');
    const badId = favouriteArgs('x', 'PUT');
    expect((await thrownBy(badId.args)).status).toBe(404);
    const post = favouriteArgs('7', 'POST');
    expect((await thrownBy(post.args)).status).toBe(405);
    for (const call of [visitor, badId, post]) expect(call.fetchApi).not.toHaveBeenCalled();
  });
});
