import { createHash, createHmac } from 'node:crypto';
import { appAlertChannel } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  connectPusherJs,
  connectRaw,
  nextEvent,
  pusherSdk,
  rawSubscribe,
  subscribe,
  TEST_PUSHER,
  track,
  useRealtimeTestNodes,
} from '../test/realtime';
import { createEventBus } from '../platform/events';
import { testLogger } from '../test/harness';
import { signUpPlayer } from '../test/http';
import { startRealtimeBridge } from './bridge';
import { createEventsApiBroadcaster } from './events-api-broadcaster';
import { verifySignedRequest } from './http-api';

/** Signs a request as Pusher's SDKs do, with knobs to break it. */
function signedUrl(
  port: number,
  options: {
    method?: string;
    path?: string;
    body?: string;
    timestamp?: number;
    secret?: string;
    key?: string;
    params?: Record<string, string>;
    bodyMd5?: string;
  } = {},
): string {
  const method = options.method ?? 'POST';
  const path = options.path ?? `/apps/${TEST_PUSHER.PUSHER_APP_ID}/events`;
  const params: Record<string, string> = {
    auth_key: options.key ?? TEST_PUSHER.PUSHER_APP_KEY,
    auth_timestamp: String(options.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    ...options.params,
  };
  if (options.body) {
    params.body_md5 = options.bodyMd5 ?? createHash('md5').update(options.body).digest('hex');
  }
  const query = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  const signature = createHmac('sha256', options.secret ?? TEST_PUSHER.PUSHER_APP_SECRET)
    .update(`${method}\n${path}\n${query}`)
    .digest('hex');
  return `http://127.0.0.1:${port}${path}?${query}&auth_signature=${signature}`;
}

async function post(url: string, body: string) {
  const res = await fetch(url, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('Pusher HTTP events API on WS_PORT', () => {
  const [node] = useRealtimeTestNodes({ maxMessageBytes: 2048 });

  async function listener(channel: string) {
    const raw = track(await connectRaw(node.wsPort));
    await rawSubscribe(raw, channel);
    return { raw, socketId: await raw.socketId() };
  }

  it('publishes through the official SDK: trigger to several channels and triggerBatch', async () => {
    const a = await listener('orders');
    const b = await listener('private-desk');
    const response = await pusherSdk(node).trigger(['orders', 'private-desk'], 'Placed', {
      id: 1,
    });
    expect(response.status).toBe(200);
    expect((await a.raw.event('Placed', 'orders')).data).toEqual({ id: 1 });
    expect((await b.raw.event('Placed', 'private-desk')).data).toEqual({ id: 1 });

    await pusherSdk(node).triggerBatch([
      { channel: 'orders', name: 'First', data: { n: 1 } },
      { channel: 'private-desk', name: 'Second', data: 'plain text' },
    ]);
    expect((await a.raw.event('First')).data).toEqual({ n: 1 });
    expect((await b.raw.event('Second')).data).toBe('plain text');
  });

  it('delivers to a stock pusher-js client', async () => {
    const client = connectPusherJs(node);
    try {
      const { channel, result } = subscribe(client, 'news');
      await result;
      const got = nextEvent(channel, 'Headline');
      await pusherSdk(node).trigger('news', 'Headline', { title: 'Hello' });
      expect(await got).toEqual({ title: 'Hello' });
    } finally {
      client.disconnect();
    }
  });

  it('leaves out the socket named by socket_id', async () => {
    const a = await listener('room');
    const b = await listener('room');
    await pusherSdk(node).trigger('room', 'Said', { text: 'hi' }, { socket_id: a.socketId });
    await b.raw.event('Said');
    await pusherSdk(node).trigger('room', 'marker', {});
    await a.raw.event('marker');
    expect(a.raw.frames.some((f) => f.event === 'Said')).toBe(false);
  });

  it('refuses a bad signature, a wrong key and a stale timestamp with 401', async () => {
    await expect(
      pusherSdk(node, 'not-the-secret-0123456789abcdef').trigger('room', 'Evil', {}),
    ).rejects.toMatchObject({ status: 401 });
    const body = JSON.stringify({ name: 'E', data: '{}', channel: 'room' });
    expect((await post(signedUrl(node.wsPort, { body }), body)).status).toBe(200);
    expect((await post(signedUrl(node.wsPort, { body, key: 'other-key' }), body)).status).toBe(401);
    const stale = Math.floor(Date.now() / 1000) - 601;
    const staleAnswer = await post(signedUrl(node.wsPort, { body, timestamp: stale }), body);
    expect(staleAnswer).toMatchObject({
      status: 401,
      body: { error: expect.stringContaining('600') },
    });
    const future = Math.floor(Date.now() / 1000) + 601;
    expect((await post(signedUrl(node.wsPort, { body, timestamp: future }), body)).status).toBe(
      401,
    );
    // The body is covered by body_md5: a swapped body is refused.
    const swapped = JSON.stringify({ name: 'X', data: '{}', channel: 'room' });
    expect((await post(signedUrl(node.wsPort, { body }), swapped)).status).toBe(401);
    // The signature covers the path and every other parameter.
    const url = signedUrl(node.wsPort, { body }).replace('auth_version=1.0', 'auth_version=1.1');
    expect((await post(url, body)).status).toBe(401);
    const unsigned = `http://127.0.0.1:${node.wsPort}/apps/${TEST_PUSHER.PUSHER_APP_ID}/events`;
    expect((await post(unsigned, body)).status).toBe(401);
  });

  it('answers 400 for bad bodies, 404 for another app, 405 for a wrong method', async () => {
    const cases = [
      'not json',
      JSON.stringify({ name: 'E', data: '{}' }),
      JSON.stringify({ name: 'E', data: { not: 'a string' }, channel: 'room' }),
      JSON.stringify({ name: 'E', data: '{}', channel: 'bad channel' }),
      JSON.stringify({ name: 'pusher_internal:member_added', data: '{}', channel: 'room' }),
      JSON.stringify({ name: 'E', data: '{}', channels: [] }),
      JSON.stringify({
        name: 'E',
        data: '{}',
        channels: Array.from({ length: 101 }, (_, i) => `c${i}`),
      }),
    ];
    for (const body of cases) {
      expect((await post(signedUrl(node.wsPort, { body }), body)).status, body).toBe(400);
    }
    const batchPath = `/apps/${TEST_PUSHER.PUSHER_APP_ID}/batch_events`;
    const tooMany = JSON.stringify({
      batch: Array.from({ length: 11 }, () => ({ name: 'E', data: '{}', channel: 'room' })),
    });
    expect(
      (await post(signedUrl(node.wsPort, { body: tooMany, path: batchPath }), tooMany)).status,
    ).toBe(400);

    const body = JSON.stringify({ name: 'E', data: '{}', channel: 'room' });
    const otherApp = '/apps/other-app/events';
    expect((await post(signedUrl(node.wsPort, { body, path: otherApp }), body)).status).toBe(404);
    const get = await fetch(signedUrl(node.wsPort, { method: 'GET' }));
    expect(get.status).toBe(405);
  });

  it('carries the node message that ends sessions, from an operator command without Redis', async () => {
    const player = await signUpPlayer(node.api);
    const { raw, socketId } = await listener('public-lobby');
    const name = appAlertChannel(player.id);
    const signed = await node.api.post(
      '/api/broadcasting/auth',
      { socket_id: socketId, channel_name: name },
      { token: player.token },
    );
    raw.send('pusher:subscribe', { channel: name, auth: signed.body.auth });
    await raw.event('pusher_internal:subscription_succeeded', name);
    const principal = await node.t.runtime.services.usersService.resolveToken(player.token);

    // A CLI process: its own event bus, publishing through this node's events API.
    const events = createEventBus();
    const bridge = startRealtimeBridge({
      events,
      broadcaster: createEventsApiBroadcaster({
        host: '127.0.0.1',
        port: node.wsPort,
        appId: TEST_PUSHER.PUSHER_APP_ID,
        appKey: TEST_PUSHER.PUSHER_APP_KEY,
        appSecret: TEST_PUSHER.PUSHER_APP_SECRET,
      }),
      getUser: async () => null,
      logger: testLogger,
    });
    events.emit('SessionsEnded', { userId: player.id, sessionIds: [principal?.sessionId ?? 0] });
    await bridge.settled();
    bridge.stop();
    await raw.event('pusher_internal:unsubscribed', name);
    expect(raw.frames.some((f) => f.event.startsWith('pusher_internal:sessions'))).toBe(false);
  });

  it('answers 413 above the size limits (event data and whole body)', async () => {
    const big = JSON.stringify({ name: 'E', data: 'x'.repeat(2049), channel: 'room' });
    expect((await post(signedUrl(node.wsPort, { body: big }), big)).status).toBe(413);
    await expect(
      pusherSdk(node).trigger('room', 'Big', { pad: 'x'.repeat(3000) }),
    ).rejects.toMatchObject({ status: 413 });
    const huge = 'x'.repeat(70 * 1024);
    const res = await fetch(signedUrl(node.wsPort, { body: huge }), { method: 'POST', body: huge });
    expect(res.status).toBe(413);
  });

  it('answers channel queries from this node: GET /channels, /channels/{name}, /users', async () => {
    const sdk = pusherSdk(node);
    await listener('lobby-1');
    const all = (await (
      await sdk.get({ path: '/channels', params: { filter_by_prefix: 'lobby-' } })
    ).json()) as {
      channels: Record<string, unknown>;
    };
    expect(all.channels).toEqual({ 'lobby-1': {} });
    const one = await (
      await sdk.get({ path: '/channels/lobby-1', params: { info: 'subscription_count' } })
    ).json();
    expect(one).toEqual({ occupied: true, subscription_count: 1 });
    const empty = await (await sdk.get({ path: '/channels/nobody-here' })).json();
    expect(empty).toEqual({ occupied: false });
    const users = await (await sdk.get({ path: '/channels/presence-none/users' })).json();
    expect(users).toEqual({ users: [] });
  });
});

describe('verifySignedRequest', () => {
  const now = 1_700_000_000;
  function check(url: string, body = '') {
    return verifySignedRequest({
      method: 'POST',
      url: new URL(url),
      body: Buffer.from(body),
      key: TEST_PUSHER.PUSHER_APP_KEY,
      secret: TEST_PUSHER.PUSHER_APP_SECRET,
      nowSeconds: now,
    });
  }

  it('accepts the SDK’s signature within 600 s either way and nothing else', () => {
    const body = '{"name":"a","data":"{}","channel":"c"}';
    expect(check(signedUrl(1, { body, timestamp: now }), body)).toBeNull();
    expect(check(signedUrl(1, { body, timestamp: now - 600 }), body)).toBeNull();
    expect(check(signedUrl(1, { body, timestamp: now + 600 }), body)).toBeNull();
    expect(check(signedUrl(1, { body, timestamp: now - 601 }), body)).toMatch(/600/);
    expect(check(signedUrl(1, { body, timestamp: now, secret: 'x'.repeat(32) }), body)).toBe(
      'Invalid signature',
    );
    expect(check(signedUrl(1, { body, timestamp: now, bodyMd5: '0'.repeat(32) }), body)).toMatch(
      /body_md5/,
    );
    // Extra parameters are signed too, keys sorted, values as sent.
    const withInfo = signedUrl(1, {
      body,
      timestamp: now,
      params: { info: 'user_count,subscription_count' },
    });
    expect(check(withInfo, body)).toBeNull();
    expect(check(withInfo.replace('info=user_count', 'info=user'), body)).toBe('Invalid signature');
    expect(check(`${signedUrl(1, { body, timestamp: now })}&auth_key=again`, body)).toMatch(
      /Duplicate/,
    );
  });
});
