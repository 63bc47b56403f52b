import { appAlertChannel, type AppAlertEvent } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { redisTestUrl } from '../test/harness';
import { signUpPlayer } from '../test/http';
import {
  connectPusherJs,
  connectRaw,
  nextEvent,
  pusherSdk,
  startRealtimeTestNode,
  subscribe,
  TEST_PUSHER,
  useRealtimeTestNodes,
} from '../test/realtime';
import { signChannelAuth } from './channel-auth';

const redisUrl = redisTestUrl();

describe.runIf(redisUrl)('real-time fan-out across two nodes through Redis (REDIS_URL)', () => {
  const [a, b] = useRealtimeTestNodes(
    { redisUrl, clientEvents: true },
    { redisUrl, clientEvents: true },
  );

  it('picks the Redis broadcaster when REDIS_URL is set', () => {
    expect(a.node.broadcaster.kind).toBe('redis');
    expect(b.node.broadcaster.kind).toBe('redis');
  });

  it('a pusher-js client on node A receives what the pusher SDK publishes on node B, once', async () => {
    const channelName = `cross-node-${Date.now()}`;
    const onA = connectPusherJs(a);
    const onB = await connectRaw(b.wsPort);
    try {
      const { channel, result } = subscribe(onA, channelName);
      await result;
      onB.send('pusher:subscribe', { channel: channelName });
      await onB.event('pusher_internal:subscription_succeeded', channelName);

      const received = nextEvent(channel, 'CrossNode');
      await pusherSdk(b).trigger(channelName, 'CrossNode', { from: 'B' });
      expect(await received).toEqual({ from: 'B' });

      // The publishing node delivered locally and skipped its own Redis copy: one frame, not two.
      await onB.event('CrossNode', channelName);
      await pusherSdk(a).trigger(channelName, 'marker', {});
      await onB.event('marker', channelName);
      expect(onB.frames.filter((f) => f.event === 'CrossNode')).toHaveLength(1);
    } finally {
      onA.disconnect();
      onB.close();
    }
  });

  it('relays client events across nodes (never back to the sender)', async () => {
    const channelName = `private-groups.cross-${Date.now()}`;
    const left = await connectRaw(a.wsPort);
    const right = await connectRaw(b.wsPort);
    try {
      for (const client of [left, right]) {
        const socketId = await client.socketId();
        client.send('pusher:subscribe', {
          channel: channelName,
          auth: signChannelAuth({
            key: TEST_PUSHER.PUSHER_APP_KEY,
            secret: TEST_PUSHER.PUSHER_APP_SECRET,
            socketId,
            channelName,
          }),
        });
        await client.event('pusher_internal:subscription_succeeded', channelName);
      }
      left.send('client-typing', { on: true }, channelName);
      expect((await right.event('client-typing', channelName)).data).toEqual({ on: true });
      await pusherSdk(b).trigger(channelName, 'marker', {});
      await left.event('marker', channelName);
      expect(left.frames.some((f) => f.event === 'client-typing')).toBe(false);
    } finally {
      left.close();
      right.close();
    }
  });

  it('a balance change on node B reaches the player’s client on node A (bridge + Redis)', async () => {
    const player = await signUpPlayer(b.api, { currency: 'EUR' });
    // The socket is on A; B's API signs the subscription (any node signs for any node).
    const client = connectPusherJs({ ...a, apiPort: b.apiPort }, player.token);
    try {
      const { channel, result } = subscribe(client, appAlertChannel(player.id));
      await result;
      const alert = nextEvent<AppAlertEvent>(channel, 'AppAlertEvent');
      await b.t.runtime.services.ledgerService.transfer({
        key: `redis-bridge-${player.id}-${Date.now()}`,
        type: 'deposit',
        debit: { kind: 'deposit_clearing' },
        credit: { kind: 'player_cash', userId: player.id },
        amount: 4_200,
        currency: 'EUR',
      });
      expect(await alert).toEqual({ type: 'WALLET_BALANCE', value: 4_200, text: '' });
    } finally {
      client.disconnect();
    }
  });

  it('a session logged out on node B loses its subscriptions on node A at once (issue 11)', async () => {
    const player = await signUpPlayer(b.api);
    const login = await b.api.post('/api/login', {
      email: player.email,
      password: player.password,
    });
    // Both sockets are on A; B's API signs them, so only B knows which session each one holds.
    const viaB = { ...a, apiPort: b.apiPort };
    const loggedOut = connectPusherJs(viaB, player.token);
    const stays = connectPusherJs(viaB, login.body.token as string);
    try {
      const name = appAlertChannel(player.id);
      const gone = subscribe(loggedOut, name);
      const kept = subscribe(stays, name);
      const marker = subscribe(loggedOut, `marker-${player.id}`);
      await Promise.all([gone.result, kept.result, marker.result]);

      const { usersService, authService, events } = b.t.runtime.services;
      const principal = await usersService.resolveToken(player.token);
      if (!principal) throw new Error('not a live token');
      await authService.logout(principal);
      // What the users module emits on log out (issue 11, accounts); a second copy is harmless.
      events.emit('SessionsEnded', { userId: player.id, sessionIds: [principal.sessionId] });

      const missed: unknown[] = [];
      gone.channel.bind('AppAlertEvent', (data: unknown) => missed.push(data));
      const received = nextEvent<AppAlertEvent>(kept.channel, 'AppAlertEvent');
      events.emit('NotificationCreated', { userId: player.id, type: 'broadcast', text: 'Bye' });
      expect(await received).toMatchObject({ text: 'Bye' });
      const markerSeen = nextEvent(marker.channel, 'marker');
      await pusherSdk(a).trigger(`marker-${player.id}`, 'marker', {});
      await markerSeen;
      expect(missed).toEqual([]);
    } finally {
      loggedOut.disconnect();
      stays.disconnect();
    }
  });

  it('keeps delivering locally when Redis goes away, and says so to the publisher', async () => {
    // A third node whose Redis connections are closed: its HTTP API answers 503, and its own
    // sockets still got the event (delivered before the Redis publish).
    const c = await startRealtimeTestNode({ redisUrl });
    const raw = await connectRaw(c.wsPort);
    try {
      raw.send('pusher:subscribe', { channel: 'local-only' });
      await raw.event('pusher_internal:subscription_succeeded', 'local-only');
      await c.node.broadcaster.close();
      await expect(pusherSdk(c).trigger('local-only', 'Still', {})).rejects.toMatchObject({
        status: 503,
      });
      await raw.event('Still', 'local-only');
    } finally {
      raw.close();
      await c.close();
    }
  });
});
