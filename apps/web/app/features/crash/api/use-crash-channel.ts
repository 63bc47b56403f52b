import type { CrashActivityEvent, CrashStateEvent, OriginalGame } from '@casino/contracts';
import {
  CRASH_ACTIVITY_EVENT,
  CRASH_STATE_EVENT,
  originalsChannel,
} from '@casino/contracts/channels';
import type { RealtimeConfig } from '../../../lib/realtime';
import { useChannelEvent } from '../../../lib/use-channel-event';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** CrashState {round, server_time}: the round changed state. */
export function isCrashStateEvent(data: unknown): data is CrashStateEvent {
  if (!isRecord(data) || typeof data.server_time !== 'number' || !isRecord(data.round)) {
    return false;
  }
  const { id, status } = data.round;
  return (
    typeof id === 'number' && (status === 'betting' || status === 'running' || status === 'crashed')
  );
}

/** CrashActivity {round_id, bets, server_time}: bets placed or settled since the last one. */
export function isCrashActivityEvent(data: unknown): data is CrashActivityEvent {
  return (
    isRecord(data) &&
    typeof data.round_id === 'number' &&
    typeof data.server_time === 'number' &&
    Array.isArray(data.bets) &&
    data.bets.every((bet) => isRecord(bet) && typeof bet.id === 'number')
  );
}

/**
 * The game's public channel, originals.{game}, through the page's shared connection: state
 * changes and coalesced activity, never per-frame ticks. `onSubscribed` runs after every
 * (re)subscription, when messages sent meanwhile may have been missed: reload the state then.
 */
export function useCrashChannel(options: {
  game: OriginalGame;
  config: RealtimeConfig | null;
  onState: (event: CrashStateEvent) => void;
  onActivity: (event: CrashActivityEvent) => void;
  onSubscribed: () => void;
}): void {
  const channel = originalsChannel(options.game);
  useChannelEvent({
    config: options.config,
    channel,
    event: CRASH_STATE_EVENT,
    onEvent: (data) => {
      if (isCrashStateEvent(data)) options.onState(data);
    },
    onSubscribed: options.onSubscribed,
  });
  useChannelEvent({
    config: options.config,
    channel,
    event: CRASH_ACTIVITY_EVENT,
    onEvent: (data) => {
      if (isCrashActivityEvent(data)) options.onActivity(data);
    },
  });
}
