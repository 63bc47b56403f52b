// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameCarouselData } from '../features/games/lobby.server';
import { toCardGame } from '../features/games/game-data';
import { makeGame, SPEC_TABS } from '../lib/testing/games';
import { PLAYER } from '../lib/testing/users';
import CasinoPage, { shouldRevalidate } from './casino';
import { heartSubmission, pressed, renderPage } from './favourite-hearts.fixtures';

function makeCarousel(key: string, ids: number[], popular = false): GameCarouselData {
  const games = ids.map((id) => toCardGame(makeGame(id)));
  return { key, title: key, slug: key, icon: null, popular, games, total: games.length };
}

/** The lobby's carousels: game 2 is both popular and in its category, as in the real lobby. */
function renderLobby(options: { signedIn: boolean; favouriteIds: number[] }) {
  const data = {
    state: { tab: 'lobby', search: '', sort: 'default' },
    view: {
      kind: 'carousels',
      carousels: [makeCarousel('popular', [2, 3], true), makeCarousel('slots', [1, 2])],
    },
    tabs: SPEC_TABS,
    sorts: ['default', 'popular', 'asc', 'desc'],
    liveFeed: null,
    favouriteIds: options.favouriteIds,
  };
  renderPage({
    path: 'casino',
    url: '/casino',
    Component: CasinoPage as never,
    data,
    user: options.signedIn ? PLAYER : null,
  });
}

describe('/casino page: the hearts on the carousels’ cards (issue 13 point 5)', () => {
  afterEach(cleanup);

  it('presses the heart on each of the player’s favourites, in every carousel', async () => {
    renderLobby({ signedIn: true, favouriteIds: [2] });
    const popular = await screen.findByTestId('popular-carousel');
    const slots = screen.getByTestId('carousel-slots');
    expect(pressed(within(popular).getAllByTestId('favourite-toggle'))).toEqual(['true', 'false']);
    expect(pressed(within(slots).getAllByTestId('favourite-toggle'))).toEqual(['false', 'true']);
  });

  it('gives visitors empty hearts that lead to the login page', async () => {
    renderLobby({ signedIn: false, favouriteIds: [] });
    const hearts = await screen.findAllByTestId('favourite-toggle');
    expect(pressed(hearts)).toEqual(['false', 'false', 'false', 'false']);
    fireEvent.click(hearts[0]!);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Login page');
  });

  it('does not reload the carousels for a heart’s answer, only for other changes', () => {
    const url = 'http://localhost/casino';
    expect(shouldRevalidate(heartSubmission(url))).toBe(false);
    expect(shouldRevalidate({ ...heartSubmission(url), formAction: '/wallet/tip' })).toBe(true);
    expect(
      shouldRevalidate({ ...heartSubmission(url), nextUrl: new URL(`${url}?tab=featured`) }),
    ).toBe(true);
  });
});
