import { randomUUID } from 'node:crypto';
import type {
  Locale,
  Notification,
  NotificationsResponse,
  NotificationType,
} from '@casino/contracts';
import type { Principal, StaffActor } from '../../platform/auth';
import type { AuditTrail } from '../audit/audit.service';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { translate } from '../../platform/i18n';
import type { Logger } from '../../platform/logger';
import { createPendingWork } from '../../platform/pending-work';
import type { NotificationRow, NotificationsRepository } from './notifications.repository';

/** spec §9: USD $, EUR €, otherwise $; minor units shown divided by 100, integers only. */
export function formatMoney(minor: number, currency: string): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  const symbol = currency === 'EUR' ? '€' : '$';
  return `${sign}${symbol}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

function toNotificationDto(row: NotificationRow, locale: Locale): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    message: translate(locale, `notifications:${row.type}`, row.params),
    read: row.readAt ? 1 : 0,
    created_at: row.createdAt.toISOString(),
  };
}

/** A chat message as a notification shows it: one line, at most this many characters. */
const CHAT_PREVIEW_LENGTH = 80;

export function previewText(text: string, length = CHAT_PREVIEW_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= length ? line : `${line.slice(0, length - 1)}…`;
}

/**
 * Notifications per player (spec §3, §4). They are made from domain events after the fact:
 * deposits credited, withdrawal status changes, tips received, support's chat replies, bonus
 * changes, and admin broadcasts. NotificationCreated carries the text in the player's language;
 * the real-time layer turns it into NEW_NOTIFICATION.
 */
export function createNotificationsService(deps: {
  notificationsRepository: NotificationsRepository;
  /** Every player's id, for broadcasts (the users service's listPlayerIds). */
  listPlayerIds?: () => Promise<number[]>;
  /** The language a player reads in (their account's locale); English when unknown. */
  findLocale?: (userId: number) => Promise<Locale | null>;
  events: EventBus;
  logger: Logger;
  /** Broadcasts are staff actions, recorded here. */
  audit: AuditTrail;
  now?: () => Date;
}) {
  const { notificationsRepository: repo, events, logger } = deps;
  const now = deps.now ?? (() => new Date());

  const work = createPendingWork();

  /** Stores a notification after the fact it tells of; never throws back into that. */
  function notify(
    userId: number,
    type: NotificationType,
    dedupeKey: string,
    params: Record<string, string>,
  ): void {
    work.track(store(userId, type, dedupeKey, params));
  }

  async function store(
    userId: number,
    type: NotificationType,
    dedupeKey: string,
    params: Record<string, string>,
  ): Promise<void> {
    try {
      if (await repo.insert({ userId, type, dedupeKey, params })) {
        const locale = (await deps.findLocale?.(userId)) ?? 'en';
        const text = translate(locale, `notifications:${type}`, params);
        events.emit('NotificationCreated', { userId, type, text });
      }
    } catch (error) {
      // The money already moved; a lost notification must not turn into a failed request.
      logger.error({ err: error, userId, type }, 'a notification could not be stored');
    }
  }

  return {
    /** Turns the wallet's events into notifications; returns the unsubscribe function. */
    subscribe(): () => void {
      const offs = [
        events.on('DepositConfirmed', (e) => {
          notify(e.userId, 'deposit_confirmed', `deposit:${e.uuid}`, {
            crypto: `${e.cryptoAmount} ${e.symbol}`,
            amount: formatMoney(e.amount, e.currency),
          });
        }),
        events.on('WithdrawalStatusChanged', (e) => {
          notify(e.userId, `withdrawal_${e.status}`, `withdrawal:${e.uuid}:${e.status}`, {
            amount: formatMoney(e.amount, e.currency),
            reason: e.reason ?? '',
          });
        }),
        events.on('TipReceived', (e) => {
          notify(e.userId, 'tip_received', `tip:${e.uuid}`, {
            name: e.fromName,
            amount: formatMoney(e.amount, e.currency),
          });
        }),
        // An agent's answer in the player's conversation (the player's own messages are not).
        events.on('ChatMessageSent', (e) => {
          if (!e.isReply || e.ownerUserId === null) return;
          notify(e.ownerUserId, 'chat_reply', `chat:${e.message.id}`, {
            name: e.message.user.name,
            text: previewText(e.message.message),
          });
        }),
        // Every language's name goes with it: the text is translated when it is read.
        events.on('VipLevelReached', (e) => {
          notify(e.userId, 'vip_level_up', `vip:${e.userId}:${e.position}`, {
            level: e.names.en,
            level_es: e.names.es,
            level_zh: e.names['zh-CN'],
          });
        }),
        events.on('CashbackCredited', (e) => {
          const key = e.paidAs === 'bonus' ? 'cashback_bonus' : 'cashback_credited';
          notify(e.userId, key, `cashback:${e.week}:${e.userId}:${e.currency}`, {
            amount: formatMoney(e.amount, e.currency),
            percent: String(e.percent),
          });
        }),
        events.on('BonusChanged', (e) => {
          notify(e.userId, `bonus_${e.status}`, `bonus:${e.bonusId}:${e.status}`, {
            title: e.title,
          });
        }),
      ];
      return () => {
        for (const off of offs) off();
      };
    },

    /** Resolves once every notification set off so far is stored (a CLI waits before exit). */
    settled: () => work.settled(),

    /**
     * An admin's message to every player, stored as written (not translated). The key makes a
     * retried broadcast of the same id notify once.
     */
    /** Staff send `message` to every player; recorded in the audit trail with the sending. */
    async broadcast(
      staff: StaffActor,
      message: string,
      broadcastId: string = randomUUID(),
    ): Promise<number> {
      const playerIds = (await deps.listPlayerIds?.()) ?? [];
      const notified = await deps.audit.run(staff, async (tx) => {
        const rows = await repo.insertMany(
          playerIds.map((userId) => ({
            userId,
            type: 'broadcast',
            dedupeKey: `broadcast:${broadcastId}`,
            params: { text: message },
          })),
          tx,
        );
        return {
          result: rows,
          change: {
            action: 'notification.broadcast',
            targetType: 'broadcast',
            targetId: broadcastId,
            after: { message, recipients: rows.length },
          },
        };
      });
      // Stored as written, so every player reads the same text.
      for (const userId of notified)
        events.emit('NotificationCreated', { userId, type: 'broadcast', text: message });
      return notified.length;
    },

    /** spec §7 POST /user/notifications: newest first (spec §4). */
    async list(
      principal: Principal,
      locale: Locale,
      options: { read?: boolean | undefined; page: number; per_page: number },
    ): Promise<NotificationsResponse> {
      const { rows, total, unread } = await repo.findByUserId(principal.userId, {
        onlyUnread: options.read === false,
        limit: options.per_page,
        offset: (options.page - 1) * options.per_page,
      });
      return { notifications: rows.map((row) => toNotificationDto(row, locale)), unread, total };
    },

    /** spec §7 POST /user/notifications/read: the updated record; another player's is 404. */
    async markRead(principal: Principal, locale: Locale, id: number): Promise<Notification> {
      const row = await repo.markRead(principal.userId, id, now());
      if (!row) throw new AppError('NOT_FOUND');
      return toNotificationDto(row, locale);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
