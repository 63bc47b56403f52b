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

/** Public: every settled bet, as the live bets feed shows it (issue 12). */
export const LIVE_FEED_CHANNEL = 'livefeed';
export const LIVE_BET_EVENT = 'LiveBet';

/** Public: one crash game's rounds (issue 12). State changes and coalesced activity only. */
export function originalsChannel(game: string): string {
  return `originals.${game}`;
}
/** A round changed state: betting opened, running, crashed. */
export const CRASH_STATE_EVENT = 'CrashState';
/** Bets placed and cash-outs since the last message, at most 4 messages a second per game. */
export const CRASH_ACTIVITY_EVENT = 'CrashActivity';
