// @vitest-environment happy-dom
import type { LiveBet, LiveFeedResponse } from '@casino/contracts';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import en from '../../../locales/en';
import { LiveFeedPanel } from '../components/live-feed-panel';
import { createThrottle, LIVE_FEED_PATH, LIVE_FEED_REFETCH_MS } from './use-live-feed';
import { realtime } from '../../../lib/testing/fake-channel-event';
import { makeLiveBet } from '../../../lib/testing/live-bets';

// The channel hook is replaced by a synchronous fake: the test plays the server's messages.
vi.mock('../../../lib/use-channel-event', () => import('../../../lib/testing/fake-channel-event'));

const KEY = 'livefeed:LiveBet';

/** A bet named after its id (`Game 3`), so the rows the feed shows read as their ids. */
function bet(id: number, overrides: Partial<LiveBet> = {}): LiveBet {
  return makeLiveBet(id, { game_name: `Game ${id}`, ...overrides });
}

const INITIAL: LiveFeedResponse = { all: [bet(2), bet(1)], high: [], user: [] };

function renderFeed(options: { isSignedIn?: boolean; reread?: () => LiveFeedResponse } = {}) {
  const reread = vi.fn(options.reread ?? (() => INITIAL));
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <LiveFeedPanel
          initial={INITIAL}
          isSignedIn={options.isSignedIn ?? false}
          realtime={{ appKey: 'key', wsPort: 6001 }}
        />
      ),
    },
    { path: LIVE_FEED_PATH, loader: () => reread() },
  ]);
  render(
    <I18nextProvider i18n={createI18n('en', en)}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>,
  );
  return { reread };
}

async function emit(bets: LiveBet[]) {
  await waitFor(() => expect(realtime.listeners.has(KEY)).toBe(true));
  act(() => realtime.listeners.get(KEY)?.({ bets }));
}

async function subscribe() {
  await waitFor(() => expect(realtime.subscribed.has(KEY)).toBe(true));
  act(() => realtime.subscribed.get(KEY)?.());
}

const shownGames = () =>
  within(screen.getByTestId('live-bets-panel'))
    .queryAllByTestId('live-bet-row')
    .map((row) => within(row).getByRole('link').textContent);

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('createThrottle (at most one reread every 2 s)', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the first request at once and folds the next ones into one run when the interval ends', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const throttle = createThrottle(run, 2_000);
    throttle.request();
    expect(run).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(500);
    throttle.request();
    throttle.request();
    vi.advanceTimersByTime(1_000);
    throttle.request();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);

    // Nothing left waiting: no more runs without a request.
    vi.advanceTimersByTime(10_000);
    expect(run).toHaveBeenCalledTimes(2);
    // Long after the last run, a request runs at once again.
    throttle.request();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('never runs more than once per interval under a steady stream of requests', () => {
    vi.useFakeTimers({ now: 0 });
    const runs: number[] = [];
    const throttle = createThrottle(() => runs.push(Date.now()), 2_000);
    // Four messages a second for ten seconds, as the server may send them.
    for (let elapsed = 0; elapsed < 10_000; elapsed += 250) {
      throttle.request();
      vi.advanceTimersByTime(250);
    }
    expect(runs).toEqual([0, 2_000, 4_000, 6_000, 8_000, 10_000]);
  });

  it('forgets a waiting run when cancelled (the feed left the page)', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const throttle = createThrottle(run, 2_000);
    throttle.request();
    throttle.request();
    throttle.cancel();
    vi.advanceTimersByTime(5_000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('useLiveFeed (issue 12: the feed kept current by the livefeed channel)', () => {
  afterEach(() => {
    cleanup();
    setVisibility('visible');
  });

  it('puts each new bet on top of "all" and a high roller’s on top of "high" too', async () => {
    renderFeed();
    expect(shownGames()).toEqual(['Game 2', 'Game 1']);
    await emit([bet(3), bet(4, { high: true })]);
    expect(shownGames()).toEqual(['Game 4', 'Game 3', 'Game 2', 'Game 1']);
    await emit([bet(3), bet(5)]);
    expect(shownGames()).toEqual(['Game 5', 'Game 4', 'Game 3', 'Game 2', 'Game 1']);

    fireEvent.click(screen.getByRole('tab', { name: 'High rollers' }));
    expect(shownGames()).toEqual(['Game 4']);
  });

  it('marks only the rows that just arrived as fresh', async () => {
    renderFeed();
    await emit([bet(3)]);
    const rows = within(screen.getByTestId('live-bets-panel')).getAllByTestId('live-bet-row');
    expect(rows.map((row) => row.hasAttribute('data-fresh'))).toEqual([true, false, false]);
    expect(rows[0]?.className).toContain('motion-safe:starting:');
    expect(rows[1]?.className).not.toContain('starting:');
  });

  it('rereads the feed after each (re)subscription, keeping what arrived live', async () => {
    const { reread } = renderFeed({
      // A bet settled while the page was not yet listening.
      reread: () => ({ all: [bet(6), bet(2), bet(1)], high: [], user: [] }),
    });
    await emit([bet(7)]);
    await subscribe();
    await waitFor(() => expect(shownGames()).toEqual(['Game 7', 'Game 6', 'Game 2', 'Game 1']));
    expect(reread).toHaveBeenCalledTimes(1);
  });

  it('does not reread on messages for a visitor: the message has all they see', async () => {
    const { reread } = renderFeed();
    await emit([bet(3)]);
    await emit([bet(4)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reread).not.toHaveBeenCalled();
  });

  it(
    'rereads a signed-in player’s feed on messages, at most once every 2 s, for "my bets"',
    async () => {
      const mine = bet(3, { player: 'Player' });
      const { reread } = renderFeed({
        isSignedIn: true,
        reread: () => ({ all: [mine, bet(2), bet(1)], high: [], user: [mine] }),
      });
      await emit([bet(3)]);
      await waitFor(() => expect(reread).toHaveBeenCalledTimes(1));
      fireEvent.click(screen.getByRole('tab', { name: 'My bets' }));
      await waitFor(() => expect(shownGames()).toEqual(['Game 3']));

      await emit([bet(4)]);
      await emit([bet(5)]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(reread).toHaveBeenCalledTimes(1);
      // The two messages inside the interval cost one reread at its end.
      await waitFor(() => expect(reread).toHaveBeenCalledTimes(2), {
        timeout: LIVE_FEED_REFETCH_MS + 1_000,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(reread).toHaveBeenCalledTimes(2);
    },
    LIVE_FEED_REFETCH_MS * 3,
  );

  it('waits for a hidden tab to show again before rereading', async () => {
    const { reread } = renderFeed({ isSignedIn: true });
    setVisibility('hidden');
    await emit([bet(3)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reread).not.toHaveBeenCalled();
    // The bet itself is shown at once all the same.
    expect(shownGames()[0]).toBe('Game 3');

    setVisibility('visible');
    await waitFor(() => expect(reread).toHaveBeenCalledTimes(1));
  });
});
