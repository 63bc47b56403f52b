import { describe, expect, it } from 'vitest';
import { makeChatGroup } from '../../lib/testing/chat';
import { addGroup, getInitials, readGroupCreated, removeGroup } from './chat-groups-data';

describe('chat groups list (spec §4)', () => {
  it('adds a new group on top, never twice', () => {
    const groups = [makeChatGroup(2), makeChatGroup(1)];
    expect(addGroup(groups, makeChatGroup(3)).map((item) => item.id)).toEqual([3, 2, 1]);
    expect(addGroup(groups, makeChatGroup(2))).toBe(groups);
  });

  it('removes a closed group by name', () => {
    const groups = [makeChatGroup(2), makeChatGroup(1)];
    expect(removeGroup(groups, 'player-2').map((item) => item.id)).toEqual([1]);
    expect(removeGroup(groups, 'player-9')).toBe(groups);
  });

  it('reads the GroupCreated payload', () => {
    expect(readGroupCreated({ group: makeChatGroup(4) })).toEqual(makeChatGroup(4));
    expect(readGroupCreated({ group: { id: 4 } })).toBeNull();
    expect(readGroupCreated('nope')).toBeNull();
  });

  it('makes initials for groups without a photo', () => {
    expect(getInitials('ada lovelace king')).toBe('AL');
    expect(getInitials('  ')).toBe('');
  });
});
