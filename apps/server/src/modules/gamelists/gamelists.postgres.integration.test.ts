import { FAVOURITES_LIMIT, type GameListResponse, type GamesListResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { postgresTestUrl } from '../../test/harness';
import { signUpPlayer } from '../../test/http';
import { usePostgresTestApp } from '../../test/suite';
import { createGamelistsRepository } from './gamelists.repository';

const serverUrl = postgresTestUrl();

/**
 * On PostgreSQL requests run on several connections at once: the favourites limit must hold
 * when one player's requests race (the embedded database runs them one by one anyway).
 */
describe.runIf(serverUrl)('favourites under concurrency on PostgreSQL', () => {
  const { t, api } = usePostgresTestApp(serverUrl, { seed: false });

  it('lets exactly one of many simultaneous additions take the last place', async () => {
    const provider = 'Race Studio';
    const extra = 8;
    await t.runtime.services.gamesService.importCatalog({
      provider,
      games: Array.from({ length: FAVOURITES_LIMIT + extra }, (_, i) => ({
        external_id: `r${i}`,
        name: `Race ${i}`,
        position: i,
      })),
    });
    const list = await api.post('/api/games/list', {
      provider,
      limitto: FAVOURITES_LIMIT + extra,
      sort: 'popular',
    });
    const ids = (list.body as unknown as GamesListResponse).games.map((game) => game.game_id);
    const player = await signUpPlayer(api);
    const repo = createGamelistsRepository(t.runtime.database.db);
    await repo.transaction(async (tx) => {
      for (const id of ids.slice(0, FAVOURITES_LIMIT - 1)) {
        await repo.insertFavourite(tx, player.id, id);
      }
    });

    const answers = await Promise.all(
      ids.slice(FAVOURITES_LIMIT - 1).map((id) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/user/favourites/${id}`,
          headers: { authorization: `Bearer ${player.token}` },
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(extra).fill(422)]);
    const favourites = await api.get('/api/user/favourites', { token: player.token });
    expect((favourites.body as unknown as GameListResponse).games).toHaveLength(FAVOURITES_LIMIT);
  });
});
