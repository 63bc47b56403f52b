import {
  APP_ALERT_EVENT,
  appAlertChannel,
  CRASH_ACTIVITY_EVENT,
  CRASH_STATE_EVENT,
  LIVE_BET_EVENT,
  LIVE_FEED_CHANNEL,
  originalsChannel,
  type CrashActivityEvent,
  type CrashStateEvent,
  type LiveBet,
  type LiveBetEvent,
  GROUP_CREATED_EVENT,
  groupChannel,
  NEW_MESSAGE_EVENT,
  userChannel,
  type AppAlertEvent,
  type GroupCreatedEvent,
  type NewMessageEvent,
} from '@casino/contracts';
import type { BalanceAfter, EventBus } from '../platform/events';
import type { Logger } from '../platform/logger';
import { createPendingWork } from '../platform/pending-work';
import type { Broadcaster } from './broadcaster';
import { NODE_EVENT } from './protocol';

/** How often the live feed's new entries are published, and at most how many per message. */
const LIVE_BET_FLUSH_MS = 250;
const LIVE_BETS_PER_MESSAGE = 20;
/** How many players' newest pushed transfer ids a node remembers (the oldest is forgotten). */
const PUSHED_TRANSFERS_KEPT = 50_000;

/**
 * Domain events become socket messages here and nowhere else (STYLE.md). Each node has its
 * own EventBus, so the node where the event happened publishes it through the broadcaster,
 * which carries it to the other nodes' sockets (Redis) or only this node's (memory).
 */
export function startRealtimeBridge(deps: {
  events: EventBus;
  broadcaster: Broadcaster;
  /** The user as the API shows them (usersService); null when gone. */
  getUser: (userId: number) => Promise<{ balance: number } | null>;
  logger: Logger;
}): RealtimeBridge {
  const { broadcaster, logger } = deps;
  const pending = createPendingWork();

  /** Publishes in the background; a lost message is logged, never thrown back to a service. */
  function publish(what: string, message: Parameters<Broadcaster['publish']>[0]): void {
    pending.track(
      broadcaster
        .publish(message)
        .catch((error: unknown) => logger.warn({ err: error }, `real-time ${what} failed`)),
    );
  }

  async function alert(userId: number, event: AppAlertEvent): Promise<void> {
    await broadcaster.publish({
      channels: [appAlertChannel(userId)],
      event: APP_ALERT_EVENT,
      data: JSON.stringify(event),
    });
  }

  // One queue per user: alerts leave in the order the events came, so a slow balance read can
  // never overtake a newer one and leave the header showing an old balance.
  const queues = new Map<number, Promise<void>>();
  /**
   * Players with a balance push queued and not yet started: the balance the change's statement
   * read (BalanceChanged `after`), or null when it must be read.
   */
  const balanceWaiting = new Map<number, { after: BalanceAfter | null }>();
  /** Per player, the newest transfer whose balance was pushed as given (oldest forgotten first). */
  const pushedTransfer = new Map<number, number>();

  /** The later of two balances given for one player (transfer ids follow their commits). */
  const later = (a: BalanceAfter | null, b: BalanceAfter | null) =>
    a && b ? (a.transferId > b.transferId ? a : b) : null;

  async function pushBalance(userId: number, after: BalanceAfter | null): Promise<void> {
    if (after) {
      // Answers on two connections can be handled in the other order: an older balance than
      // one already pushed is dropped.
      if (after.transferId <= (pushedTransfer.get(userId) ?? 0)) return;
      pushedTransfer.delete(userId);
      if (pushedTransfer.size >= PUSHED_TRANSFERS_KEPT) {
        pushedTransfer.delete(pushedTransfer.keys().next().value!);
      }
      pushedTransfer.set(userId, after.transferId);
      await alert(userId, { type: 'WALLET_BALANCE', value: after.balance, text: '' });
      return;
    }
    const user = await deps.getUser(userId);
    if (user) await alert(userId, { type: 'WALLET_BALANCE', value: user.balance, text: '' });
  }

  function run(what: string, userId: number, work: () => Promise<void>): void {
    const previous = queues.get(userId) ?? Promise.resolve();
    const next = previous
      .then(work)
      // The money already moved; a lost alert is logged, never thrown back to the service.
      .catch((error: unknown) =>
        logger.warn({ err: error, userId }, `real-time ${what} alert failed`),
      )
      .finally(() => {
        if (queues.get(userId) === next) queues.delete(userId);
      });
    queues.set(userId, next);
    pending.track(next);
  }

  // Live feed entries leave at most four times a second, however many bets a crash settles.
  let liveBets: LiveBet[] = [];
  let liveBetTimer: NodeJS.Timeout | null = null;
  function flushLiveBets(): void {
    liveBetTimer = null;
    const event: LiveBetEvent = { bets: liveBets.slice(-LIVE_BETS_PER_MESSAGE) };
    liveBets = [];
    publish('LiveBet', {
      channels: [LIVE_FEED_CHANNEL],
      event: LIVE_BET_EVENT,
      data: JSON.stringify(event),
    });
  }

  const offs = [
    // Issue 12: the crash games' public channels carry state changes and coalesced activity.
    deps.events.on('CrashRoundChanged', ({ game, round, serverTime }) => {
      const event: CrashStateEvent = { round, server_time: serverTime };
      publish('CrashState', {
        channels: [originalsChannel(game)],
        event: CRASH_STATE_EVENT,
        data: JSON.stringify(event),
      });
    }),
    deps.events.on('CrashActivity', ({ game, roundId, bets, serverTime }) => {
      const event: CrashActivityEvent = { round_id: roundId, bets, server_time: serverTime };
      publish('CrashActivity', {
        channels: [originalsChannel(game)],
        event: CRASH_ACTIVITY_EVENT,
        data: JSON.stringify(event),
      });
    }),
    deps.events.on('LiveBetsRecorded', ({ bets }) => {
      liveBets.push(...bets);
      liveBetTimer ??= setTimeout(flushLiveBets, LIVE_BET_FLUSH_MS);
    }),
    // spec §4: WALLET_BALANCE updates the header balance (minor units, spec §9): as the money
    // statement read it when it did (the seamless wallet's), else read once the push's turn
    // comes. A change while a push for the same player still waits its turn adds no push: the
    // waiting one takes the later of two given balances, or reads, and a read sees both. A
    // player spinning fast gets the latest balance, not every one.
    deps.events.on('BalanceChanged', ({ userId, after }) => {
      const waiting = balanceWaiting.get(userId);
      if (waiting) {
        waiting.after = later(waiting.after, after ?? null);
        return;
      }
      const push = { after: after ?? null };
      balanceWaiting.set(userId, push);
      run('balance', userId, () => {
        balanceWaiting.delete(userId);
        return pushBalance(userId, push.after);
      });
    }),
    // spec §4: NEW_NOTIFICATION shows an alert (its text), reloads notifications and beeps.
    deps.events.on('NotificationCreated', ({ userId, type, text }) =>
      run('notification', userId, () =>
        alert(userId, { type: 'NEW_NOTIFICATION', value: type, text }),
      ),
    ),
    // Issue 16: the bonus area's progress bar follows the wagering live.
    deps.events.on('BonusProgressed', ({ userId, bonusId }) =>
      run('bonus', userId, () => alert(userId, { type: 'BONUS_UPDATE', value: bonusId, text: '' })),
    ),
    deps.events.on('BonusChanged', ({ userId, bonusId }) =>
      run('bonus', userId, () => alert(userId, { type: 'BONUS_UPDATE', value: bonusId, text: '' })),
    ),
    // spec §4/§7: a new conversation reaches the agents' lists (and the player) on users.{id}.
    deps.events.on('ChatGroupCreated', ({ group, userIds }) => {
      const event: GroupCreatedEvent = { group };
      publish('GroupCreated', {
        channels: userIds.map(userChannel),
        event: GROUP_CREATED_EVENT,
        data: JSON.stringify(event),
      });
    }),
    // spec §4/§7: the message is appended by whoever watches the group; the recipients beep.
    deps.events.on('ChatMessageSent', ({ message, recipientIds }) => {
      const event: NewMessageEvent = { message };
      publish('NewMessage', {
        channels: [groupChannel(message.group_name)],
        event: NEW_MESSAGE_EVENT,
        data: JSON.stringify(event),
      });
      for (const userId of recipientIds) {
        run('chat', userId, () =>
          alert(userId, {
            type: 'NEW_CHAT_MESSAGE',
            value: message.group_name,
            text: `${message.user.name}: ${message.message}`.slice(0, 200),
          }),
        );
      }
    }),
    // Decision 011 "Sessions": every node learns which session signed which socket's channel,
    // and drops those subscriptions when the session ends (log out, revoke, password change).
    deps.events.on('ChannelAuthorized', ({ socketId, channel, sessionId }) =>
      publish('channel authorisation note', {
        channels: [],
        event: NODE_EVENT.CHANNEL_AUTHORIZED,
        data: JSON.stringify({ socket_id: socketId, channel, session_id: sessionId }),
      }),
    ),
    deps.events.on('SessionsEnded', ({ userId, sessionIds }) =>
      publish('sessions ended', {
        channels: [],
        event: NODE_EVENT.SESSIONS_ENDED,
        data: JSON.stringify({ user_id: userId, session_ids: sessionIds }),
      }),
    ),
  ];
  return {
    stop() {
      for (const off of offs) off();
      if (liveBetTimer) clearTimeout(liveBetTimer);
    },
    settled: () => pending.settled(),
  };
}

export interface RealtimeBridge {
  /** Stops listening to the domain events. */
  stop(): void;
  /** Resolves once every message set off so far has been published (or failed and logged). */
  settled(): Promise<void>;
}
