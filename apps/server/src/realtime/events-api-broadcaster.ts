import Pusher from 'pusher';
import type { Broadcaster } from './broadcaster';

/**
 * Publishes through a running node's Pusher HTTP events API (signed with PUSHER_APP_SECRET):
 * how an operator command without REDIS_URL reaches the players connected to the server it
 * runs beside. It has no sockets of its own, so nothing is delivered here.
 */
export function createEventsApiBroadcaster(options: {
  host: string;
  port: number;
  appId: string;
  appKey: string;
  appSecret: string;
}): Broadcaster {
  const client = new Pusher({
    appId: options.appId,
    key: options.appKey,
    secret: options.appSecret,
    host: options.host,
    port: String(options.port),
    useTLS: false,
    timeout: 5_000,
  });
  return {
    kind: 'events-api',
    async publish(message) {
      // Server events carry their data as a JSON string already; the SDK sends strings as-is.
      const data = typeof message.data === 'string' ? message.data : JSON.stringify(message.data);
      await client.trigger(message.channels, message.event, data);
    },
    onDeliver: () => () => {},
    close: async () => {},
  };
}
