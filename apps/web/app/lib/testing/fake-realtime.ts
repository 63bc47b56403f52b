/**
 * A stand-in for lib/realtime in component tests: each subscription waits in
 * `realtime.listeners` under `channel:Event`, where the test plays the server's messages. Use it
 * with `vi.mock('<path>/lib/realtime', () => import('<path>/lib/testing/fake-realtime'))`.
 */
export const realtime = {
  listeners: new Map<string, (data: unknown) => void>(),
};

export async function subscribeChannel(options: {
  channel: string;
  event: string;
  onEvent: (data: unknown) => void;
}) {
  const key = `${options.channel}:${options.event}`;
  realtime.listeners.set(key, options.onEvent);
  return () => realtime.listeners.delete(key);
}
