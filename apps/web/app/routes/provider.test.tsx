// @vitest-environment happy-dom
import type { Provider } from '@casino/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toCardGame } from '../features/games/game-data';
import { makeGame, USER } from './casino.fixtures';
import { renderPage } from './favourite-hearts.fixtures';
import ProviderPage from './provider';

const STUDIO: Provider = { name: 'Demo Studio', slug: 'Demo-Studio', logo: null, games_count: 3 };
const GAMES = [makeGame(4), makeGame(5), makeGame(6)];

function renderProvider(options: { signedIn: boolean; favouriteIds: number[] }) {
  const data = {
    provider: STUDIO,
    id: 'demo-studio',
    games: GAMES.map(toCardGame),
    total: GAMES.length,
    sort: 'default',
    sorts: ['default', 'popular', 'asc', 'desc'],
    favouriteIds: options.favouriteIds,
  };
  renderPage({
    path: 'providers/:id',
    url: '/providers/demo-studio',
    Component: ProviderPage as never,
    data,
    user: options.signedIn ? USER : null,
  });
}

const pressed = (hearts: HTMLElement[]) =>
  hearts.map((heart) => heart.getAttribute('aria-pressed'));

describe('/providers/{id} page: the hearts on the cards (issue 13 point 5)', () => {
  afterEach(cleanup);

  it('presses the heart on each of the player’s favourites', async () => {
    renderProvider({ signedIn: true, favouriteIds: [5] });
    const cards = await screen.findAllByTestId('game-card');
    expect(cards.map((card) => card.dataset.gameId)).toEqual(['4', '5', '6']);
    const hearts = screen.getAllByTestId('favourite-toggle');
    expect(hearts.map((heart) => heart.dataset.gameId)).toEqual(['4', '5', '6']);
    expect(pressed(hearts)).toEqual(['false', 'true', 'false']);
    expect(hearts[1]!.getAttribute('aria-label')).toBe('Remove from favourites');
  });

  it('gives visitors empty hearts that lead to the login page', async () => {
    renderProvider({ signedIn: false, favouriteIds: [] });
    const hearts = await screen.findAllByTestId('favourite-toggle');
    expect(pressed(hearts)).toEqual(['false', 'false', 'false']);
    fireEvent.click(hearts[0]!);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Login page');
  });
});
