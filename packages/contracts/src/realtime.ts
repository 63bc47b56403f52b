import { z } from './validation';

/**
 * The real-time contract (spec §3 "Real-time alert event", §4, §7 "Real-time"): channel names,
 * event names and payloads the Pusher-protocol server carries, and the channel authorisation
 * call. Laravel Echo without namespaces listens to these event names as they are.
 */

/** Pusher channel names: letters, digits and `_-=@,.;`, at most 200 characters. */
export const CHANNEL_NAME_PATTERN = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;
/** Pusher socket ids: two integers joined by a dot ("1234.5678"). */
export const SOCKET_ID_PATTERN = /^\d+\.\d+$/;

// Channel and event names live in a module without zod, so the browser can import them alone.
export * from './channels';

export const APP_ALERT_TYPES = [
  'WALLET_BALANCE',
  'NEW_NOTIFICATION',
  'NEW_CHAT_MESSAGE',
  'BONUS_UPDATE',
] as const;
export type AppAlertType = (typeof APP_ALERT_TYPES)[number];

/**
 * spec §3 Real-time alert event {type, value, text}. WALLET_BALANCE: value is the new balance
 * in minor units (spec §9); NEW_NOTIFICATION: value is the notification type; NEW_CHAT_MESSAGE:
 * value is the group name; BONUS_UPDATE (issue 16): value is the id of a bonus whose state or
 * wagering changed (the player's bonus list is read again).
 */
export const appAlertEventSchema = z
  .object({
    type: z.enum(APP_ALERT_TYPES),
    value: z.union([z.number(), z.string()]),
    text: z.string(),
  })
  .meta({ id: 'AppAlertEvent' });
export type AppAlertEvent = z.infer<typeof appAlertEventSchema>;

/**
 * POST /api/broadcasting/auth, as pusher-js and Laravel Echo send it (form or JSON body).
 * `channel_data` is ignored: the server states who the member of a presence channel is.
 */
export const broadcastingAuthRequestSchema = z
  .object({
    socket_id: z.string().regex(SOCKET_ID_PATTERN),
    channel_name: z.string().regex(CHANNEL_NAME_PATTERN),
    channel_data: z.string().max(10_000).optional(),
  })
  .meta({ id: 'BroadcastingAuthRequest' });
export type BroadcastingAuthRequest = z.infer<typeof broadcastingAuthRequestSchema>;

/** `auth` = "{key}:{hex HMAC-SHA256(secret, socket_id:channel_name[:channel_data])}". */
export const broadcastingAuthResponseSchema = z
  .object({
    auth: z.string(),
    channel_data: z.string().optional(),
  })
  .meta({ id: 'BroadcastingAuthResponse' });
export type BroadcastingAuthResponse = z.infer<typeof broadcastingAuthResponseSchema>;

/** A presence channel member as channel_data carries it. */
export const presenceMemberSchema = z.object({
  user_id: z.union([z.string().min(1).max(128), z.number().int()]),
  user_info: z.record(z.string(), z.unknown()).optional(),
});
export type PresenceMember = z.infer<typeof presenceMemberSchema>;
