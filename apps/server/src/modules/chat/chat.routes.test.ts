import type {
  ChatGroup,
  ChatGroupsResponse,
  ChatMessagesResponse,
  ChatSendResponse,
  NotificationsResponse,
} from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../platform/events';
import { signInStaff, signUpPlayer } from '../../test/http';
import { useTestApp } from '../../test/suite';

const { t, api } = useTestApp();
let agent: { id: number; token: string; name: string };
beforeAll(async () => {
  agent = await signInStaff(t.runtime, api, 'support', 'Agent Carter');
});

/** Domain events of one kind, collected while `work` runs. */
async function collect<K extends 'ChatGroupCreated' | 'ChatMessageSent'>(
  name: K,
  work: () => Promise<void>,
): Promise<DomainEvents[K][]> {
  const seen: DomainEvents[K][] = [];
  const off = t.runtime.services.events.on(name, (payload) => seen.push(payload));
  try {
    await work();
  } finally {
    off();
  }
  return seen;
}

const send = (token: string, message: string, group_name = 'support') =>
  api.post('/api/conversations', { message, group_name }, { token });

describe('support chat: a player and the agents', () => {
  it('opens the player’s own conversation once, announced to the player and every agent', async () => {
    const player = await signUpPlayer(api);
    const before = await api.get('/api/groups/active', { token: player.token });
    expect(before.status).toBe(200);
    expect((before.body as unknown as ChatGroupsResponse).groups).toEqual([]);
    const empty = await api.get('/api/messages?group_name=support', { token: player.token });
    expect(empty.body).toEqual({ group: null, messages: [] });

    let first: ChatGroup | undefined;
    const created = await collect('ChatGroupCreated', async () => {
      const opened = await Promise.all([
        api.post('/api/groups/open', {}, { token: player.token }),
        api.post('/api/groups/open', {}, { token: player.token }),
      ]);
      expect(opened.map((res) => res.status)).toEqual([200, 200]);
      first = opened[0]?.body.group as ChatGroup;
      // Two simultaneous openings give one conversation.
      expect(opened[1]?.body.group).toEqual(first);
    });
    expect(first).toMatchObject({ title: player.name, photo_url: null });
    expect(first?.name).toMatch(new RegExp(`^support-${player.id}-[0-9a-f]{8}$`));
    expect(created).toHaveLength(1);
    expect(created[0]?.group).toEqual(first);
    expect(created[0]?.userIds).toEqual(expect.arrayContaining([player.id, agent.id]));

    const mine = await api.get('/api/groups/active', { token: player.token });
    expect((mine.body as unknown as ChatGroupsResponse).groups).toEqual([first]);
    const agents = await api.get('/api/groups/active', { token: agent.token });
    expect((agents.body as unknown as ChatGroupsResponse).groups).toContainEqual(first);
  });

  it('carries a message to the agents and the reply back, with history, notification and events', async () => {
    const player = await signUpPlayer(api, { name: 'Chatty Player' });
    const sent = await collect('ChatMessageSent', async () => {
      const res = await send(player.token, '  Where is my <b>deposit</b>?\u0007  ');
      expect(res.status).toBe(200);
    });
    // Plain text as written (the web escapes it), trimmed, control characters gone.
    const question = sent[0]?.message;
    expect(question).toMatchObject({
      message: 'Where is my <b>deposit</b>?',
      user: { id: player.id, name: 'Chatty Player' },
    });
    expect(sent[0]).toMatchObject({ isReply: false, ownerUserId: player.id });
    expect(sent[0]?.recipientIds).toContain(agent.id);
    const groupName = question?.group_name ?? '';
    expect(groupName).toMatch(/^support-/);

    const replies = await collect('ChatMessageSent', async () => {
      const res = await send(agent.token, 'It is on its way.', groupName);
      expect(res.status).toBe(200);
      expect((res.body as unknown as ChatSendResponse).group.name).toBe(groupName);
    });
    expect(replies[0]).toMatchObject({ isReply: true, recipientIds: [player.id] });

    // Both sides read the same history, oldest first.
    for (const [token, name] of [
      [player.token, 'support'],
      [player.token, groupName],
      [agent.token, groupName],
    ] as const) {
      const res = await api.get(`/api/messages?group_name=${name}`, { token });
      const body = res.body as unknown as ChatMessagesResponse;
      expect(body.group?.name).toBe(groupName);
      expect(body.messages.map((m) => [m.user.name, m.message])).toEqual([
        ['Chatty Player', 'Where is my <b>deposit</b>?'],
        ['Agent Carter', 'It is on its way.'],
      ]);
    }

    // The reply is a notification for the player, in their language; their own message is not.
    let notes: NotificationsResponse = { notifications: [], unread: 0, total: 0 };
    for (let attempt = 0; attempt < 50 && notes.total === 0; attempt += 1) {
      const res = await api.post('/api/user/notifications', {}, { token: player.token });
      notes = res.body as unknown as NotificationsResponse;
      if (notes.total === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(notes.unread).toBe(1);
    expect(notes.notifications[0]).toMatchObject({
      type: 'chat_reply',
      message: 'Agent Carter from support replied: It is on its way.',
    });
    const spanish = await api.post(
      '/api/user/notifications',
      {},
      { token: player.token, locale: 'es' },
    );
    expect((spanish.body as unknown as NotificationsResponse).notifications[0]?.message).toBe(
      'Agent Carter de soporte respondió: It is on its way.',
    );
  });

  it('refuses empty and over-long messages and floods, in the player’s language', async () => {
    const player = await signUpPlayer(api);
    const blank = await send(player.token, '   ');
    expect(blank.status).toBe(422);
    expect(blank.body.errors?.message).toEqual(['Required.']);
    const long = await api.post(
      '/api/conversations',
      { message: 'x'.repeat(1001), group_name: 'support' },
      { token: player.token, locale: 'es' },
    );
    expect(long.status).toBe(422);
    expect(long.body.errors?.message?.[0]).toMatch(/1000/);
    const invalidName = await send(player.token, 'hi', 'no spaces allowed');
    expect(invalidName.status).toBe(422);

    // 20 messages a minute per account; the 21st waits.
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push((await send(player.token, `line ${i}`)).status);
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    const flood = await send(player.token, 'one more');
    expect(flood.status).toBe(429);
    // Whole seconds until the minute's window lets the next message through.
    expect(flood.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(flood.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(flood.headers['retry-after'])).toBeLessThanOrEqual(60);
    const history = await api.get('/api/messages?group_name=support', { token: player.token });
    expect((history.body as unknown as ChatMessagesResponse).messages).toHaveLength(20);
  });

  it('closes a conversation: no more messages in it, the next one opens anew', async () => {
    const player = await signUpPlayer(api);
    const first = (await send(player.token, 'hello')).body as unknown as ChatSendResponse;
    const closed = await api.get(`/api/group/deactivate?group_name=${first.group.name}`, {
      token: agent.token,
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ id: first.group.id });
    // Again: the same answer, nothing else changes.
    const again = await api.get(`/api/group/deactivate?group_name=${first.group.name}`, {
      token: agent.token,
    });
    expect(again.body).toEqual({ id: first.group.id });
    const agents = await api.get('/api/groups/active', { token: agent.token });
    expect(
      (agents.body as unknown as ChatGroupsResponse).groups.map((group) => group.id),
    ).not.toContain(first.group.id);

    const late = await send(agent.token, 'anyone?', first.group.name);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'This conversation has been closed. Write to support to open a new one.',
    );
    // Its history stays readable.
    const history = await api.get(`/api/messages?group_name=${first.group.name}`, {
      token: player.token,
    });
    expect((history.body as unknown as ChatMessagesResponse).messages).toHaveLength(1);

    const next = (await send(player.token, 'me again')).body as unknown as ChatSendResponse;
    expect(next.group.id).not.toBe(first.group.id);
    // The player may end their own conversation too.
    const ended = await api.get('/api/group/deactivate?group_name=support', {
      token: player.token,
    });
    expect(ended.body).toEqual({ id: next.group.id });
  });
});

describe('support chat: who may touch what', () => {
  it('keeps player A out of player B’s conversation, on every call and on its channel', async () => {
    const a = await signUpPlayer(api);
    const b = await signUpPlayer(api);
    const bGroup = ((await send(b.token, 'private to B')).body as unknown as ChatSendResponse)
      .group;
    const reads = await api.get(`/api/messages?group_name=${bGroup.name}`, { token: a.token });
    expect(reads.status).toBe(404);
    expect(reads.body.message).toBe('This conversation does not exist.');
    const writes = await send(a.token, 'let me in', bGroup.name);
    expect(writes.status).toBe(404);
    const closes = await api.get(`/api/group/deactivate?group_name=${bGroup.name}`, {
      token: a.token,
    });
    expect(closes.status).toBe(404);
    const listed = await api.get('/api/groups/active', { token: a.token });
    expect((listed.body as unknown as ChatGroupsResponse).groups).toEqual([]);
    for (const prefix of ['private', 'presence']) {
      const auth = await api.post(
        '/api/broadcasting/auth',
        { socket_id: '1.2', channel_name: `${prefix}-groups.${bGroup.name}` },
        { token: a.token },
      );
      expect(auth.status).toBe(403);
      const own = await api.post(
        '/api/broadcasting/auth',
        { socket_id: '1.2', channel_name: `${prefix}-groups.${bGroup.name}` },
        { token: b.token },
      );
      expect(own.status).toBe(200);
    }
    // B's conversation is untouched.
    const history = await api.get('/api/messages?group_name=support', { token: b.token });
    expect(
      (history.body as unknown as ChatMessagesResponse).messages.map((m) => m.message),
    ).toEqual(['private to B']);
    const stillOpen = await api.get('/api/groups/active', { token: b.token });
    expect((stillOpen.body as unknown as ChatGroupsResponse).groups).toHaveLength(1);
  });

  it('lets agents into any conversation but not the desk; needs a token everywhere', async () => {
    const player = await signUpPlayer(api);
    const group = ((await send(player.token, 'hi')).body as unknown as ChatSendResponse).group;
    const auth = await api.post(
      '/api/broadcasting/auth',
      { socket_id: '1.2', channel_name: `private-groups.${group.name}` },
      { token: agent.token },
    );
    expect(auth.status).toBe(200);
    const desk = await api.get('/api/messages?group_name=support', { token: agent.token });
    expect(desk.status).toBe(404);
    const agentOpens = await api.post('/api/groups/open', {}, { token: agent.token });
    expect(agentOpens.status).toBe(403);
    const unknown = await api.get('/api/messages?group_name=support-0-deadbeef', {
      token: agent.token,
    });
    expect(unknown.status).toBe(404);
    for (const [method, url] of [
      ['GET', '/api/groups/active'],
      ['GET', `/api/messages?group_name=${group.name}`],
      ['GET', `/api/group/deactivate?group_name=${group.name}`],
      ['POST', '/api/groups/open'],
      ['POST', '/api/conversations'],
    ] as const) {
      const res =
        method === 'GET'
          ? await api.get(url)
          : await api.post(url, { message: 'x', group_name: group.name });
      expect(res.status, url).toBe(401);
    }
  });
});
