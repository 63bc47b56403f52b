import type { ChatGroupsResponse, ChatMessagesResponse, ChatSendResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { postgresTestUrl } from '../../test/harness';
import { signUpPlayer } from '../../test/http';
import { usePostgresTestApp } from '../../test/suite';

const serverUrl = postgresTestUrl();

describe.runIf(serverUrl)('support chat under concurrency on PostgreSQL', () => {
  const suite = usePostgresTestApp(serverUrl);

  it('ten first messages at once open one conversation, announced once, holding all ten', async () => {
    const { t, api } = suite;
    const player = await signUpPlayer(api);
    let announced = 0;
    const off = t.runtime.services.events.on('ChatGroupCreated', ({ group }) => {
      if (group.title === player.name) announced += 1;
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.post(
          '/api/conversations',
          { message: `message ${i}`, group_name: 'support' },
          { token: player.token },
        ),
      ),
    );
    off();
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 10 }, () => 200));
    const groups = new Set(
      answers.map((res) => (res.body as unknown as ChatSendResponse).group.name),
    );
    expect(groups.size).toBe(1);
    expect(announced).toBe(1);
    const listed = await api.get('/api/groups/active', { token: player.token });
    expect((listed.body as unknown as ChatGroupsResponse).groups).toHaveLength(1);
    const history = await api.get('/api/messages?group_name=support', { token: player.token });
    const messages = (history.body as unknown as ChatMessagesResponse).messages;
    expect(messages.map((m) => m.message).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `message ${i}`).sort(),
    );
    // Oldest first, by id.
    expect(messages.map((m) => m.id)).toEqual([...messages.map((m) => m.id)].sort((a, b) => a - b));
  });
});
