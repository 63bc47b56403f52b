import { APP_ALERT_EVENT, appAlertChannel, type AppAlertEvent } from '@casino/contracts';
import type { EventBus } from '../platform/events';
import type { Logger } from '../platform/logger';
import type { Broadcaster } from './broadcaster';

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
}): () => void {
  const { broadcaster, logger } = deps;

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
  }

  const offs = [
    // spec §4: WALLET_BALANCE updates the header balance (minor units, spec §9).
    deps.events.on('BalanceChanged', ({ userId }) =>
      run('balance', userId, async () => {
        const user = await deps.getUser(userId);
        if (user) await alert(userId, { type: 'WALLET_BALANCE', value: user.balance, text: '' });
      }),
    ),
    // spec §4: NEW_NOTIFICATION shows an alert, reloads notifications and beeps.
    deps.events.on('NotificationCreated', ({ userId, type }) =>
      run('notification', userId, () =>
        alert(userId, { type: 'NEW_NOTIFICATION', value: type, text: '' }),
      ),
    ),
  ];
  return () => {
    for (const off of offs) off();
  };
}
