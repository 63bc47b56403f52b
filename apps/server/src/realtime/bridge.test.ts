import {
  appAlertChannel,
  type AppAlertEvent,
  groupChannel,
  type GroupCreatedEvent,
  type NewMessageEvent,
  userChannel,
} from '@casino/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../platform/events';
import { testLogger } from '../test/harness';
import { signUpPlayer } from '../test/http';
import { connectPusherJs, nextEvent, subscribe, useRealtimeTestNodes } from '../test/realtime';
import { startRealtimeBridge } from './bridge';
import { type BroadcastMessage, createMemoryBroadcaster } from './broadcaster';

/** A bridge on a memory broadcaster, and what it delivered (as `record` reads it), in order. */
function recordingBridge<T = BroadcastMessage>(
  getUser: (userId: number) => Promise<{ balance: number } | null> = async () => null,
  record: (message: BroadcastMessage) => T = (message) => message as T,
) {
  const events = createEventBus();
  const broadcaster = createMemoryBroadcaster({ logger: testLogger });
  const seen: T[] = [];
  broadcaster.onDeliver((message) => seen.push(record(message)));
  const bridge = startRealtimeBridge({ events, broadcaster, getUser, logger: testLogger });
  return { events, seen, bridge };
}

/** The value of the AppAlertEvent a message carries. */
const alertValue = (message: BroadcastMessage) =>
  (JSON.parse(message.data as string) as AppAlertEvent).value;

/** A bridge on a memory broadcaster: the WALLET_BALANCE values it pushed, in order. */
function balanceBridge(getUser: (userId: number) => Promise<{ balance: number } | null>) {
  const { events, seen: pushed, bridge } = recordingBridge(getUser, (m) => alertValue(m) as number);
  return { events, pushed, bridge };
}

describe('domain events -> AppAlertEvent (unit)', () => {
  it('turns BalanceChanged and NotificationCreated into alerts on private-appalert.{userId}', async () => {
    const { events, seen, bridge } = recordingBridge(async (userId) =>
      userId === 5 ? { balance: 12_345 } : null,
    );
    events.emit('BalanceChanged', { userId: 5 });
    events.emit('BalanceChanged', { userId: 6 }); // gone: nothing to say
    const text = 'Ann sent you a tip of €5.00.';
    events.emit('NotificationCreated', { userId: 5, type: 'tip_received', text });
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
        data: JSON.stringify({ type: 'NEW_NOTIFICATION', value: 'tip_received', text }),
      },
    ]);
    bridge.stop();
    events.emit('NotificationCreated', { userId: 5, type: 'tip_received', text });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(2);
  });

  it('reads a busy player’s balance once for the changes that came while a read waited, and pushes the latest', async () => {
    let balance = 100;
    let release: () => void = () => {};
    const reads: number[] = [];
    const { events, pushed, bridge } = balanceBridge(async () => {
      reads.push(balance);
      // The first read is slow: the changes below arrive while it runs.
      if (reads.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return { balance };
    });
    events.emit('BalanceChanged', { userId: 7 });
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    for (const next of [90, 80, 70, 60]) {
      balance = next;
      events.emit('BalanceChanged', { userId: 7 });
    }
    release();
    await vi.waitFor(() => expect(pushed).toEqual([60, 60]));
    // One read for the first change, one for the four that came during it.
    expect(reads).toEqual([100, 60]);
    bridge.stop();
  });

  it('pushes a balance the money statement gave without reading it, never an older one after a newer', async () => {
    const reads: number[] = [];
    const { events, pushed, bridge } = balanceBridge(async (userId) => {
      reads.push(userId);
      return { balance: 1 };
    });
    events.emit('BalanceChanged', { userId: 7, after: { balance: 900, transferId: 11 } });
    await vi.waitFor(() => expect(pushed).toEqual([900]));
    // Answers handled in the other order than their commits: the older balance is dropped.
    events.emit('BalanceChanged', { userId: 7, after: { balance: 800, transferId: 13 } });
    await vi.waitFor(() => expect(pushed).toEqual([900, 800]));
    events.emit('BalanceChanged', { userId: 7, after: { balance: 850, transferId: 12 } });
    events.emit('BalanceChanged', { userId: 8, after: { balance: 5, transferId: 12 } });
    await vi.waitFor(() => expect(pushed).toEqual([900, 800, 5]));
    await bridge.settled();
    expect(reads).toEqual([]);
    bridge.stop();
  });

  it('takes the later of two given balances that wait together, and reads when one was not given', async () => {
    let release: () => void = () => {};
    const reads: number[] = [];
    const { events, pushed, bridge } = balanceBridge(async () => {
      reads.push(reads.length);
      // The first read is slow: the changes below queue behind it.
      if (reads.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return { balance: 40 };
    });
    events.emit('BalanceChanged', { userId: 7 });
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    events.emit('BalanceChanged', { userId: 7, after: { balance: 70, transferId: 21 } });
    events.emit('BalanceChanged', { userId: 7, after: { balance: 60, transferId: 22 } });
    events.emit('BalanceChanged', { userId: 7, after: { balance: 65, transferId: 20 } });
    release();
    await vi.waitFor(() => expect(pushed).toEqual([40, 60]));
    expect(reads).toHaveLength(1);
    // A change from elsewhere (a deposit) joins a waiting given balance: the push reads instead.
    release = () => {};
    events.emit('BalanceChanged', { userId: 9, after: { balance: 10, transferId: 30 } });
    events.emit('BalanceChanged', { userId: 9 });
    await vi.waitFor(() => expect(pushed).toEqual([40, 60, 40]));
    expect(reads).toHaveLength(2);
    bridge.stop();
  });

  it('announces a new conversation on users.{id} and a message on groups.{name}, alerting its recipients', async () => {
    const { events, seen } = recordingBridge();
    const group = {
      id: 9,
      name: 'support-5-abcd1234',
      photo_url: null,
      title: 'Ann Player',
      created_at: '2026-11-24T10:00:00.000Z',
    };
    events.emit('ChatGroupCreated', { group, userIds: [5, 2, 3] });
    const message = {
      id: 40,
      group_name: group.name,
      message: 'Where is my deposit?',
      user: { id: 5, name: 'Ann Player' },
      created_at: '2026-11-24T10:00:01.000Z',
    };
    events.emit('ChatMessageSent', {
      message,
      recipientIds: [2, 3],
      ownerUserId: 5,
      isReply: false,
    });
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    expect(seen[0]).toEqual({
      channels: ['private-users.5', 'private-users.2', 'private-users.3'],
      event: 'GroupCreated',
      data: JSON.stringify({ group }),
    });
    expect(seen[1]).toEqual({
      channels: ['private-groups.support-5-abcd1234'],
      event: 'NewMessage',
      data: JSON.stringify({ message }),
    });
    const alert = {
      type: 'NEW_CHAT_MESSAGE',
      value: group.name,
      text: 'Ann Player: Where is my deposit?',
    };
    expect(seen.slice(2)).toEqual(
      expect.arrayContaining([
        { channels: ['private-appalert.2'], event: 'AppAlertEvent', data: JSON.stringify(alert) },
        { channels: ['private-appalert.3'], event: 'AppAlertEvent', data: JSON.stringify(alert) },
      ]),
    );
  });

  it('carries channel signatures and ended sessions to every node as channel-less node messages', async () => {
    const { events, seen } = recordingBridge();
    events.emit('ChannelAuthorized', {
      socketId: '1.2',
      channel: 'private-appalert.5',
      userId: 5,
      sessionId: 40,
    });
    events.emit('SessionsEnded', { userId: 5, sessionIds: [40, 41] });
    expect(seen).toEqual([
      {
        channels: [],
        event: 'pusher_internal:channel_authorized',
        data: JSON.stringify({ socket_id: '1.2', channel: 'private-appalert.5', session_id: 40 }),
      },
      {
        channels: [],
        event: 'pusher_internal:sessions_ended',
        data: JSON.stringify({ user_id: 5, session_ids: [40, 41] }),
      },
    ]);
  });

  it('keeps one user’s alerts in event order, so a slow read never leaves an old balance last', async () => {
    let reads = 0;
    const { events, seen: values } = recordingBridge(async () => {
      reads += 1;
      const balance = reads * 100;
      // The first read is the slow one.
      await new Promise((resolve) => setTimeout(resolve, reads === 1 ? 50 : 0));
      return { balance };
    }, alertValue);
    events.emit('BalanceChanged', { userId: 9 });
    // The second change comes while the first (slow) read runs: its read follows, never overtakes.
    await vi.waitFor(() => expect(reads).toBe(1));
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
  const [node] = useRealtimeTestNodes({});

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
        // The stored notification's text, in the player's language, for the alert.
        text: 'Someone sent you a tip of $1.00.',
      });
    } finally {
      client.disconnect();
    }
  });

  it('chat: agents get GroupCreated, both sides NewMessage, the player NEW_CHAT_MESSAGE; others are refused', async () => {
    const { api, t } = node;
    const player = await signUpPlayer(api, { name: 'Live Chat Player' });
    const stranger = await signUpPlayer(api);
    const email = `agent.live.${Date.now()}@example.com`;
    const agentRow = await t.runtime.services.usersService.createUser({
      name: 'Live Agent',
      email,
      password: 'correct horse battery',
      role: 'support',
      emailVerified: true,
    });
    const login = await api.post('/api/login', { email, password: 'correct horse battery' });
    const agentClient = connectPusherJs(node, login.body.token as string);
    const playerClient = connectPusherJs(node, player.token);
    const strangerClient = connectPusherJs(node, stranger.token);
    try {
      const agentUsers = subscribe(agentClient, userChannel(agentRow.id));
      await agentUsers.result;
      const created = nextEvent<GroupCreatedEvent>(agentUsers.channel, 'GroupCreated');
      const opened = await api.post('/api/groups/open', {}, { token: player.token });
      const group = opened.body.group as { name: string };
      expect((await created).group).toMatchObject({ name: group.name, title: 'Live Chat Player' });

      const agentGroup = subscribe(agentClient, groupChannel(group.name));
      const playerGroup = subscribe(playerClient, groupChannel(group.name));
      const playerAlerts = subscribe(playerClient, appAlertChannel(player.id));
      await Promise.all([agentGroup.result, playerGroup.result, playerAlerts.result]);
      // Another player may not listen in.
      await expect(subscribe(strangerClient, groupChannel(group.name)).result).rejects.toThrow(
        'subscription refused',
      );

      const question = nextEvent<NewMessageEvent>(agentGroup.channel, 'NewMessage');
      const echo = nextEvent<NewMessageEvent>(playerGroup.channel, 'NewMessage');
      await api.post(
        '/api/conversations',
        { message: 'Hello?', group_name: 'support' },
        { token: player.token },
      );
      expect((await question).message).toMatchObject({
        message: 'Hello?',
        user: { name: 'Live Chat Player' },
      });
      // The player's own window gets its message too (the web drops the duplicate by id).
      expect((await echo).message.message).toBe('Hello?');

      const reply = nextEvent<NewMessageEvent>(playerGroup.channel, 'NewMessage');
      const beep = nextEvent<AppAlertEvent>(playerAlerts.channel, 'AppAlertEvent');
      await api.post(
        '/api/conversations',
        { message: 'Hi, how can I help?', group_name: group.name },
        { token: login.body.token as string },
      );
      expect((await reply).message).toMatchObject({
        message: 'Hi, how can I help?',
        user: { id: agentRow.id, name: 'Live Agent' },
      });
      expect(await beep).toEqual({
        type: 'NEW_CHAT_MESSAGE',
        value: group.name,
        text: 'Live Agent: Hi, how can I help?',
      });
    } finally {
      agentClient.disconnect();
      playerClient.disconnect();
      strangerClient.disconnect();
    }
  });
});
