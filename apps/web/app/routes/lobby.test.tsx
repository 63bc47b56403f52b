// @vitest-environment happy-dom
import type { LiveFeedResponse } from '@casino/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPEC_TABS } from '../lib/testing/games';
import { makeLiveBet } from '../lib/testing/live-bets';
import { renderUnderRoot } from '../lib/testing/render-under-root';
import en from '../locales/en';
import CasinoPage, { loader as casinoLoader } from './casino';
import { loader as lobbyLoader } from './lobby';

const BET = makeLiveBet(1, {
  game_id: 5,
  payout: 101,
  multiplier: 1.01,
  created_at: '2026-11-22T04:55:07.000Z',
});
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

function renderPage(path: '/casino', liveFeed: LiveFeedResponse | null) {
  const casinoData = {
    state: { tab: 'lobby', search: '', sort: 'default' },
    view: { kind: 'carousels', carousels: [] },
    tabs: SPEC_TABS,
    sorts: ['default', 'popular', 'asc', 'desc'],
    liveFeed,
  };
  return renderUnderRoot(
    [{ path: 'casino', loader: () => casinoData, Component: CasinoPage as never }],
    { url: path, user: null },
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
