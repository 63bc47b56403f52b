import type { ChatGroup } from '@casino/contracts';
import { readPayloadObject } from '../../lib/realtime-payload';

/** The search parameter naming the open conversation (`?group=NAME`): links, reload-proof. */
export const GROUP_PARAM = 'group';

/** spec §4 "new group arrives via real-time and is added": newest on top, never twice. */
export function addGroup(groups: ChatGroup[], group: ChatGroup): ChatGroup[] {
  if (groups.some((existing) => existing.id === group.id || existing.name === group.name)) {
    return groups;
  }
  return [group, ...groups];
}

/** spec §4 "deactivating removes the group". */
export function removeGroup(groups: ChatGroup[], name: string): ChatGroup[] {
  const next = groups.filter((group) => group.name !== name);
  return next.length === groups.length ? groups : next;
}

/** The GroupCreated payload {group} (spec §7), checked before it reaches the list. */
export function readGroupCreated(data: unknown): ChatGroup | null {
  const candidate = readPayloadObject(data, 'group') as Partial<ChatGroup> | null;
  if (!candidate) return null;
  const isValid =
    typeof candidate.id === 'number' &&
    typeof candidate.name === 'string' &&
    typeof candidate.title === 'string' &&
    (candidate.photo_url === null || typeof candidate.photo_url === 'string');
  return isValid ? (candidate as ChatGroup) : null;
}

/** Up to two initials of who the conversation is with, for a group without a photo. */
export function getInitials(title: string): string {
  return title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
