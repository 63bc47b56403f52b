// @vitest-environment happy-dom
import type { Category } from '@casino/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toCardGame } from '../features/games/game-data';
import { makeGame, USER } from './casino.fixtures';
import CategoryPage from './category';
import { renderPage } from './favourite-hearts.fixtures';

const SLOTS: Category = { id: 4, slug: 'slots', name: 'Slots', icon: null, in_menu: 1 };
const GAMES = [makeGame(1), makeGame(2), makeGame(3)];

function renderCategory(options: { signedIn: boolean; favouriteIds: number[] }) {
  const data = {
    category: SLOTS,
    id: 'slots',
    games: GAMES.map(toCardGame),
    total: GAMES.length,
    sort: 'default',
    sorts: ['default', 'popular', 'asc', 'desc'],
    favouriteIds: options.favouriteIds,
  };
  renderPage({
    path: 'category/:id',
    url: '/category/slots',
    Component: CategoryPage as never,
    data,
    user: options.signedIn ? USER : null,
  });
}

const pressed = (hearts: HTMLElement[]) =>
  hearts.map((heart) => heart.getAttribute('aria-pressed'));

describe('/category/{id} page: the hearts on the cards (issue 13 point 5)', () => {
  afterEach(cleanup);

  it('presses the heart on each of the player’s favourites', async () => {
    renderCategory({ signedIn: true, favouriteIds: [1, 3] });
    const cards = await screen.findAllByTestId('game-card');
    expect(cards.map((card) => card.dataset.gameId)).toEqual(['1', '2', '3']);
    const hearts = screen.getAllByTestId('favourite-toggle');
    expect(hearts.map((heart) => heart.dataset.gameId)).toEqual(['1', '2', '3']);
    expect(pressed(hearts)).toEqual(['true', 'false', 'true']);
    expect(hearts[0]!.getAttribute('aria-label')).toBe('Remove from favourites');
  });

  it('gives visitors empty hearts that lead to the login page', async () => {
    renderCategory({ signedIn: false, favouriteIds: [] });
    const hearts = await screen.findAllByTestId('favourite-toggle');
    expect(pressed(hearts)).toEqual(['false', 'false', 'false']);
    fireEvent.click(hearts[1]!);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Login page');
  });
});
