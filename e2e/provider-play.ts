import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { STUDIO_URL } from './playwright.config';

/** Steps the provider game specs share: the bundled demo studio, as a third party. */

/**
 * A slot round that triggers the feature plays 10 to 20 free spins or more, and each spin at
 * full speed takes some 2.3 s: one unlucky round outlasts a 30 s wait. Journeys that spin the
 * studio's reels ask for reduced motion, as a player may, so the reels stop in a tenth of that.
 */
export const QUICK_REELS = { reducedMotion: 'reduce' } as const;

/** The demo studio's public secret (demo content: the casino's demo mode registers it). */
const STUDIO_SECRET = 'demo-studio-public-secret-for-play-money-only';

/** A round as the studio records it (apps/demo-provider/src/rounds.ts). */
export interface StudioRound {
  round_id: string;
  user: string;
  game_code: string;
  status: string;
  bet_amount: number;
  win_amount: number | null;
}

/** The studio's own record of real-money rounds (its reconciliation endpoint). */
export async function studioRounds(request: APIRequestContext): Promise<StudioRound[]> {
  const response = await request.get(`${STUDIO_URL}/admin/rounds`, {
    headers: { authorization: `Bearer ${STUDIO_SECRET}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { rounds: StudioRound[] }).rounds;
}

/** A catalog game by its exact name, through the lobby's own API. */
export async function findGame(request: APIRequestContext, name: string) {
  const response = await request.post('/api/games/list', {
    data: { limitfrom: 0, limitto: 20, search: name },
  });
  const { games } = (await response.json()) as {
    games: { game_id: number; name: string; slug: string; provided_by: string }[];
  };
  const game = games.find((entry) => entry.name === name);
  expect(game, `${name} in the catalog`).toBeTruthy();
  return game!;
}

/** Opens a game's page and answers the studio's page inside its frame, once it is up. */
export async function openGame(
  page: Page,
  request: APIRequestContext,
  name: string,
  mode: 'real' | 'demo',
): Promise<FrameLocator> {
  const game = await findGame(request, name);
  await page.goto(`/casino/${game.game_id}`);
  if (mode === 'demo' && (await page.getByTestId('game-mode-demo').isVisible())) {
    await page.getByTestId('game-mode-demo').click();
  }
  await expect(page.getByTestId('game-frame')).toHaveAttribute('data-mode', mode, {
    timeout: 20_000,
  });
  const studio = page.frameLocator('[data-testid="game-frame"]');
  await expect(studio.getByTestId('studio-balance')).toBeVisible({ timeout: 20_000 });
  return studio;
}

/** Digits of a shown amount, in minor units ("€1,234.56" -> 123456). */
export const minorOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));
