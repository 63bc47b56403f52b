// @vitest-environment happy-dom
import type { Game } from '@casino/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeGame } from '../lib/testing/games';
import { renderUnderRoot } from '../lib/testing/render-under-root';
import { PLAYER } from '../lib/testing/users';
import CasinoGamePage from './casino-game';

/** The game page on a stub router; the launch route records what it was asked. */
function renderGame(game: Game, { user = PLAYER, favouriteIds = [] as number[] } = {}) {
  const launches: string[] = [];
  renderUnderRoot(
    [
      {
        path: 'casino/:id',
        loader: () => ({ game, category: null, favouriteIds }),
        Component: CasinoGamePage as never,
      },
      {
        path: 'games/launch',
        action: async ({ request }) => {
          const mode = String((await request.formData()).get('mode'));
          launches.push(mode);
          return { ok: true, mode, url: `http://localhost:8200/launch?mode=${mode}` };
        },
      },
    ],
    { url: `/casino/${game.game_id}`, user },
  );
  return { launches };
}

afterEach(cleanup);

// happy-dom loads no iframe pages: it prints one NotSupportedError per frame, as expected.
describe('/casino/:id page (issue 13, spec §2)', () => {
  it('opens a provider game in the frame, with the heart in its saved state', async () => {
    const { launches } = renderGame(makeGame(12), { favouriteIds: [12] });
    const frame = await screen.findByTestId('game-frame');
    expect(frame.dataset.mode).toBe('real');
    expect(launches).toEqual(['real']);
    const heart = screen.getByTestId('favourite-toggle');
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart.getAttribute('aria-label')).toBe('Remove from favourites');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Game 12');
  });

  it('shows the coming-soon panel and launches nothing for a game with no provider', async () => {
    const { launches } = renderGame({ ...makeGame(13), coming_soon: true });
    expect((await screen.findByTestId('game-coming-soon')).textContent).toContain(
      'Not yet playable',
    );
    expect(screen.queryByTestId('game-frame')).toBeNull();
    expect(screen.queryByTestId('game-stage')).toBeNull();
    expect(launches).toEqual([]);
    expect(screen.getByTestId('favourite-toggle').getAttribute('aria-pressed')).toBe('false');
  });

  it('links an in-house game to its own page instead of a frame', async () => {
    const { launches } = renderGame({ ...makeGame(14), play_path: '/games/crash' });
    expect((await screen.findByTestId('game-play')).getAttribute('href')).toBe('/games/crash');
    expect(screen.queryByTestId('game-stage')).toBeNull();
    expect(launches).toEqual([]);
  });
});
