import { describe, expect, it } from 'vitest';
import { ChannelRegistry } from './channels';

describe('ChannelRegistry', () => {
  it('counts one presence member per user_id across that user’s sockets', () => {
    const registry = new ChannelRegistry<string>();
    const ann = { userId: '1', userInfo: { name: 'Ann' } };
    expect(registry.subscribe('presence-x', 'ann-tab-1', ann)).toEqual({ isNewMember: true });
    expect(registry.subscribe('presence-x', 'ann-tab-2', ann)).toEqual({ isNewMember: false });
    expect(registry.subscribe('presence-x', 'bob', { userId: '2', userInfo: null })).toEqual({
      isNewMember: true,
    });
    expect(registry.presenceOf('presence-x')).toEqual({
      ids: ['1', '2'],
      hash: { 1: { name: 'Ann' }, 2: null },
      count: 2,
    });
    expect(registry.unsubscribe('presence-x', 'ann-tab-1', '1')).toEqual({ isMemberGone: false });
    expect(registry.unsubscribe('presence-x', 'ann-tab-2', '1')).toEqual({ isMemberGone: true });
    // Unsubscribing twice changes nothing.
    expect(registry.unsubscribe('presence-x', 'ann-tab-2', '1')).toEqual({ isMemberGone: false });
    expect(registry.presenceOf('presence-x').ids).toEqual(['2']);
  });

  it('forgets empty channels and reports occupied ones', () => {
    const registry = new ChannelRegistry<string>();
    registry.subscribe('public', 'a');
    registry.subscribe('public', 'a');
    registry.subscribe('public', 'b');
    registry.subscribe('presence-y', 'c', { userId: '3', userInfo: null });
    expect([...registry.channels()]).toEqual([
      { name: 'public', subscriptionCount: 2, userCount: null },
      { name: 'presence-y', subscriptionCount: 1, userCount: 1 },
    ]);
    registry.unsubscribe('public', 'a');
    registry.unsubscribe('public', 'b');
    registry.unsubscribe('presence-y', 'c', '3');
    expect([...registry.channels()]).toEqual([]);
    expect(registry.socketsOf('public')).toBeUndefined();
  });
});
