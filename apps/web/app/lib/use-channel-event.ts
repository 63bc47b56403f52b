import { useEffect, useRef } from 'react';
import type { RealtimeConfig } from './realtime';

/**
 * Listens to one real-time event while the component is mounted, through the page's shared
 * connection (lib/realtime). Effects never run on the server, so the connection module and
 * pusher-js load after hydration, off the initial JavaScript (decision 008). Nothing happens
 * without a config or a channel. The latest `onEvent` and `onSubscribed` are the ones called.
 */
export function useChannelEvent(options: {
  config: RealtimeConfig | null | undefined;
  channel: string | null;
  event: string;
  onEvent: (data: unknown) => void;
  /** After each (re)subscription: reload what events missed meanwhile would have changed. */
  onSubscribed?: () => void;
}): void {
  const handler = useRef(options.onEvent);
  const subscribed = useRef(options.onSubscribed);
  useEffect(() => {
    handler.current = options.onEvent;
    subscribed.current = options.onSubscribed;
  });
  const { channel, event } = options;
  const appKey = options.config?.appKey;
  const wsPort = options.config?.wsPort;
  useEffect(() => {
    if (channel === null || appKey === undefined || wsPort === undefined) return;
    let isCancelled = false;
    let unsubscribe: (() => void) | null = null;
    import('./realtime')
      .then(({ subscribeChannel }) =>
        subscribeChannel({
          config: { appKey, wsPort },
          channel,
          event,
          onEvent: (data) => handler.current(data),
          onSubscribed: () => subscribed.current?.(),
        }),
      )
      .then(
        (stop) => {
          if (isCancelled) stop();
          else unsubscribe = stop;
        },
        (error: unknown) => console.error(`Real-time channel ${channel} is unavailable`, error),
      );
    return () => {
      isCancelled = true;
      unsubscribe?.();
    };
  }, [channel, event, appKey, wsPort]);
}
