import type { AdminGame } from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../../test/http';
import { useTestApp } from '../../test/suite';

/**
 * Staff's catalog choices survive the provider's next feed (issue 17 "Games"): a game staff
 * switched off stays off, a featured or moved one stays so, while the feed still updates the
 * rest; a game gone from the feed is off, and back on when it returns, unless staff said off.
 */
const { t, api } = useTestApp({ seed: false });
const STUDIO = 'Curated Import Studio (test data)';
const feedOf = (externalIds: string[]) => ({
  provider: STUDIO,
  games: [
    { external_id: 'alpha', name: 'Curated Alpha', category: 'slots', position: 1 },
    { external_id: 'bravo', name: 'Curated Bravo', category: 'slots', position: 2 },
    { external_id: 'charlie', name: 'Curated Charlie', category: 'slots', position: 3 },
  ].filter((game) => externalIds.includes(game.external_id)),
});

let token: string;
beforeAll(async () => {
  token = (await signInStaff(t.runtime, api, 'content')).token;
  await t.runtime.services.gamesService.importCatalog(feedOf(['alpha', 'bravo', 'charlie']));
});

async function studioGames(): Promise<Map<string, AdminGame>> {
  const res = await api.get(`/api/admin/games?provider=${encodeURIComponent(STUDIO)}`, { token });
  expect(res.status).toBe(200);
  return new Map((res.body.games as AdminGame[]).map((game) => [game.name, game]));
}

describe('a catalog import after staff curated the games', () => {
  it('keeps what staff set and takes the rest from the feed', async () => {
    const before = await studioGames();
    const alpha = before.get('Curated Alpha')!;
    const bravo = before.get('Curated Bravo')!;
    expect(
      (await api.patch(`/api/admin/games/${alpha.id}`, { enabled: false }, { token })).status,
    ).toBe(200);
    expect(
      (await api.patch(`/api/admin/games/${bravo.id}`, { featured: true, position: 9 }, { token }))
        .status,
    ).toBe(200);

    // The next feed lists alpha and bravo again (as the provider has them) and drops charlie.
    await t.runtime.services.gamesService.importCatalog(feedOf(['alpha', 'bravo']));
    let games = await studioGames();
    expect(games.get('Curated Alpha')).toMatchObject({ enabled: false });
    expect(games.get('Curated Bravo')).toMatchObject({
      enabled: true,
      featured: true,
      position: 9,
    });
    expect(games.get('Curated Charlie')).toMatchObject({ enabled: false });

    // Charlie comes back with the feed; alpha stays off until staff turn it on.
    await t.runtime.services.gamesService.importCatalog(feedOf(['alpha', 'bravo', 'charlie']));
    games = await studioGames();
    expect(games.get('Curated Charlie')).toMatchObject({ enabled: true });
    expect(games.get('Curated Alpha')).toMatchObject({ enabled: false });
    await api.patch(`/api/admin/games/${alpha.id}`, { enabled: true }, { token });
    await t.runtime.services.gamesService.importCatalog(feedOf(['alpha', 'bravo', 'charlie']));
    expect((await studioGames()).get('Curated Alpha')).toMatchObject({ enabled: true });
  });
});
