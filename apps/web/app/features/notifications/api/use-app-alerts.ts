import type { AppAlertEvent } from '@casino/contracts';
import { useEffect, useRef } from 'react';
import type { RealtimeConfig } from '../../../lib/realtime';

/**
 * spec §4 real-time alerts for the signed-in player: connects after hydration (effects never run
 * on the server) and only with a user; the connection module and pusher-js load then, off the
 * initial JavaScript (decision 008). The latest `onAlert` is always the one called.
 */
export function useAppAlerts(
  userId: number | null,
  config: RealtimeConfig | null,
  onAlert: (event: AppAlertEvent) => void,
): void {
  const handler = useRef(onAlert);
  useEffect(() => {
    handler.current = onAlert;
  });
  const appKey = config?.appKey;
  const wsPort = config?.wsPort;
  useEffect(() => {
    if (userId === null || appKey === undefined || wsPort === undefined) return;
    let cancelled = false;
    let disconnect: (() => void) | null = null;
    import('../../../lib/realtime')
      .then(({ connectAppAlerts }) =>
        connectAppAlerts({
          config: { appKey, wsPort },
          userId,
          onAlert: (event) => handler.current(event),
        }),
      )
      .then(
        (stop) => {
          if (cancelled) stop();
          else disconnect = stop;
        },
        (error: unknown) => console.error('Real-time alerts are unavailable', error),
      );
    return () => {
      cancelled = true;
      disconnect?.();
    };
  }, [userId, appKey, wsPort]);
}
