/**
 * Channel and event names of the real-time contract (spec §7 "Real-time"). No zod here: the
 * browser imports this module on its own (`@casino/contracts/channels`) without the schemas.
 */

export const APP_ALERT_EVENT = 'AppAlertEvent';
export const GROUP_CREATED_EVENT = 'GroupCreated';
export const NEW_MESSAGE_EVENT = 'NewMessage';

/** spec §7: appalert.{userId}, users.{userId}, groups.{group name}; all private. */
export function appAlertChannel(userId: number): string {
  return `private-appalert.${userId}`;
}
export function userChannel(userId: number): string {
  return `private-users.${userId}`;
}
export function groupChannel(groupName: string): string {
  return `private-groups.${groupName}`;
}
/** Who is looking at a chat group right now (agents and the player). */
export function groupPresenceChannel(groupName: string): string {
  return `presence-groups.${groupName}`;
}
