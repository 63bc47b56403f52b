import type { AppAlertEvent, AppAlertType } from '@casino/contracts';
import { APP_ALERT_EVENT, appAlertChannel } from '@casino/contracts/channels';
import type { RealtimeConfig } from '../../../lib/realtime';
import { useChannelEvent } from '../../../lib/use-channel-event';

const ALERT_TYPES: readonly AppAlertType[] = [
  'WALLET_BALANCE',
  'NEW_NOTIFICATION',
  'NEW_CHAT_MESSAGE',
  'BONUS_UPDATE',
];

/** spec §3 Real-time alert event {type, value, text}, as the bridge publishes it. */
function isAppAlertEvent(data: unknown): data is AppAlertEvent {
  if (!data || typeof data !== 'object') return false;
  const event = data as Record<string, unknown>;
  return (
    ALERT_TYPES.includes(event.type as AppAlertType) &&
    (typeof event.value === 'number' || typeof event.value === 'string')
  );
}

/**
 * spec §4 real-time alerts for the signed-in player, on private-appalert.{userId} through the
 * page's shared connection (connected after hydration, off the initial JavaScript: decision
 * 008). The latest `onAlert` is always the one called; `onSubscribed` after each
 * (re)subscription, when alerts sent meanwhile may have been missed.
 */
export function useAppAlerts(
  userId: number | null,
  config: RealtimeConfig | null,
  onAlert: (event: AppAlertEvent) => void,
  onSubscribed?: () => void,
): void {
  useChannelEvent({
    config,
    channel: userId === null ? null : appAlertChannel(userId),
    event: APP_ALERT_EVENT,
    onEvent: (data) => {
      if (isAppAlertEvent(data)) onAlert(data);
    },
    ...(onSubscribed ? { onSubscribed } : {}),
  });
}
