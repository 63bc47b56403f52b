// @vitest-environment happy-dom
import type { Game, User } from '@casino/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toCardGame } from '../features/games/game-data';
import { makeGame, SPEC_TABS } from '../lib/testing/games';
import { renderUnderRoot } from '../lib/testing/render-under-root';
import { PLAYER } from '../lib/testing/users';
import CasinoPage from './casino';

/** The tabs a signed-in player sees: the spec's, then their own two. */
const PLAYER_TABS = [...SPEC_TABS, 'recent', 'favourites'];

function renderCasino(options: {
  user: User | null;
  tabs: string[];
  tab: string;
  games: Game[];
  favouriteIds?: number[];
}) {
  const list = options.tab as 'recent' | 'favourites';
  const data = {
    state: { tab: options.tab, search: '', sort: 'default' },
    view: { kind: 'player', list, games: options.games.map(toCardGame) },
    tabs: options.tabs,
    sorts: ['default', 'popular', 'asc', 'desc'],
    liveFeed: null,
    favouriteIds: options.favouriteIds ?? [],
  };
  renderUnderRoot([{ path: 'casino', loader: () => data, Component: CasinoPage as never }], {
    url: `/casino?tab=${options.tab}`,
    user: options.user,
  });
}

describe('/casino page: the player tabs (issue 13)', () => {
  afterEach(cleanup);

  it('shows the two tabs with the player’s games, each card with its heart', async () => {
    renderCasino({
      user: PLAYER,
      tabs: PLAYER_TABS,
      tab: 'recent',
      games: [makeGame(3), makeGame(1)],
      favouriteIds: [1],
    });
    const recentTab = await screen.findByTestId('lobby-tab-recent');
    expect(recentTab.textContent).toBe('Recently played');
    expect(recentTab.getAttribute('href')).toBe('/casino?tab=recent');
    expect(recentTab.getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('lobby-tab-favourites').textContent).toBe('Favourites');

    // The player's lists load their code after the page's own (decision 031).
    const list = await screen.findByTestId('lobby-recent');
    const cards = within(list).getAllByTestId('game-card');
    expect(cards.map((card) => card.dataset.gameId)).toEqual(['3', '1']);
    const hearts = within(list).getAllByTestId('favourite-toggle');
    expect(hearts.map((heart) => heart.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
  });

  it.each([
    ['favourites', 'Tap the heart on a game to keep it here'],
    ['recent', 'Games you play will show here'],
  ])('says how to fill an empty %s list', async (tab, text) => {
    renderCasino({ user: PLAYER, tabs: PLAYER_TABS, tab, games: [] });
    expect((await screen.findByTestId('lobby-player-empty')).textContent).toBe(text);
  });

  it('has no player tabs for visitors', async () => {
    renderCasino({ user: null, tabs: SPEC_TABS, tab: 'lobby', games: [] });
    await screen.findByTestId('lobby-tab-lobby');
    expect(screen.queryByTestId('lobby-tab-recent')).toBeNull();
    expect(screen.queryByTestId('lobby-tab-favourites')).toBeNull();
  });
});
