import type { LiveFeedResponse } from '@casino/contracts';
import type { RealtimeConfig } from '../../../lib/realtime';
import { useLiveFeed } from '../api/use-live-feed';
import { LiveBetsFeed } from './live-bets-feed';

export type LiveFeedPanelProps = {
  /** The page loader's read of GET /api/livefeed. */
  initial: LiveFeedResponse;
  isSignedIn: boolean;
  realtime: RealtimeConfig | null;
};

/**
 * spec §2 live bets feed as the pages show it (home, welcome, the lobby): the loader's lists
 * kept current by the public livefeed channel (issue 12).
 */
export function LiveFeedPanel({ initial, isSignedIn, realtime }: LiveFeedPanelProps) {
  const { feed, freshIds } = useLiveFeed(initial, { isSignedIn, realtime });
  return <LiveBetsFeed feed={feed} isSignedIn={isSignedIn} freshIds={freshIds} />;
}
