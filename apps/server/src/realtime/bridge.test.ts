import { appAlertChannel, type AppAlertEvent } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../platform/events';
import { testLogger } from '../test/harness';
import { signUpPlayer } from '../test/http';
import {
  connectPusherJs,
  nextEvent,
  startRealtimeTestNode,
  subscribe,
  type RealtimeTestNode,
} from '../test/realtime';
import { startRealtimeBridge } from './bridge';
import { createMemoryBroadcaster, type BroadcastMessage } from './broadcaster';

describe('domain events -> AppAlertEvent (unit)', () => {
  it('turns BalanceChanged and NotificationCreated into alerts on private-appalert.{userId}', async () => {
    const events = createEventBus();
    const broadcaster = createMemoryBroadcaster({ logger: testLogger });
    const seen: BroadcastMessage[] = [];
    broadcaster.onDeliver((message) => seen.push(message));
    const stop = startRealtimeBridge({
      events,
      broadcaster,
      getUser: async (userId) => (userId === 5 ? { balance: 12_345 } : null),
      logger: testLogger,
    });
    events.emit('BalanceChanged', { userId: 5 });
    events.emit('BalanceChanged', { userId: 6 }); // gone: nothing to say
    events.emit('NotificationCreated', { userId: 5, type: 'tip_received' });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual([
      {
        channels: ['private-appalert.5'],
        event: 'AppAlertEvent',
        data: JSON.stringify({ type: 'WALLET_BALANCE', value: 12_345, text: '' }),
      },
      {
        channels: ['private-appalert.5'],
        event: 'AppAlertEvent',
        data: JSON.stringify({ type: 'NEW_NOTIFICATION', value: 'tip_received', text: '' }),
      },
    ]);
    stop();
    events.emit('NotificationCreated', { userId: 5, type: 'tip_received' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(2);
  });

  it('keeps one user’s alerts in event order, so a slow read never leaves an old balance last', async () => {
    const events = createEventBus();
    const broadcaster = createMemoryBroadcaster({ logger: testLogger });
    const values: unknown[] = [];
    broadcaster.onDeliver((message) =>
      values.push((JSON.parse(message.data as string) as AppAlertEvent).value),
    );
    let reads = 0;
    startRealtimeBridge({
      events,
      broadcaster,
      async getUser() {
        reads += 1;
        const balance = reads * 100;
        // The first read is the slow one.
        await new Promise((resolve) => setTimeout(resolve, reads === 1 ? 50 : 0));
        return { balance };
      },
      logger: testLogger,
    });
    events.emit('BalanceChanged', { userId: 9 });
    events.emit('BalanceChanged', { userId: 9 });
    await vi.waitFor(() => expect(values).toEqual([100, 200]));
  });

  it('logs a failed lookup instead of throwing into the service that emitted', async () => {
    const events = createEventBus();
    const warn = vi.fn();
    const logger = { ...testLogger, warn } as unknown as typeof testLogger;
    startRealtimeBridge({
      events,
      broadcaster: createMemoryBroadcaster({ logger: testLogger }),
      getUser: () => Promise.reject(new Error('database down')),
      logger,
    });
    expect(() => events.emit('BalanceChanged', { userId: 1 })).not.toThrow();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
  });
});

describe('domain events reach the player’s pusher-js client', () => {
  let node: RealtimeTestNode;
  beforeAll(async () => {
    node = await startRealtimeTestNode();
  });
  afterAll(async () => {
    await node.close();
  });

  it('a credit through the ledger sends WALLET_BALANCE with the new balance; a tip notification sends NEW_NOTIFICATION', async () => {
    const player = await signUpPlayer(node.api, { currency: 'USD' });
    const client = connectPusherJs(node, player.token);
    try {
      const { channel, result } = subscribe(client, appAlertChannel(player.id));
      await result;

      const balance = nextEvent<AppAlertEvent>(channel, 'AppAlertEvent');
      await node.t.runtime.services.ledgerService.transfer({
        key: `bridge-test-${player.id}`,
        type: 'deposit',
        debit: { kind: 'deposit_clearing' },
        credit: { kind: 'player_cash', userId: player.id },
        amount: 2_500,
        currency: 'USD',
      });
      expect(await balance).toEqual({ type: 'WALLET_BALANCE', value: 2_500, text: '' });
      const user = await node.api.get('/api/user', { token: player.token });
      expect((user.body.user as { balance: number }).balance).toBe(2_500);

      const notification = nextEvent<AppAlertEvent>(channel, 'AppAlertEvent');
      node.t.runtime.services.events.emit('TipReceived', {
        userId: player.id,
        uuid: `tip-${player.id}`,
        fromUserId: 1,
        fromName: 'Someone',
        amount: 100,
        currency: 'USD',
      });
      expect(await notification).toEqual({
        type: 'NEW_NOTIFICATION',
        value: 'tip_received',
        text: '',
      });
    } finally {
      client.disconnect();
    }
  });
});
