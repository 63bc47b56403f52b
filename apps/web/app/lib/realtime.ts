import type { AppAlertEvent, AppAlertType } from '@casino/contracts';

/** Where pusher-js connects: the server's PUSHER_APP_KEY and WS_PORT (decision 011). */
export type RealtimeConfig = { appKey: string; wsPort: number };

/** spec §3 Real-time alert event, as the bridge publishes it on private-appalert.{userId}. */
const APP_ALERT_EVENT = 'AppAlertEvent';
const ALERT_TYPES: readonly AppAlertType[] = [
  'WALLET_BALANCE',
  'NEW_NOTIFICATION',
  'NEW_CHAT_MESSAGE',
];

declare global {
  interface Window {
    /** How many beeps played: the e2e specs observe the sound's code path through it. */
    __casinoBeeps?: number;
    webkitAudioContext?: typeof AudioContext;
  }
}

function isAppAlertEvent(data: unknown): data is AppAlertEvent {
  if (!data || typeof data !== 'object') return false;
  const event = data as Record<string, unknown>;
  return (
    ALERT_TYPES.includes(event.type as AppAlertType) &&
    (typeof event.value === 'number' || typeof event.value === 'string')
  );
}

/**
 * Subscribes to the player's own alert channel. pusher-js (loaded here, after hydration, off the
 * initial JavaScript: decision 008) reconnects by itself and subscribes again after a drop.
 * Authorisation goes through /broadcasting/auth, where the server adds the cookie's token
 * (decision 006). Resolves to the function that disconnects.
 */
export async function connectAppAlerts(options: {
  config: RealtimeConfig;
  userId: number;
  onAlert: (event: AppAlertEvent) => void;
}): Promise<() => void> {
  const { default: Pusher } = await import('pusher-js');
  const { appKey, wsPort } = options.config;
  const pusher = new Pusher(appKey, {
    // The cluster only names Pusher's hosted servers; wsHost points at ours.
    cluster: '',
    wsHost: window.location.hostname,
    wsPort,
    wssPort: wsPort,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: { endpoint: '/broadcasting/auth', transport: 'ajax' },
  });
  const channelName = `private-appalert.${options.userId}`;
  const channel = pusher.subscribe(channelName);
  channel.bind(APP_ALERT_EVENT, (data: unknown) => {
    if (isAppAlertEvent(data)) options.onAlert(data);
  });
  return () => {
    channel.unbind(APP_ALERT_EVENT);
    pusher.unsubscribe(channelName);
    pusher.disconnect();
  };
}

let audio: AudioContext | null = null;

/** A short beep made by an oscillator (no audio file); counted on window.__casinoBeeps. */
export function beep(): void {
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
    const now = audio.currentTime;
    gain.gain.setValueAtTime(0.001, now);
    gain.gain.exponentialRampToValueAtTime(0.2, now + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.001, now + 0.18);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(now);
    oscillator.stop(now + 0.2);
  } catch {
    // No sound available (a locked-down browser): the alert itself still shows.
  }
}
