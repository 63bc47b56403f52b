import {
  FAVOURITES_LIMIT,
  RECENT_GAMES_LIMIT,
  type Game,
  type GameListResponse,
  type GamesListResponse,
} from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { signUpPlayer } from '../../test/http';
import { createGamelistsRepository } from './gamelists.repository';
import { useTestApp } from '../../test/suite';

/**
 * The player's own game lists through the HTTP API on the embedded database: recently played
 * (spec §7 POST /user/gameslist) fed by GamePlayed and BetSettled, and favourites.
 */
const { t, api } = useTestApp({ seed: false });

/** Imports `provider`'s feed with its games 0 to count - 1, in catalog order. */
const importFeed = (provider: string, count: number) =>
  t.runtime.services.gamesService.importCatalog({
    provider,
    games: Array.from({ length: count }, (_, i) => ({
      external_id: `g${i}`,
      name: `${provider} Game ${i}`,
      position: i,
    })),
  });

let studios = 0;
/** A provider of its own with `count` games, in catalog order. */
async function importStudio(count: number): Promise<{ provider: string; games: Game[] }> {
  studios += 1;
  const provider = `List Studio ${studios}`;
  await importFeed(provider, count);
  const list = (await api.post('/api/games/list', {
    provider,
    limitfrom: 0,
    limitto: count,
    sort: 'popular',
  })) as { body: unknown };
  return { provider, games: (list.body as GamesListResponse).games };
}

/** Re-imports the studio with only the first `keep` games: the rest are disabled. */
async function keepOnly(provider: string, keep: number) {
  await importFeed(provider, keep);
}

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, second));

async function played(userId: number, gameId: number, when: Date) {
  t.runtime.services.events.emit('GamePlayed', { userId, gameId, playedAt: when });
  await t.runtime.services.gamelistsService.settled();
}

const recent = async (token: string) => {
  const res = await api.post('/api/user/gameslist', undefined, { token });
  expect(res.status).toBe(200);
  return (res.body as unknown as GameListResponse).games.map((game) => game.game_id);
};
const favourites = async (token: string) => {
  const res = await api.get('/api/user/favourites', { token });
  expect(res.status).toBe(200);
  return (res.body as unknown as GameListResponse).games.map((game) => game.game_id);
};

/** The http helper has no PUT: the same request through app.inject. */
async function putFavourite(token: string | null, gameId: number | string, locale?: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/user/favourites/${gameId}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(locale ? { 'accept-language': locale } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}
const deleteFavourite = (token: string | null, gameId: number) =>
  api.delete(`/api/user/favourites/${gameId}`, token ? { token } : {});

describe('the OpenAPI document', () => {
  it('lists the calls with their contract schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json() as {
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.paths['/api/user/gameslist'] ?? {})).toContain('post');
    expect(Object.keys(doc.paths['/api/user/favourites'] ?? {})).toContain('get');
    expect(Object.keys(doc.paths['/api/user/favourites/{game_id}'] ?? {}).sort()).toEqual([
      'delete',
      'put',
    ]);
    expect(doc.components.schemas).toHaveProperty('PlayerGameList');
    expect(doc.components.schemas).toHaveProperty('Favourite');
  });
});

describe('visitors', () => {
  it('get 401 from every list call', async () => {
    const { games } = await importStudio(1);
    const id = games[0]!.game_id;
    expect((await api.post('/api/user/gameslist')).status).toBe(401);
    expect((await api.get('/api/user/favourites')).status).toBe(401);
    const put = await putFavourite(null, id);
    expect(put.status).toBe(401);
    expect(put.body.message).toBe('Unauthenticated.');
    expect((await deleteFavourite(null, id)).status).toBe(401);
  });
});

describe('recently played', () => {
  it('lists the latest plays first, one entry per game, at most RECENT_GAMES_LIMIT', async () => {
    const player = await signUpPlayer(api);
    expect(await recent(player.token)).toEqual([]);
    const { games } = await importStudio(RECENT_GAMES_LIMIT + 6);
    const ids = games.map((game) => game.game_id);
    for (const [i, id] of ids.entries()) await played(player.id, id, at(i));

    const list = await recent(player.token);
    expect(list).toHaveLength(RECENT_GAMES_LIMIT);
    expect(list).toEqual([...ids].reverse().slice(0, RECENT_GAMES_LIMIT));

    // Playing an old game again moves it to the top, once.
    await played(player.id, ids[0]!, at(59));
    const again = await recent(player.token);
    expect(again[0]).toBe(ids[0]);
    expect(again.filter((id) => id === ids[0])).toHaveLength(1);
    expect(again[1]).toBe(ids.at(-1));

    // A late event with an older time never moves a game down.
    await played(player.id, ids[0]!, at(1));
    expect((await recent(player.token))[0]).toBe(ids[0]);
    // The answer is the lobby's Game: name, slug and pictures included.
    const body = (await api.post('/api/user/gameslist', {}, { token: player.token })).body;
    expect((body as unknown as GameListResponse).games[0]).toMatchObject({
      game_id: ids[0],
      name: games[0]!.name,
      slug: games[0]!.slug,
      url_thumb: games[0]!.url_thumb,
    });
  });

  it('hides disabled games', async () => {
    const player = await signUpPlayer(api);
    const { provider, games } = await importStudio(3);
    for (const [i, game] of games.entries()) await played(player.id, game.game_id, at(i));
    expect(await recent(player.token)).toEqual(games.map((g) => g.game_id).reverse());
    await keepOnly(provider, 1);
    expect(await recent(player.token)).toEqual([games[0]!.game_id]);
  });

  it('records bets on the in-house games (BetSettled), with or without the catalog id', async () => {
    const player = await signUpPlayer(api);
    const { gamesService, events, gamelistsService } = t.runtime.services;
    const crash = (await gamesService.findOriginalGame('crash'))!;
    const crashBull = (await gamesService.findOriginalGame('crashbull'))!;
    const settled = (game: string, when: Date, gameId?: number) =>
      events.emit('BetSettled', {
        reference: `test:${player.id}:${game}:${when.getTime()}`,
        userId: player.id,
        playerName: player.name,
        game,
        ...(gameId === undefined ? {} : { gameId }),
        currency: 'USD',
        amount: 100,
        payout: 0,
        outcome: 'lost',
        settledAt: when,
      });
    settled('crash', at(1));
    settled('crashbull', at(2), crashBull.game_id);
    await gamelistsService.settled();
    expect(await recent(player.token)).toEqual([crashBull.game_id, crash.game_id]);
    // A round's settlement emits many events at once: they land together.
    for (let i = 0; i < 50; i += 1) settled('crash', at(10 + (i % 7)));
    await gamelistsService.settled();
    expect(await recent(player.token)).toEqual([crash.game_id, crashBull.game_id]);
  });

  it('records a launch: opening a game names it GamePlayed', async () => {
    const player = await signUpPlayer(api);
    await t.runtime.services.usersService.markEmailVerified(player.id);
    const crash = (await t.runtime.services.gamesService.findOriginalGame('crashsw'))!;
    const launch = await api.post(
      '/api/games/gameURL',
      { game_id: crash.game_id },
      { token: player.token },
    );
    expect(launch.status).toBe(200);
    await t.runtime.services.gamelistsService.settled();
    expect(await recent(player.token)).toEqual([crash.game_id]);
  });
});

describe('favourites', () => {
  it('adds and removes idempotently, newest first', async () => {
    const player = await signUpPlayer(api);
    const { games } = await importStudio(3);
    const [a, b, c] = games.map((game) => game.game_id) as [number, number, number];
    expect(await favourites(player.token)).toEqual([]);

    const first = await putFavourite(player.token, a);
    expect(first).toEqual({ status: 200, body: { game_id: a, favourite: true } });
    expect((await putFavourite(player.token, a)).body).toEqual({ game_id: a, favourite: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await putFavourite(player.token, c);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await putFavourite(player.token, b);
    expect(await favourites(player.token)).toEqual([b, c, a]);

    const removed = await deleteFavourite(player.token, c);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ game_id: c, favourite: false });
    expect((await deleteFavourite(player.token, c)).body).toEqual({ game_id: c, favourite: false });
    expect(await favourites(player.token)).toEqual([b, a]);
  });

  it('refuses unknown and disabled games with GAME_NOT_FOUND, translated', async () => {
    const player = await signUpPlayer(api);
    const { provider, games } = await importStudio(2);
    const unknown = await putFavourite(player.token, 987_654);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({
      code: 'GAME_NOT_FOUND',
      message: 'This game does not exist.',
    });
    const spanish = await putFavourite(player.token, 987_654, 'es');
    expect(spanish.status).toBe(404);
    expect(spanish.body.message).toBe('Este juego no existe.');

    await putFavourite(player.token, games[1]!.game_id);
    await keepOnly(provider, 1);
    // A disabled game leaves the list and cannot be added again.
    expect(await favourites(player.token)).toEqual([]);
    expect((await putFavourite(player.token, games[1]!.game_id)).status).toBe(404);
    expect((await putFavourite(player.token, 'abc')).status).toBe(422);
    expect((await putFavourite(player.token, 0)).status).toBe(422);
  });

  it(`keeps at most FAVOURITES_LIMIT (${FAVOURITES_LIMIT}) favourites`, async () => {
    const player = await signUpPlayer(api);
    const { games } = await importStudio(FAVOURITES_LIMIT + 2);
    const ids = games.map((game) => game.game_id);
    // The first ones straight into the table: 200 requests would only make the test slow.
    const repo = createGamelistsRepository(t.runtime.database.db);
    await repo.transaction(async (tx) => {
      for (const id of ids.slice(0, FAVOURITES_LIMIT - 1)) {
        await repo.insertFavourite(tx, player.id, id);
      }
    });
    expect((await putFavourite(player.token, ids[FAVOURITES_LIMIT - 1]!)).status).toBe(200);
    expect(await favourites(player.token)).toHaveLength(FAVOURITES_LIMIT);

    const full = await putFavourite(player.token, ids[FAVOURITES_LIMIT]!);
    expect(full.status).toBe(422);
    expect(full.body).toMatchObject({
      code: 'FAVOURITES_FULL',
      message: `You can keep at most ${FAVOURITES_LIMIT} favourite games.`,
    });
    expect((await putFavourite(player.token, ids[FAVOURITES_LIMIT]!, 'es')).body.message).toBe(
      `Puedes tener como máximo ${FAVOURITES_LIMIT} juegos favoritos.`,
    );
    // A game already kept is still "added" at the limit (idempotent).
    expect((await putFavourite(player.token, ids[0]!)).status).toBe(200);
    // Removing one makes room for one.
    await deleteFavourite(player.token, ids[0]!);
    expect((await putFavourite(player.token, ids[FAVOURITES_LIMIT]!)).status).toBe(200);
    expect((await putFavourite(player.token, ids[FAVOURITES_LIMIT + 1]!)).status).toBe(422);
    const list = await favourites(player.token);
    expect(list).toHaveLength(FAVOURITES_LIMIT);
    expect(list[0]).toBe(ids[FAVOURITES_LIMIT]);
  });
});

describe('one player never sees or changes another player’s lists', () => {
  it('keeps A’s and B’s recently played and favourites apart', async () => {
    const a = await signUpPlayer(api);
    const b = await signUpPlayer(api);
    const { games } = await importStudio(3);
    const [x, y, z] = games.map((game) => game.game_id) as [number, number, number];

    await played(a.id, x, at(1));
    await played(b.id, y, at(2));
    expect(await recent(a.token)).toEqual([x]);
    expect(await recent(b.token)).toEqual([y]);

    // A's PUT touches A's list only, whatever game it names.
    await putFavourite(a.token, x);
    await putFavourite(a.token, y);
    expect(await favourites(a.token)).toEqual([y, x]);
    expect(await favourites(b.token)).toEqual([]);

    await putFavourite(b.token, z);
    // B removing A's favourites removes nothing of A's.
    await deleteFavourite(b.token, x);
    await deleteFavourite(b.token, y);
    expect(await favourites(a.token)).toEqual([y, x]);
    expect(await favourites(b.token)).toEqual([z]);

    // No call takes a player id: a body or query naming B is ignored.
    const sneaky = await t.app.inject({
      method: 'PUT',
      url: `/api/user/favourites/${x}?user_id=${b.id}`,
      headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ user_id: b.id }),
    });
    expect(sneaky.statusCode).toBe(200);
    expect(await favourites(b.token)).toEqual([z]);
    const listed = await api.post('/api/user/gameslist', { user_id: b.id }, { token: a.token });
    expect((listed.body as unknown as GameListResponse).games.map((g) => g.game_id)).toEqual([x]);
  });
});
