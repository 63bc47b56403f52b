import type { PresenceChannel } from 'pusher-js';
import { describe, expect, it, vi } from 'vitest';
import { signInStaff, signUpPlayer } from '../test/http';
import {
  closeClients,
  connectPusherJs,
  connectRaw,
  nextEvent,
  pusherSdk,
  rawSubscribe,
  subscribe,
  TEST_PUSHER,
  track,
  useRealtimeTestNodes,
  whenConnected,
  type RealtimeTestNode,
} from '../test/realtime';
import { signChannelAuth } from './channel-auth';

function sign(socketId: string, channelName: string, channelData?: string) {
  return signChannelAuth({
    key: TEST_PUSHER.PUSHER_APP_KEY,
    secret: TEST_PUSHER.PUSHER_APP_SECRET,
    socketId,
    channelName,
    channelData,
  });
}

/** A support agent on `node`, signed in. */
const signInAgent = (node: RealtimeTestNode, name: string) =>
  signInStaff(node.t.runtime, node.api, 'support', name);

/** A player's support conversation: the group channels agents may join. */
async function openConversation(node: RealtimeTestNode): Promise<string> {
  const player = await signUpPlayer(node.api);
  const opened = await node.api.post('/api/groups/open', {}, { token: player.token });
  return (opened.body.group as { name: string }).name;
}

describe('Pusher protocol v7 server (pusher-js, pusher SDK)', () => {
  const [node] = useRealtimeTestNodes({ clientEvents: true });

  it('greets with pusher:connection_established {socket_id, activity_timeout}', async () => {
    const raw = track(await connectRaw(node.wsPort));
    const established = await raw.event('pusher:connection_established');
    expect(established.data).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/) as unknown,
      activity_timeout: 120,
    });
    const client = track(connectPusherJs(node));
    expect(await whenConnected(client)).toMatch(/^\d+\.\d+$/);
  });

  it('delivers what the pusher SDK publishes to a public channel subscriber', async () => {
    const client = track(connectPusherJs(node));
    const { channel, result } = subscribe(client, 'livefeed');
    await result;
    const received = nextEvent(channel, 'NewBet');
    await pusherSdk(node).trigger('livefeed', 'NewBet', { id: 7, game: 'Dice' });
    expect(await received).toEqual({ id: 7, game: 'Dice' });
  });

  it('lets a player into their own private channels and refuses another player’s', async () => {
    const me = await signUpPlayer(node.api);
    const other = await signUpPlayer(node.api);
    const client = track(connectPusherJs(node, me.token));
    await subscribe(client, `private-appalert.${me.id}`).result;
    await subscribe(client, `private-users.${me.id}`).result;
    const refused = subscribe(client, `private-appalert.${other.id}`).result;
    await expect(refused).rejects.toMatchObject({ detail: { type: 'AuthError', status: 403 } });
    // Without a token the auth endpoint answers 401 and the subscription fails.
    const anonymous = track(connectPusherJs(node));
    await expect(subscribe(anonymous, `private-appalert.${me.id}`).result).rejects.toMatchObject({
      detail: { status: 401 },
    });
  });

  it('verifies every private subscription signature on the socket (4009, subscription_error)', async () => {
    const raw = track(await connectRaw(node.wsPort));
    const socketId = await raw.socketId();
    const forged = `${TEST_PUSHER.PUSHER_APP_KEY}:${'0'.repeat(64)}`;
    raw.send('pusher:subscribe', { channel: 'private-appalert.1', auth: forged });
    const error = await raw.event('pusher:subscription_error', 'private-appalert.1');
    expect(error.data).toMatchObject({ type: 'AuthError', status: 401 });
    expect((await raw.event('pusher:error')).data).toMatchObject({ code: 4009 });

    // A signature made for another socket is no good here either (no replay).
    raw.clear();
    raw.send('pusher:subscribe', {
      channel: 'private-appalert.1',
      auth: sign('1.2', 'private-appalert.1'),
    });
    await raw.event('pusher:subscription_error', 'private-appalert.1');
    // No auth at all.
    raw.clear();
    raw.send('pusher:subscribe', { channel: 'private-x' });
    await raw.event('pusher:subscription_error', 'private-x');

    // The connection stays usable; a correct signature then works.
    raw.send('pusher:subscribe', {
      channel: 'private-appalert.1',
      auth: sign(socketId, 'private-appalert.1'),
    });
    await raw.event('pusher_internal:subscription_succeeded', 'private-appalert.1');
    expect(
      raw.frames.filter((f) => f.event === 'pusher_internal:subscription_succeeded'),
    ).toHaveLength(1);
  });

  it('refuses invalid channel names', async () => {
    const raw = track(await connectRaw(node.wsPort));
    raw.send('pusher:subscribe', { channel: 'bad channel!' });
    expect((await raw.event('pusher:error')).data).toMatchObject({ code: 4300 });
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const raw = track(await connectRaw(node.wsPort));
    await rawSubscribe(raw, 'public-a');
    await rawSubscribe(raw, 'public-b');
    raw.send('pusher:unsubscribe', { channel: 'public-a' });
    // Frames are handled in order: once public-b's marker arrives, public-a's event would have too.
    await pusherSdk(node).trigger(['public-a'], 'gone', {});
    await pusherSdk(node).trigger(['public-b'], 'marker', {});
    await raw.event('marker', 'public-b');
    expect(raw.frames.some((f) => f.event === 'gone')).toBe(false);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const raw = track(await connectRaw(node.wsPort));
    await raw.socketId();
    raw.send('pusher:ping', {});
    await raw.event('pusher:pong');
  });

  it('runs presence channels: member list, member_added / member_removed, one member per user', async () => {
    const ann = await signInAgent(node, 'Ann Agent');
    const bob = await signInAgent(node, 'Bob Agent');
    const name = `presence-groups.${await openConversation(node)}`;

    const ann1 = track(connectPusherJs(node, ann.token));
    const first = subscribe(ann1, name);
    const annSucceeded = (await first.result) as PresenceChannel['members'];
    expect(annSucceeded.count).toBe(1);
    expect(annSucceeded.me).toMatchObject({ id: String(ann.id), info: { name: 'Ann Agent' } });

    const added = nextEvent<{ id: string; info: unknown }>(first.channel, 'pusher:member_added');
    const bobClient = track(connectPusherJs(node, bob.token));
    const bobSub = subscribe(bobClient, name);
    const bobMembers = (await bobSub.result) as PresenceChannel['members'];
    expect(bobMembers.count).toBe(2);
    expect(Object.keys(bobMembers.members as object).sort()).toEqual(
      [String(ann.id), String(bob.id)].sort(),
    );
    expect(await added).toMatchObject({ id: String(bob.id), info: { name: 'Bob Agent' } });

    // Ann's second tab: still one member, nobody is told of a new one.
    const bobSawAdded: unknown[] = [];
    bobSub.channel.bind('pusher:member_added', (member: unknown) => bobSawAdded.push(member));
    const bobSawRemoved: unknown[] = [];
    bobSub.channel.bind('pusher:member_removed', (member: unknown) => bobSawRemoved.push(member));
    const ann2 = track(connectPusherJs(node, ann.token));
    await subscribe(ann2, name).result;
    const marker = nextEvent(bobSub.channel, 'marker');
    await pusherSdk(node).trigger(name, 'marker', {});
    await marker;
    expect(bobSawAdded).toEqual([]);
    expect((bobSub.channel as PresenceChannel).members.count).toBe(2);

    // Closing one of Ann's tabs keeps her present; closing the last removes her.
    ann1.disconnect();
    const marker2 = nextEvent(bobSub.channel, 'marker');
    await pusherSdk(node).trigger(name, 'marker', {});
    await marker2;
    expect(bobSawRemoved).toEqual([]);
    const removed = nextEvent<{ id: string }>(bobSub.channel, 'pusher:member_removed');
    ann2.disconnect();
    expect(await removed).toMatchObject({ id: String(ann.id) });
    expect((bobSub.channel as PresenceChannel).members.count).toBe(1);
  });

  it('refuses players on another player’s conversation and on the desk (403)', async () => {
    const player = await signUpPlayer(node.api);
    const client = track(connectPusherJs(node, player.token));
    for (const group of [await openConversation(node), 'support']) {
      await expect(subscribe(client, `presence-groups.${group}`).result).rejects.toMatchObject({
        detail: { status: 403 },
      });
    }
  });

  it('relays client events to the other subscribers of a private or presence channel, never back', async () => {
    const ann = await signInAgent(node, 'Ann Typing');
    const bob = await signInAgent(node, 'Bob Reading');
    const name = `presence-groups.${await openConversation(node)}`;
    const annClient = track(connectPusherJs(node, ann.token));
    const bobClient = track(connectPusherJs(node, bob.token));
    const annChannel = subscribe(annClient, name);
    const bobChannel = subscribe(bobClient, name);
    await Promise.all([annChannel.result, bobChannel.result]);
    const echoed: unknown[] = [];
    annChannel.channel.bind('client-typing', (data: unknown) => echoed.push(data));
    const received = new Promise<{ data: unknown; userId: unknown }>((resolve) =>
      bobChannel.channel.bind('client-typing', (data: unknown, meta: { user_id?: string }) =>
        resolve({ data, userId: meta?.user_id }),
      ),
    );
    expect(annChannel.channel.trigger('client-typing', { typing: true })).toBe(true);
    expect(await received).toEqual({ data: { typing: true }, userId: String(ann.id) });
    const marker = nextEvent(annChannel.channel, 'marker');
    await pusherSdk(node).trigger(name, 'marker', {});
    await marker;
    expect(echoed).toEqual([]);

    // Private channels too; the raw frames show the sender is excluded.
    const a = track(await connectRaw(node.wsPort));
    const b = track(await connectRaw(node.wsPort));
    await rawSubscribe(a, 'private-groups.raw');
    await rawSubscribe(b, 'private-groups.raw');
    a.send('client-hello', { n: 1 }, 'private-groups.raw');
    expect((await b.event('client-hello', 'private-groups.raw')).data).toEqual({ n: 1 });
    await pusherSdk(node).trigger('private-groups.raw', 'marker', {});
    await a.event('marker');
    expect(a.frames.some((f) => f.event === 'client-hello')).toBe(false);
  });

  it('refuses client events on public channels, unsubscribed channels, and above 10 per second', async () => {
    const a = track(await connectRaw(node.wsPort));
    const b = track(await connectRaw(node.wsPort));
    await rawSubscribe(a, 'public-chat');
    await rawSubscribe(b, 'public-chat');
    a.send('client-hi', {}, 'public-chat');
    expect((await a.event('pusher:error')).data).toMatchObject({
      code: 4300,
      message: expect.stringContaining('private and presence') as unknown,
    });
    a.clear();
    a.send('client-hi', {}, 'private-groups.elsewhere');
    expect((await a.event('pusher:error')).data).toMatchObject({ code: 4300 });

    await rawSubscribe(a, 'private-groups.burst');
    await rawSubscribe(b, 'private-groups.burst');
    a.clear();
    for (let i = 0; i < 11; i += 1) a.send('client-burst', { i }, 'private-groups.burst');
    expect((await a.event('pusher:error')).data).toMatchObject({ code: 4301 });
    await pusherSdk(node).trigger(['public-chat', 'private-groups.burst'], 'marker', {});
    await b.next((f) => f.event === 'marker' && f.channel === 'private-groups.burst');
    expect(b.frames.filter((f) => f.event === 'client-burst')).toHaveLength(10);
    expect(b.frames.some((f) => f.event === 'client-hi')).toBe(false);
  });

  it('checks Origin against APP_URL: other sites refused with 4009, no Origin allowed', async () => {
    const evil = track(await connectRaw(node.wsPort, { origin: 'https://evil.example' }));
    expect((await evil.event('pusher:error')).data).toMatchObject({ code: 4009 });
    expect((await evil.closed).code).toBe(4009);

    const site = track(await connectRaw(node.wsPort, { origin: 'http://localhost:8000' }));
    await site.event('pusher:connection_established');
    // A different port is a different origin.
    const otherPort = track(await connectRaw(node.wsPort, { origin: 'http://localhost:3000' }));
    expect((await otherPort.closed).code).toBe(4009);
    // SDKs and apps outside a browser send no Origin (pusher-js in Node is one).
    const sdk = track(await connectRaw(node.wsPort));
    await sdk.event('pusher:connection_established');
  });

  it('closes unknown app keys with 4001 and bad paths or protocol versions with 4005/4007/4008', async () => {
    const cases: [string, number][] = [
      ['/app/wrong-key?protocol=7', 4001],
      ['/socket', 4005],
      [`/app/${TEST_PUSHER.PUSHER_APP_KEY}?protocol=3`, 4007],
      [`/app/${TEST_PUSHER.PUSHER_APP_KEY}`, 4008],
    ];
    for (const [path, code] of cases) {
      const raw = track(await connectRaw(node.wsPort, { path }));
      expect((await raw.event('pusher:error')).data).toMatchObject({ code });
      expect((await raw.closed).code).toBe(code);
    }
  });
});

describe('Pusher protocol limits and timeouts', () => {
  const [node] = useRealtimeTestNodes({
    maxMessageBytes: 1024,
    activityTimeoutMs: 300,
    pongTimeoutMs: 300,
    maxConnections: 3,
  });

  it('pings a silent client and closes it with 4201 when no pong comes', async () => {
    const raw = track(await connectRaw(node.wsPort));
    expect((await raw.event('pusher:connection_established')).data).toMatchObject({
      activity_timeout: 1,
    });
    await raw.event('pusher:ping', undefined, 2000);
    raw.send('pusher:pong', {});
    raw.clear();
    // Answered: still open, and after more silence it is pinged again.
    await raw.event('pusher:ping', undefined, 2000);
    expect(raw.socket.readyState).toBe(raw.socket.OPEN);
    const closed = await raw.closed;
    expect(closed.code).toBe(4201);
  });

  it('keeps pusher-js connected through the server’s pings', async () => {
    const client = track(connectPusherJs(node));
    await whenConnected(client);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(client.connection.state).toBe('connected');
    client.disconnect();
  });

  it('answers a message above PUSHER_MAX_MESSAGE_BYTES with pusher:error, and closes far above', async () => {
    const raw = track(await connectRaw(node.wsPort));
    await raw.socketId();
    raw.send('pusher:subscribe', { channel: 'public-big', pad: 'x'.repeat(2000) });
    expect((await raw.event('pusher:error')).data).toMatchObject({
      code: 4300,
      message: expect.stringContaining('too large') as unknown,
    });
    expect(raw.socket.readyState).toBe(raw.socket.OPEN);
    raw.send('pusher:ping', { pad: 'x'.repeat(5000) });
    expect((await raw.closed).code).toBe(1009);
  });

  it('refuses client events when PUSHER_CLIENT_EVENTS_ENABLED is off', async () => {
    const a = track(await connectRaw(node.wsPort));
    const socketId = await a.socketId();
    a.send('pusher:subscribe', { channel: 'private-x', auth: sign(socketId, 'private-x') });
    await a.event('pusher_internal:subscription_succeeded', 'private-x');
    a.send('client-x', {}, 'private-x');
    expect((await a.event('pusher:error')).data).toMatchObject({
      code: 4300,
      message: expect.stringContaining('not enabled') as unknown,
    });
    a.close();
    await a.closed;
  });

  it('refuses connections over WS_MAX_CONNECTIONS before upgrading (HTTP 503)', async () => {
    closeClients();
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; i < 3; i += 1) {
      const raw = track(await connectRaw(node.wsPort));
      await raw.socketId();
    }
    await expect(connectRaw(node.wsPort)).rejects.toThrow(/Unexpected server response: 503/);
  });

  it('asks clients to reconnect (4200) when the server shuts down', async () => {
    closeClients();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const raw = await connectRaw(node.wsPort);
    await raw.socketId();
    const closed = raw.closed;
    await node.node.server.close();
    expect((await closed).code).toBe(4200);
  });
});

describe('connection caps and the frame rate limit (issue 11)', () => {
  const [node, proxied] = useRealtimeTestNodes(
    { maxConnectionsPerIp: 2, maxFramesPerSecond: 5 },
    // Behind a proxy on 127.0.0.1: X-Forwarded-For names the client.
    { maxConnectionsPerIp: 2, trustProxy: ['127.0.0.1'] },
  );

  async function settle() {
    closeClients();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  it('refuses the connection over WS_MAX_CONNECTIONS_PER_IP from one address, and frees the slot on close', async () => {
    await settle();
    const first = track(await connectRaw(node.wsPort));
    await first.socketId();
    await track(await connectRaw(node.wsPort)).socketId();
    await expect(connectRaw(node.wsPort)).rejects.toThrow(/503/);
    // Without TRUST_PROXY a forged X-Forwarded-For changes nothing.
    await expect(
      connectRaw(node.wsPort, { headers: { 'x-forwarded-for': '203.0.113.9' } }),
    ).rejects.toThrow(/503/);
    first.close();
    await first.closed;
    await track(await connectRaw(node.wsPort)).socketId();
  });

  it('counts the address X-Forwarded-For gives when TRUST_PROXY trusts the proxy', async () => {
    await settle();
    const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
    for (let i = 0; i < 2; i += 1) {
      await track(await connectRaw(proxied.wsPort, from('203.0.113.1'))).socketId();
    }
    await expect(connectRaw(proxied.wsPort, from('203.0.113.1'))).rejects.toThrow(/503/);
    // Another client behind the same proxy has its own allowance.
    await track(await connectRaw(proxied.wsPort, from('203.0.113.2'))).socketId();
  });

  it('answers a flood of pings with 4301 and closes the socket with 4301', async () => {
    await settle();
    const raw = track(await connectRaw(node.wsPort));
    await raw.socketId();
    for (let i = 0; i < 50; i += 1) raw.send('pusher:ping', {});
    expect((await raw.event('pusher:error')).data).toMatchObject({ code: 4301 });
    expect((await raw.closed).code).toBe(4301);
    // The burst (twice the rate) was answered, the rest was not.
    const pongs = raw.frames.filter((f) => f.event === 'pusher:pong').length;
    expect(pongs).toBeGreaterThanOrEqual(10);
    expect(pongs).toBeLessThan(15);
    expect(raw.frames.filter((f) => f.event === 'pusher:error')).toHaveLength(1);
  });

  it('limits every frame type: subscribes, unsubscribes, client events and junk count alike', async () => {
    await settle();
    const raw = track(await connectRaw(node.wsPort));
    await raw.socketId();
    for (let i = 0; i < 10; i += 1) {
      raw.send('pusher:subscribe', { channel: `public-flood-${i}` });
      raw.send('pusher:unsubscribe', { channel: `public-flood-${i}` });
      raw.send('client-flood', {}, `public-flood-${i}`);
      raw.socket.send('not json');
    }
    expect((await raw.closed).code).toBe(4301);
    expect(raw.frames.some((f) => (f.data as { code?: number }).code === 4301)).toBe(true);
    // Only the burst was handled: 10 frames, not 40.
    const subscribed = raw.frames.filter(
      (f) => f.event === 'pusher_internal:subscription_succeeded',
    );
    expect(subscribed.length).toBeLessThanOrEqual(3);
  });

  it('lets a client that keeps to the rate go on', async () => {
    await settle();
    const raw = track(await connectRaw(node.wsPort));
    await raw.socketId();
    const pongs = () => raw.frames.filter((f) => f.event === 'pusher:pong').length;
    for (let i = 0; i < 10; i += 1) raw.send('pusher:ping', {});
    await vi.waitFor(() => expect(pongs()).toBe(10));
    // A second later the bucket holds five tokens again.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (let i = 0; i < 5; i += 1) raw.send('pusher:ping', {});
    await vi.waitFor(() => expect(pongs()).toBe(15));
    expect(raw.frames.some((f) => f.event === 'pusher:error')).toBe(false);
    expect(raw.socket.readyState).toBe(raw.socket.OPEN);
  });
});

describe('reconnecting (stock pusher-js)', () => {
  const [node] = useRealtimeTestNodes({});

  it('comes back after the server restarts with its public and private subscriptions', async () => {
    const player = await signUpPlayer(node.api);
    const client = track(connectPusherJs(node, player.token));
    const firstId = await whenConnected(client);
    const pub = subscribe(client, 'livefeed');
    const own = subscribe(client, `private-appalert.${player.id}`);
    await Promise.all([pub.result, own.result]);

    const resubscribed = new Promise<void>((resolve) => {
      let count = 0;
      own.channel.bind('pusher:subscription_succeeded', () => {
        count += 1;
        if (count === 1) resolve();
      });
    });
    await node.restartSockets(); // clients are closed with 4200: "reconnect at once"
    await resubscribed;
    expect(client.connection.socket_id).not.toBe(firstId);

    const both = Promise.all([
      nextEvent(pub.channel, 'Again', 5000),
      nextEvent(own.channel, 'Again', 5000),
    ]);
    await pusherSdk(node).trigger(['livefeed', `private-appalert.${player.id}`], 'Again', {
      ok: true,
    });
    expect(await both).toEqual([{ ok: true }, { ok: true }]);
  }, 20_000);
});
