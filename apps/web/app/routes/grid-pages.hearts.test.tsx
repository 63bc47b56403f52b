// @vitest-environment happy-dom
import type { Category, Provider } from '@casino/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toCardGame } from '../features/games/game-data';
import { makeGame } from '../lib/testing/games';
import { PLAYER } from '../lib/testing/users';
import CategoryPage from './category';
import { pressed, renderPage } from './favourite-hearts.fixtures';
import ProviderPage from './provider';

// The two grid pages put the same hearts on their cards (issue 13 point 5).

const SLOTS: Category = { id: 4, slug: 'slots', name: 'Slots', icon: null, in_menu: 1 };
const STUDIO: Provider = { name: 'Demo Studio', slug: 'Demo-Studio', logo: null, games_count: 3 };

const PAGES = [
  {
    page: '/category/{id}',
    path: 'category/:id',
    url: '/category/slots',
    Component: CategoryPage,
    subject: { category: SLOTS, id: 'slots' },
    gameIds: [1, 2, 3],
    favouriteIds: [1, 3],
    pressed: ['true', 'false', 'true'],
    visitorHeart: 1,
  },
  {
    page: '/providers/{id}',
    path: 'providers/:id',
    url: '/providers/demo-studio',
    Component: ProviderPage,
    subject: { provider: STUDIO, id: 'demo-studio' },
    gameIds: [4, 5, 6],
    favouriteIds: [5],
    pressed: ['false', 'true', 'false'],
    visitorHeart: 0,
  },
];

describe.each(PAGES)('$page page: the hearts on the cards (issue 13 point 5)', (page) => {
  function renderGrid(options: { signedIn: boolean; favouriteIds: number[] }) {
    const games = page.gameIds.map((id) => makeGame(id));
    const data = {
      ...page.subject,
      games: games.map(toCardGame),
      total: games.length,
      sort: 'default',
      sorts: ['default', 'popular', 'asc', 'desc'],
      favouriteIds: options.favouriteIds,
    };
    renderPage({
      path: page.path,
      url: page.url,
      Component: page.Component as never,
      data,
      user: options.signedIn ? PLAYER : null,
    });
  }

  afterEach(cleanup);

  it('presses the heart on each of the player’s favourites', async () => {
    renderGrid({ signedIn: true, favouriteIds: page.favouriteIds });
    const ids = page.gameIds.map(String);
    const cards = await screen.findAllByTestId('game-card');
    expect(cards.map((card) => card.dataset.gameId)).toEqual(ids);
    const hearts = screen.getAllByTestId('favourite-toggle');
    expect(hearts.map((heart) => heart.dataset.gameId)).toEqual(ids);
    expect(pressed(hearts)).toEqual(page.pressed);
    const firstFavourite = page.gameIds.indexOf(page.favouriteIds[0]!);
    expect(hearts[firstFavourite]!.getAttribute('aria-label')).toBe('Remove from favourites');
  });

  it('gives visitors empty hearts that lead to the login page', async () => {
    renderGrid({ signedIn: false, favouriteIds: [] });
    const hearts = await screen.findAllByTestId('favourite-toggle');
    expect(pressed(hearts)).toEqual(['false', 'false', 'false']);
    fireEvent.click(hearts[page.visitorHeart]!);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Login page');
  });
});
