// @vitest-environment happy-dom
import type { LiveBet, LiveFeedResponse } from '@casino/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n';
import type { RootData } from '../lib/root-data';
import en from '../locales/en';
import CasinoPage, { loader as casinoLoader } from './casino';
import { loader as lobbyLoader } from './lobby';

const BET: LiveBet = {
  id: 1,
  game_id: 5,
  game_name: 'Crash',
  game_slug: 'crash',
  player: 'Pl***',
  currency: 'USD',
  amount: 100,
  payout: 101,
  multiplier: 1.01,
  high: false,
  created_at: '2026-11-22T04:55:07.000Z',
};
const FEED: LiveFeedResponse = { all: [BET], high: [], user: [] };

/** The in-process API; the paths in `broken` fail as a down server would. */
function createArgs(url: string, broken: string[] = []) {
  const answers: Record<string, unknown> = {
    '/api/games/categories': { categories: [] },
    '/api/games/list': { games: [], totalcount: 0 },
    '/api/livefeed': FEED,
  };
  const fetchApi = vi.fn(async (path: string) => {
    if (broken.includes(path)) throw new TypeError('fetch failed');
    return Response.json(answers[path]);
  });
  const args = {
    request: new Request(url),
    params: {},
    context: { fetchApi, cspNonce: 'n', appUrl: 'http://localhost' },
  };
  return { args, fetchApi };
}

type CasinoArgs = Parameters<typeof casinoLoader>[0];
type LobbyArgs = Parameters<typeof lobbyLoader>[0];

describe('lobby loaders read the live bets feed (issue 12), failing silently (spec §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('/casino reads the feed beside the games', async () => {
    const { args, fetchApi } = createArgs('http://localhost/casino');
    const data = await casinoLoader(args as unknown as CasinoArgs);
    expect(data.liveFeed).toEqual(FEED);
    expect(data.view).toEqual({ kind: 'carousels', carousels: [] });
    expect(fetchApi.mock.calls.map(([path]) => path)).toContain('/api/livefeed');
  });

  it('/casino still shows its games when the feed’s call fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { args } = createArgs('http://localhost/casino?tab=featured', ['/api/livefeed']);
    const data = await casinoLoader(args as unknown as CasinoArgs);
    expect(data.liveFeed).toBeNull();
    expect(data.view.kind).toBe('grid');
    expect(logged).toHaveBeenCalledWith('Loading live feed failed', expect.any(TypeError));
  });

  it('/lobby moves permanently to the casino lobby, its tab, search and sort with it (decision 019)', async () => {
    const moved = async (url: string) => {
      try {
        await lobbyLoader(createArgs(url).args as unknown as LobbyArgs);
      } catch (thrown) {
        return thrown as Response;
      }
      throw new Error('no redirect');
    };
    const plain = await moved('http://localhost/lobby');
    expect(plain.status).toBe(301);
    expect(plain.headers.get('Location')).toBe('/casino');
    const withState = await moved('http://localhost/lobby?tab=featured&search=book&sort=asc');
    expect(withState.headers.get('Location')).toBe('/casino?tab=featured&search=book&sort=asc');
  });
});

const ROOT: RootData = {
  locale: 'en',
  user: null,
  categories: [],
  pages: [],
  cspNonce: 'n',
  appUrl: 'http://localhost',
  appName: 'Casino',
  appMode: 'demo',
  unreadNotifications: 0,
  // No connection in a unit test: the feed shows the loader's lists.
  isPhone: false,
  payments: { coins: [], onramp: 0 },
  realtime: null,
};

function renderPage(path: '/casino', liveFeed: LiveFeedResponse | null) {
  const casinoData = {
    state: { tab: 'lobby', search: '', sort: 'default' },
    view: { kind: 'carousels', carousels: [] },
    tabs: ['lobby', 'live_casino', 'featured', 'game_show', 'original'],
    sorts: ['default', 'popular', 'asc', 'desc'],
    liveFeed,
  };
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ROOT,
      Component: Outlet,
      HydrateFallback: () => null,
      children: [{ path: 'casino', loader: () => casinoData, Component: CasinoPage as never }],
    },
  ]);
  return render(
    <I18nextProvider i18n={createI18n('en', en)}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
}

describe('the lobby pages show the live bets feed below the games (issue 12)', () => {
  afterEach(cleanup);

  it('/casino shows the feed after the games', async () => {
    renderPage('/casino', FEED);
    const feed = await screen.findByTestId('live-bets-feed');
    expect(within(feed).getByRole('link', { name: 'Crash' }).getAttribute('href')).toBe(
      '/casino/5',
    );
    const games = screen.getByText(en.common.games.empty);
    expect(games.compareDocumentPosition(feed) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('leaves the feed out when the loader could not read it', async () => {
    renderPage('/casino', null);
    await screen.findByText(en.common.games.empty);
    expect(screen.queryByTestId('live-bets-feed')).toBeNull();
  });
});
