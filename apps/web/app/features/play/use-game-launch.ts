import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { LAUNCH_ROUTE, type LaunchResult, type PlayMode } from './play-data';

/**
 * spec §2: choosing a game requests its launch URL. Asks once per game and mode (and again on
 * retry) through the resource route; a POST, so the page's revalidations (a balance alert
 * every spin) never reload the frame. Off while `isEnabled` is false (a visitor facing the
 * log-in panel asks nothing).
 */
export function useGameLaunch(gameId: number, mode: PlayMode, isEnabled: boolean) {
  const fetcher = useFetcher<LaunchResult>();
  const [attempt, setAttempt] = useState(0);
  const submitRef = useRef(fetcher.submit);
  useEffect(() => {
    submitRef.current = fetcher.submit;
  });

  useEffect(() => {
    if (!isEnabled) return;
    void submitRef.current(
      { game_id: String(gameId), mode },
      { method: 'post', action: LAUNCH_ROUTE },
    );
  }, [gameId, mode, isEnabled, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // Until the effect has sent the new request, the previous answer may be another mode's.
  const current = fetcher.data?.mode === mode ? fetcher.data : undefined;
  const isLoading = isEnabled && (fetcher.state !== 'idle' || !current);
  return { isLoading, result: isLoading ? undefined : current, retry };
}
