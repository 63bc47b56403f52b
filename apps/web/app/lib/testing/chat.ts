import type { ChatGroup } from '@casino/contracts';

/** Player `id`'s support chat group, as the API lists it. */
export function makeChatGroup(id: number, overrides: Partial<ChatGroup> = {}): ChatGroup {
  return {
    id,
    name: `player-${id}`,
    photo_url: null,
    title: `Player ${id}`,
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}
