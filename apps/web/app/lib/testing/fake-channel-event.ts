import { useEffect, useRef } from 'react';

/**
 * A synchronous stand-in for lib/use-channel-event in component tests: the test plays the
 * server's messages. Use it with
 * `vi.mock('<path>/lib/use-channel-event', () => import('<path>/lib/testing/fake-channel-event'))`
 * and read `realtime` from this module: `realtime.listeners.get('channel:Event')?.(data)` sends
 * a message, `realtime.subscribed.get(...)?.()` a (re)subscription.
 */
export const realtime = {
  listeners: new Map<string, (data: unknown) => void>(),
  subscribed: new Map<string, () => void>(),
};

export function useChannelEvent(options: {
  channel: string | null;
  event: string;
  onEvent: (data: unknown) => void;
  onSubscribed?: () => void;
}): void {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const key = `${options.channel}:${options.event}`;
  useEffect(() => {
    realtime.listeners.set(key, (data) => latest.current.onEvent(data));
    realtime.subscribed.set(key, () => latest.current.onSubscribed?.());
    return () => {
      realtime.listeners.delete(key);
      realtime.subscribed.delete(key);
    };
  }, [key]);
}
