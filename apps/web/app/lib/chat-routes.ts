import type { SUPPORT_GROUP } from '@casino/contracts/chat';

/**
 * The resource routes behind the support chat (decision 006: they call the API on the server
 * with the cookie's token). Shared by the player's dialog and the agents' console.
 */
export const CHAT_ROUTES = {
  groups: '/chat/groups',
  messages: '/chat/messages',
  open: '/chat/open',
  send: '/chat/send',
  deactivate: '/chat/deactivate',
} as const;

/**
 * spec §2: the default group is "support" (SUPPORT_GROUP in the contracts, restated so the
 * browser does not load the contracts' zod schemas). A player writing to it writes to their
 * own conversation.
 */
export const SUPPORT_GROUP_NAME: (typeof SUPPORT_GROUP)['name'] = 'support';

/** The messages route for one conversation. */
export function getMessagesHref(groupName: string): string {
  return `${CHAT_ROUTES.messages}?${new URLSearchParams({ group_name: groupName })}`;
}
