// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = (data: unknown) => void;

const fake = vi.hoisted(() => {
  class FakeChannel {
    subscribed = false;
    readonly handlers = new Map<string, Set<Handler>>();
    constructor(readonly name: string) {}
    bind(event: string, handler: Handler) {
      const set = this.handlers.get(event) ?? new Set<Handler>();
      set.add(handler);
      this.handlers.set(event, set);
    }
    unbind(event: string, handler: Handler) {
      this.handlers.get(event)?.delete(handler);
    }
    emit(event: string, data: unknown) {
      for (const handler of this.handlers.get(event) ?? []) handler(data);
    }
    listenerCount(event: string) {
      return this.handlers.get(event)?.size ?? 0;
    }
  }
  class FakePusher {
    static instances: FakePusher[] = [];
    readonly channels = new Map<string, FakeChannel>();
    readonly subscribed: string[] = [];
    readonly unsubscribed: string[] = [];
    isDisconnected = false;
    constructor(
      readonly key: string,
      readonly options: Record<string, unknown>,
    ) {
      FakePusher.instances.push(this);
    }
    subscribe(name: string) {
      this.subscribed.push(name);
      const channel = this.channels.get(name) ?? new FakeChannel(name);
      this.channels.set(name, channel);
      return channel;
    }
    unsubscribe(name: string) {
      this.unsubscribed.push(name);
      this.channels.delete(name);
    }
    disconnect() {
      this.isDisconnected = true;
    }
  }
  return { FakePusher };
});

vi.mock('pusher-js', () => ({ default: fake.FakePusher }));

const CONFIG = { appKey: 'app-key', wsPort: 6001 };

/**
 * A fresh copy of the module: its shared connection and beep clock start empty. `subscribe` is
 * its subscribeChannel on the test's config.
 */
async function loadRealtime() {
  vi.resetModules();
  const realtime = await import('./realtime');
  const subscribe = (
    channel: string,
    event: string,
    onEvent: (data: unknown) => void = () => undefined,
    onSubscribed?: () => void,
  ) => realtime.subscribeChannel({ config: CONFIG, channel, event, onEvent, onSubscribed });
  return { ...realtime, subscribe };
}

beforeEach(() => {
  fake.FakePusher.instances.length = 0;
  window.__casinoBeeps = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('subscribeChannel: catching up after a (re)subscription', () => {
  it('calls onSubscribed on every subscription_succeeded, and at once for a channel already joined', async () => {
    const { subscribe } = await loadRealtime();
    let first = 0;
    let second = 0;
    const stopFirst = await subscribe(
      'private-appalert.7',
      'AppAlertEvent',
      undefined,
      () => (first += 1),
    );
    const channel = fake.FakePusher.instances[0]?.channels.get('private-appalert.7');
    expect(first).toBe(0);
    channel!.subscribed = true;
    channel!.emit('pusher:subscription_succeeded', {});
    expect(first).toBe(1);

    // A second listener on the joined channel may have missed events since: it catches up now.
    const stopSecond = await subscribe(
      'private-appalert.7',
      'AppAlertEvent',
      undefined,
      () => (second += 1),
    );
    await Promise.resolve();
    expect(second).toBe(1);

    // pusher-js subscribes again after a dropped connection: both reload once more.
    channel!.emit('pusher:subscription_succeeded', {});
    expect([first, second]).toEqual([2, 2]);
    stopSecond();
    channel!.emit('pusher:subscription_succeeded', {});
    expect([first, second]).toEqual([3, 2]);
    stopFirst();
  });
});

describe('subscribeChannel: one shared, ref-counted connection', () => {
  it('shares one Pusher among subscribers and disconnects after the last leaves', async () => {
    const { subscribe } = await loadRealtime();
    const alerts: unknown[] = [];
    const messages: unknown[] = [];
    const stopAlerts = await subscribe('private-appalert.7', 'AppAlertEvent', (data) =>
      alerts.push(data),
    );
    const stopMessages = await subscribe('private-groups.player-7', 'NewMessage', (data) =>
      messages.push(data),
    );

    expect(fake.FakePusher.instances).toHaveLength(1);
    const pusher = fake.FakePusher.instances[0]!;
    expect(pusher.key).toBe('app-key');
    expect(pusher.options).toMatchObject({
      wsPort: 6001,
      forceTLS: false,
      channelAuthorization: { endpoint: '/broadcasting/auth', transport: 'ajax' },
    });
    expect(pusher.subscribed).toEqual(['private-appalert.7', 'private-groups.player-7']);

    pusher.channels.get('private-groups.player-7')!.emit('NewMessage', { id: 1 });
    pusher.channels.get('private-appalert.7')!.emit('AppAlertEvent', { type: 'X' });
    expect(messages).toEqual([{ id: 1 }]);
    expect(alerts).toEqual([{ type: 'X' }]);

    stopMessages();
    expect(pusher.unsubscribed).toEqual(['private-groups.player-7']);
    expect(pusher.isDisconnected).toBe(false);

    stopAlerts();
    expect(pusher.unsubscribed).toEqual(['private-groups.player-7', 'private-appalert.7']);
    // The disconnect waits for the instance's promise, already settled: one microtask.
    await Promise.resolve();
    expect(pusher.isDisconnected).toBe(true);

    // A later subscriber gets a new connection rather than the closed one.
    const stopAgain = await subscribe('private-appalert.7', 'AppAlertEvent');
    expect(fake.FakePusher.instances).toHaveLength(2);
    expect(fake.FakePusher.instances[1]!.isDisconnected).toBe(false);
    stopAgain();
  });

  it('subscribes a channel once for several listeners and leaves it with the last', async () => {
    const { subscribe } = await loadRealtime();
    const first: unknown[] = [];
    const second: unknown[] = [];
    // Both ask before pusher-js has loaded: still one instance.
    const [stopFirst, stopSecond] = await Promise.all([
      subscribe('private-users.3', 'GroupCreated', (data) => first.push(data)),
      subscribe('private-users.3', 'GroupCreated', (data) => second.push(data)),
    ]);
    expect(fake.FakePusher.instances).toHaveLength(1);
    const pusher = fake.FakePusher.instances[0]!;
    expect(pusher.subscribed).toEqual(['private-users.3']);
    const channel = pusher.channels.get('private-users.3')!;

    channel.emit('GroupCreated', 'a');
    expect(first).toEqual(['a']);
    expect(second).toEqual(['a']);

    stopFirst();
    // Calling it twice must not release someone else's reference.
    stopFirst();
    expect(channel.listenerCount('GroupCreated')).toBe(1);
    expect(pusher.unsubscribed).toEqual([]);
    channel.emit('GroupCreated', 'b');
    expect(first).toEqual(['a']);
    expect(second).toEqual(['a', 'b']);
    await Promise.resolve();
    expect(pusher.isDisconnected).toBe(false);

    stopSecond();
    expect(channel.listenerCount('GroupCreated')).toBe(0);
    expect(pusher.unsubscribed).toEqual(['private-users.3']);
    await Promise.resolve();
    expect(pusher.isDisconnected).toBe(true);
  });
});

describe('beep', () => {
  it('counts each beep and ignores a second one within 300 ms', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T00:00:00.000Z'));
    const { beep } = await loadRealtime();

    beep();
    expect(window.__casinoBeeps).toBe(1);
    // [ms since the last beep, beeps counted]: at 120 ms the same reply as NEW_CHAT_MESSAGE and
    // NEW_NOTIFICATION, one sound; 300 ms after the first, a second.
    const beeps: [number, number][] = [
      [120, 1],
      [179, 1],
      [1, 2],
      [5_000, 3],
    ];
    for (const [afterMs, count] of beeps) {
      vi.advanceTimersByTime(afterMs);
      beep();
      expect(window.__casinoBeeps).toBe(count);
    }
  });
});
