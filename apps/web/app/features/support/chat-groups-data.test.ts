import type { ChatGroup } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { addGroup, getInitials, readGroupCreated, removeGroup } from './chat-groups-data';

function group(id: number, title = `Player ${id}`): ChatGroup {
  return {
    id,
    name: `player-${id}`,
    photo_url: null,
    title,
    created_at: '2026-01-01T10:00:00.000Z',
  };
}

describe('chat groups list (spec §4)', () => {
  it('adds a new group on top, never twice', () => {
    const groups = [group(2), group(1)];
    expect(addGroup(groups, group(3)).map((item) => item.id)).toEqual([3, 2, 1]);
    expect(addGroup(groups, group(2))).toBe(groups);
  });

  it('removes a closed group by name', () => {
    const groups = [group(2), group(1)];
    expect(removeGroup(groups, 'player-2').map((item) => item.id)).toEqual([1]);
    expect(removeGroup(groups, 'player-9')).toBe(groups);
  });

  it('reads the GroupCreated payload', () => {
    expect(readGroupCreated({ group: group(4) })).toEqual(group(4));
    expect(readGroupCreated({ group: { id: 4 } })).toBeNull();
    expect(readGroupCreated('nope')).toBeNull();
  });

  it('makes initials for groups without a photo', () => {
    expect(getInitials('ada lovelace king')).toBe('AL');
    expect(getInitials('  ')).toBe('');
  });
});
