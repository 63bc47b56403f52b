import type { AppAlertEvent, NewMessageEvent } from '@casino/contracts';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { describe, expect, it } from 'vitest';
import { signUpPlayer } from '../test/http';
import {
  pusherSocketOptions,
  type RealtimeTestNode,
  TEST_PUSHER,
  useRealtimeTestNodes,
} from '../test/realtime';

/** Laravel Echo as a Laravel front end sets it up, without the App.Events namespace. */
function connectEcho(node: RealtimeTestNode, token: string) {
  return new Echo({
    broadcaster: 'pusher',
    key: TEST_PUSHER.PUSHER_APP_KEY,
    ...pusherSocketOptions(node),
    namespace: false,
    authEndpoint: `http://127.0.0.1:${node.apiPort}/api/broadcasting/auth`,
    bearerToken: token,
    Pusher,
  });
}

function within<T>(ms: number, what: string, start: (done: (value: T) => void) => void) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
    start((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

describe('Laravel Echo (pusher broadcaster, no namespace) against our server', () => {
  const [node] = useRealtimeTestNodes({});

  it('joins the player’s private and presence channels, hears our events, is refused another’s', async () => {
    const player = await signUpPlayer(node.api, { name: 'Echo Listener' });
    const other = await signUpPlayer(node.api);
    const echo = connectEcho(node, player.token);
    try {
      const alerts = echo.private(`appalert.${player.id}`);
      const subscribed = within(5_000, 'subscription', (done) =>
        alerts.subscribed(() => done(true)),
      );
      expect(await subscribed).toBe(true);
      const alert = within<AppAlertEvent>(5_000, 'AppAlertEvent', (done) =>
        alerts.listen('AppAlertEvent', done),
      );
      node.t.runtime.services.events.emit('NotificationCreated', {
        userId: player.id,
        type: 'broadcast',
        text: 'Hello from Echo',
      });
      expect(await alert).toEqual({
        type: 'NEW_NOTIFICATION',
        value: 'broadcast',
        text: 'Hello from Echo',
      });

      const refused = within<unknown>(5_000, 'refusal', (done) =>
        echo.private(`appalert.${other.id}`).error(done),
      );
      expect(await refused).toMatchObject({ status: 403 });

      // Presence on the player's own conversation: Echo's here() lists the members.
      const opened = await node.api.post('/api/groups/open', {}, { token: player.token });
      const groupName = (opened.body.group as { name: string }).name;
      const room = echo.join(`groups.${groupName}`);
      const members = await within<{ name: string }[]>(5_000, 'presence members', (done) =>
        room.here(done),
      );
      expect(members).toEqual([{ name: 'Echo Listener', photo_url: null }]);
      const conversation = echo.private(`groups.${groupName}`);
      await within(5_000, 'subscription', (done) => conversation.subscribed(() => done(true)));
      const message = within<NewMessageEvent>(5_000, 'NewMessage', (done) =>
        conversation.listen('NewMessage', done),
      );
      await node.api.post(
        '/api/conversations',
        { message: 'Typed in a Laravel app', group_name: groupName },
        { token: player.token },
      );
      expect((await message).message.message).toBe('Typed in a Laravel app');
    } finally {
      echo.disconnect();
    }
  });
});
