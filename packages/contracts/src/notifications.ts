import {
  count,
  flag,
  idParam,
  isoDateTime,
  okAnswer,
  pageQuery,
  recordId,
  staffText,
} from './common';
import { z } from './validation';

export const NOTIFICATION_TYPES = [
  'deposit_confirmed',
  'withdrawal_pending',
  'withdrawal_approved',
  'withdrawal_confirmed',
  'withdrawal_rejected',
  'withdrawal_cancelled',
  'tip_received',
  'broadcast',
  'chat_reply',
  'bonus_available',
  'bonus_activated',
  'bonus_completed',
  'bonus_expired',
  'vip_level_up',
  'cashback_credited',
  'cashback_bonus',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** spec §3 Notification: id, read (0 = unread); the text in the caller's language. */
export const notificationSchema = z
  .object({
    id: recordId,
    type: z.enum(NOTIFICATION_TYPES),
    message: z.string(),
    read: flag,
    created_at: isoDateTime,
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** spec §7 POST /user/notifications: `read: false` lists only unread ones. */
export const notificationsRequestSchema = z
  .object({
    // A form body sends text: "false" and "0" mean false (z.coerce.boolean would say true).
    read: z
      .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
      .transform((value) => value === true || value === 'true' || value === '1')
      .optional(),
    ...pageQuery(50),
  })
  .meta({ id: 'NotificationsRequest' });
export const notificationsResponseSchema = z
  .object({
    notifications: z.array(notificationSchema),
    unread: count,
    total: count,
  })
  .meta({ id: 'NotificationList' });
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** An admin's message to every player (admin API and `cli notify:all`). */
export const notificationBroadcastSchema = z
  .object({ message: staffText })
  .meta({ id: 'NotificationBroadcast' });
export const notificationBroadcastResponseSchema = okAnswer({ recipients: count });

/** spec §7 POST /user/notifications/read {id}: answers the updated record. */
export const notificationReadRequestSchema = z
  .object({ id: idParam })
  .meta({ id: 'NotificationReadRequest' });
export const notificationReadResponseSchema = z.object({ notification: notificationSchema });
