import { SUPPORT_GROUP } from '@casino/contracts/chat';
import { describe, expect, it } from 'vitest';
import { CHAT_ROUTES, getMessagesHref, SUPPORT_GROUP_NAME } from './chat-routes';

describe('chat routes', () => {
  it('names the contract’s default group (spec §2: "support", id 1)', () => {
    expect(SUPPORT_GROUP_NAME).toBe(SUPPORT_GROUP.name);
  });

  it('asks for one conversation’s messages by its name, encoded', () => {
    expect(getMessagesHref('player-7')).toBe(`${CHAT_ROUTES.messages}?group_name=player-7`);
    expect(getMessagesHref('a=b,c')).toBe('/chat/messages?group_name=a%3Db%2Cc');
  });
});
