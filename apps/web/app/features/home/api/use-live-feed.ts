import type { LiveFeedResponse } from '@casino/contracts';
import { LIVE_BET_EVENT, LIVE_FEED_CHANNEL } from '@casino/contracts/channels';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { isFormFailure, type Loaded } from '../../../lib/forms';
import type { RealtimeConfig } from '../../../lib/realtime';
import { useChannelEvent } from '../../../lib/use-channel-event';
import { applyLiveBets, combineLiveFeeds, readLiveBetEvent } from '../live-feed-data';

/** The resource route that reads GET /api/livefeed with the player's token (decision 006). */
export const LIVE_FEED_PATH = '/livefeed';

/**
 * A signed-in player's feed is read again at most this often: the server sends up to four
 * LiveBet messages a second, and every open page reading the feed that often would cost the
 * server more than the "my bets" list is worth.
 */
export const LIVE_FEED_REFETCH_MS = 2_000;

export type Throttle = {
  /** Asks for a run: now if the last one is `intervalMs` old, else once at the end of it. */
  request: () => void;
  cancel: () => void;
};

/**
 * At most one run every `intervalMs`. The first request runs at once; the ones inside the
 * interval collapse into a single run when it ends, so the latest change is always read.
 * (A plain debounce, waiting for a quiet moment, would never run while bets keep coming.)
 */
export function createThrottle(run: () => void, intervalMs: number): Throttle {
  let lastRun = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = () => {
    timer = null;
    lastRun = Date.now();
    run();
  };
  return {
    request() {
      if (timer !== null) return;
      const wait = lastRun + intervalMs - Date.now();
      if (wait <= 0) fire();
      else timer = setTimeout(fire, wait);
    },
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}

export type LiveFeedState = {
  feed: LiveFeedResponse;
  /** The bets of the latest LiveBet message: their rows may be highlighted for a moment. */
  freshIds: ReadonlySet<number>;
};

const NO_BETS: LiveFeedResponse = { all: [], high: [], user: [] };
const NO_IDS: ReadonlySet<number> = new Set();

/**
 * spec §2 live bets feed, kept current (issue 12): the loader's lists, then every LiveBet
 * message on the public `livefeed` channel on top of "all" (and of "high" for high rollers).
 * Messages sent before the subscription, or during a drop, are never replayed, so the feed is
 * read again after each (re)subscription. A signed-in player's own list cannot be told from
 * masked names: for them every message also asks for a reread, at most one every 2 s, and none
 * while the tab is hidden (one when it shows again).
 */
export function useLiveFeed(
  initial: LiveFeedResponse,
  options: { isSignedIn: boolean; realtime: RealtimeConfig | null },
): LiveFeedState {
  const { isSignedIn, realtime } = options;
  const fetcher = useFetcher<Loaded<LiveFeedResponse>>();
  const load = useRef(fetcher.load);
  useEffect(() => {
    load.current = fetcher.load;
  });
  const [throttle] = useState(() =>
    createThrottle(() => void load.current(LIVE_FEED_PATH), LIVE_FEED_REFETCH_MS),
  );
  useEffect(() => () => throttle.cancel(), [throttle]);

  // A message that came while the tab was hidden: the player's list is reread on return.
  const isStale = useRef(false);
  useEffect(() => {
    if (!isSignedIn) return;
    const onVisible = () => {
      if (document.visibilityState !== 'visible' || !isStale.current) return;
      isStale.current = false;
      throttle.request();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [isSignedIn, throttle]);

  const [live, setLive] = useState<{ feed: LiveFeedResponse; freshIds: ReadonlySet<number> }>({
    feed: NO_BETS,
    freshIds: NO_IDS,
  });
  useChannelEvent({
    config: realtime,
    channel: LIVE_FEED_CHANNEL,
    event: LIVE_BET_EVENT,
    onEvent: (data) => {
      const bets = readLiveBetEvent(data);
      if (bets.length === 0) return;
      setLive((current) => ({
        feed: applyLiveBets(current.feed, bets),
        freshIds: new Set(bets.map((bet) => bet.id)),
      }));
      if (!isSignedIn) return;
      if (document.visibilityState === 'hidden') isStale.current = true;
      else throttle.request();
    },
    onSubscribed: () => throttle.request(),
  });

  // The union keeps whatever is newest: a reread that started before a message still shows it,
  // and a new loader answer (a navigation, a revalidation) simply joins in.
  const reread = fetcher.data && !isFormFailure(fetcher.data) ? fetcher.data : null;
  const feed = useMemo(
    () => combineLiveFeeds(initial, reread, live.feed),
    [initial, reread, live.feed],
  );
  return { feed, freshIds: live.freshIds };
}
