/**
 * The page's one real-time connection (spec §7 "Real-time": a Pusher-protocol server). Every
 * subscriber (alerts, the support chat, the agents' group list) shares one lazily created
 * pusher-js instance: it connects with the first subscription and disconnects after the last.
 * This module is only ever imported dynamically, after hydration, so neither it nor pusher-js
 * is in a page's initial JavaScript (decision 008).
 */

/** Where pusher-js connects: the server's PUSHER_APP_KEY and WS_PORT (decision 011). */
export type RealtimeConfig = { appKey: string; wsPort: number };

/** The parts of pusher-js's Channel and Pusher used here (the unit test fakes just these). */
type ChannelLike = {
  /** True once the server accepted the subscription (pusher-js keeps it per channel). */
  subscribed?: boolean;
  bind(event: string, callback: (data: unknown) => void): unknown;
  unbind(event: string, callback: (data: unknown) => void): unknown;
};

/** pusher-js fires it on every (re)subscription: the first, and each one after a reconnect. */
const SUBSCRIBED_EVENT = 'pusher:subscription_succeeded';
type PusherLike = {
  subscribe(channel: string): ChannelLike;
  unsubscribe(channel: string): void;
  disconnect(): void;
};

type SharedConnection = {
  /** Subscriptions holding the connection, counted from the moment they ask for it. */
  refs: number;
  pusher: Promise<PusherLike>;
  /** Per channel: the pusher-js channel and how many subscriptions listen on it. */
  channels: Map<string, { channel: ChannelLike; refs: number }>;
};

let shared: SharedConnection | null = null;

async function createPusher({ appKey, wsPort }: RealtimeConfig): Promise<PusherLike> {
  const { default: Pusher } = await import('pusher-js');
  return new Pusher(appKey, {
    // The cluster only names Pusher's hosted servers; wsHost points at ours.
    cluster: '',
    wsHost: window.location.hostname,
    wsPort,
    wssPort: wsPort,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    // Private channels are authorised by the web server, which adds the cookie's token (006).
    channelAuthorization: { endpoint: '/broadcasting/auth', transport: 'ajax' },
  });
}

/**
 * Counted synchronously, before pusher-js has even loaded, so a subscription that ends while
 * another is still waiting for the module never disconnects the instance the other will get.
 * The config is the same for the whole page (it comes from the root data); the first wins.
 */
function acquireConnection(config: RealtimeConfig): SharedConnection {
  shared ??= { refs: 0, pusher: createPusher(config), channels: new Map() };
  shared.refs += 1;
  return shared;
}

function releaseConnection(connection: SharedConnection): void {
  connection.refs -= 1;
  if (connection.refs > 0) return;
  if (shared === connection) shared = null;
  connection.pusher.then(
    (pusher) => pusher.disconnect(),
    () => undefined,
  );
}

/**
 * Listens to `event` on `channel` through the shared connection; resolves to the function that
 * stops listening. pusher-js reconnects by itself and subscribes its channels again after a
 * drop. A channel is subscribed once however many listen to it, and left with the last one.
 *
 * Events published while nobody listened (before the first subscription, during a drop) are not
 * replayed by the protocol, so `onSubscribed` runs on every (re)subscription, and at once when
 * the channel was already subscribed: the place to reload what the events would have changed.
 */
export async function subscribeChannel(options: {
  config: RealtimeConfig;
  channel: string;
  event: string;
  onEvent: (data: unknown) => void;
  onSubscribed?: () => void;
}): Promise<() => void> {
  const { channel: name, event } = options;
  const connection = acquireConnection(options.config);
  let pusher: PusherLike;
  try {
    pusher = await connection.pusher;
  } catch (error) {
    releaseConnection(connection);
    throw error;
  }
  let entry = connection.channels.get(name);
  if (!entry) {
    entry = { channel: pusher.subscribe(name), refs: 0 };
    connection.channels.set(name, entry);
  }
  entry.refs += 1;
  // A handler of our own, so unbinding it leaves the other listeners of the event bound.
  const handler = (data: unknown) => options.onEvent(data);
  entry.channel.bind(event, handler);
  const caughtUp = () => options.onSubscribed?.();
  entry.channel.bind(SUBSCRIBED_EVENT, caughtUp);
  if (entry.channel.subscribed) queueMicrotask(caughtUp);

  let isActive = true;
  return () => {
    if (!isActive) return;
    isActive = false;
    entry.channel.unbind(event, handler);
    entry.channel.unbind(SUBSCRIBED_EVENT, caughtUp);
    entry.refs -= 1;
    if (entry.refs === 0) {
      connection.channels.delete(name);
      pusher.unsubscribe(name);
    }
    releaseConnection(connection);
  };
}

declare global {
  interface Window {
    /** How many beeps played: the e2e specs observe the sound's code path through it. */
    __casinoBeeps?: number;
    webkitAudioContext?: typeof AudioContext;
  }
}

/**
 * One event often brings two alerts (a chat reply is both NEW_CHAT_MESSAGE and
 * NEW_NOTIFICATION): a second beep this soon after the last is dropped.
 */
export const BEEP_INTERVAL_MS = 300;

let audio: AudioContext | null = null;
let lastBeepAt = Number.NEGATIVE_INFINITY;

/** A short beep made by an oscillator (no audio file); counted on window.__casinoBeeps. */
export function beep(): void {
  const now = Date.now();
  if (now - lastBeepAt < BEEP_INTERVAL_MS) return;
  lastBeepAt = now;
  window.__casinoBeeps = (window.__casinoBeeps ?? 0) + 1;
  try {
    const Context = window.AudioContext ?? window.webkitAudioContext;
    if (!Context) return;
    audio ??= new Context();
    // Browsers keep audio suspended until the page has had a user gesture; then this is silent.
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 880;
    const start = audio.currentTime;
    gain.gain.setValueAtTime(0.001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.18);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.2);
  } catch {
    // No sound available (a locked-down browser): the alert itself still shows.
  }
}
