// @vitest-environment happy-dom
import type { Game, User } from '@casino/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { toCardGame } from '../features/games/game-data';
import { createI18n } from '../lib/i18n';
import type { RootData } from '../lib/root-data';
import en from '../locales/en';
import CasinoPage from './casino';
import { makeGame, SPEC_TABS, USER } from './casino.fixtures';

const ROOT: RootData = {
  locale: 'en',
  user: USER,
  categories: [],
  pages: [],
  cspNonce: 'n',
  appUrl: 'http://localhost',
  appName: 'Casino',
  appMode: 'demo',
  unreadNotifications: 0,
  isPhone: false,
  payments: { coins: [], onramp: 0 },
  realtime: null,
};

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
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ ...ROOT, user: options.user }),
      Component: Outlet,
      HydrateFallback: () => null,
      children: [{ path: 'casino', loader: () => data, Component: CasinoPage as never }],
    },
  ]);
  render(
    <I18nextProvider i18n={createI18n('en', en)}>
      <Stub initialEntries={[`/casino?tab=${options.tab}`]} />
    </I18nextProvider>,
  );
}

describe('/casino page: the player tabs (issue 13)', () => {
  afterEach(cleanup);

  it('shows the two tabs with the player’s games, each card with its heart', async () => {
    renderCasino({
      user: USER,
      tabs: [...SPEC_TABS, 'recent', 'favourites'],
      tab: 'recent',
      games: [makeGame(3), makeGame(1)],
      favouriteIds: [1],
    });
    const recentTab = await screen.findByTestId('lobby-tab-recent');
    expect(recentTab.textContent).toBe('Recently played');
    expect(recentTab.getAttribute('href')).toBe('/casino?tab=recent');
    expect(recentTab.getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('lobby-tab-favourites').textContent).toBe('Favourites');

    const list = screen.getByTestId('lobby-recent');
    const cards = within(list).getAllByTestId('game-card');
    expect(cards.map((card) => card.dataset.gameId)).toEqual(['3', '1']);
    const hearts = within(list).getAllByTestId('favourite-toggle');
    expect(hearts.map((heart) => heart.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
  });

  it('says how to fill an empty list', async () => {
    renderCasino({
      user: USER,
      tabs: [...SPEC_TABS, 'recent', 'favourites'],
      tab: 'favourites',
      games: [],
    });
    expect((await screen.findByTestId('lobby-player-empty')).textContent).toBe(
      'Tap the heart on a game to keep it here',
    );
    cleanup();
    renderCasino({
      user: USER,
      tabs: [...SPEC_TABS, 'recent', 'favourites'],
      tab: 'recent',
      games: [],
    });
    expect((await screen.findByTestId('lobby-player-empty')).textContent).toBe(
      'Games you play will show here',
    );
  });

  it('has no player tabs for visitors', async () => {
    renderCasino({ user: null, tabs: SPEC_TABS, tab: 'lobby', games: [] });
    await screen.findByTestId('lobby-tab-lobby');
    expect(screen.queryByTestId('lobby-tab-recent')).toBeNull();
    expect(screen.queryByTestId('lobby-tab-favourites')).toBeNull();
  });
});
