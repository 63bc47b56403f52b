import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/auth';
import { createEventBus, type DomainEvents } from '../../platform/events';
import { verifyChannelAuth } from '../../realtime/channel-auth';
import { createBroadcastingService } from './broadcasting.service';

const KEY = 'app-key';
const SECRET = 'app-secret-0123456789abcdef';
const player: Principal = { userId: 7, sessionId: 1, role: 'player' };
const agent: Principal = { userId: 2, sessionId: 2, role: 'support' };
const admin: Principal = { userId: 1, sessionId: 3, role: 'admin' };

function service(
  canJoinGroup?: (principal: Principal, group: string) => boolean,
  events = createEventBus(),
) {
  return createBroadcastingService({
    appKey: KEY,
    appSecret: SECRET,
    ...(canJoinGroup ? { canJoinGroup } : {}),
    findMemberInfo: async (userId) => ({ name: `User ${userId}`, photo_url: null }),
    events,
  });
}

const request = (channel_name: string) => ({ socket_id: '123.456', channel_name });

describe('broadcasting service: channel authorisation', () => {
  it('signs a player’s own appalert and users channels as Pusher does', async () => {
    const answer = await service().authorize(player, request('private-appalert.7'));
    const expected = createHmac('sha256', SECRET)
      .update('123.456:private-appalert.7')
      .digest('hex');
    expect(answer).toEqual({ auth: `${KEY}:${expected}` });
    expect(
      verifyChannelAuth({
        key: KEY,
        secret: SECRET,
        socketId: '123.456',
        channelName: 'private-users.7',
        auth: (await service().authorize(player, request('private-users.7'))).auth,
      }),
    ).toBe(true);
  });

  it('refuses another user’s private channels, even to staff', async () => {
    for (const principal of [player, agent, admin]) {
      await expect(
        service().authorize(principal, request('private-appalert.99')),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(
        service().authorize(principal, request('private-users.99')),
      ).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
    // "7" is not "07".
    await expect(service().authorize(player, request('private-appalert.07'))).rejects.toMatchObject(
      {
        code: 'FORBIDDEN',
      },
    );
  });

  it('lets staff into any group by default and refuses players until the chat says otherwise', async () => {
    await expect(
      service().authorize(agent, request('private-groups.support')),
    ).resolves.toHaveProperty('auth');
    await expect(
      service().authorize(admin, request('private-groups.anything')),
    ).resolves.toHaveProperty('auth');
    await expect(
      service().authorize(player, request('private-groups.support')),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const chat = service((principal, group) => group === `support-${principal.userId}`);
    await expect(
      chat.authorize(player, request('private-groups.support-7')),
    ).resolves.toHaveProperty('auth');
    await expect(chat.authorize(player, request('private-groups.support-8'))).rejects.toMatchObject(
      {
        code: 'FORBIDDEN',
      },
    );
  });

  it('answers presence channels with server-made channel_data, signed with it', async () => {
    const answer = await service().authorize(agent, {
      ...request('presence-groups.support'),
      // What the client claims is ignored.
      channel_data: JSON.stringify({ user_id: '999', user_info: { name: 'Impostor' } }),
    });
    expect(JSON.parse(answer.channel_data ?? '')).toEqual({
      user_id: '2',
      user_info: { name: 'User 2', photo_url: null },
    });
    expect(
      verifyChannelAuth({
        key: KEY,
        secret: SECRET,
        socketId: '123.456',
        channelName: 'presence-groups.support',
        channelData: answer.channel_data,
        auth: answer.auth,
      }),
    ).toBe(true);
    await expect(
      service().authorize(player, request('presence-groups.support')),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses every other private or presence channel', async () => {
    for (const name of [
      'private-anything',
      'presence-lobby',
      'private-encrypted-appalert.7',
      'private-appalert.7.extra',
      'private-groups.',
    ]) {
      await expect(service().authorize(admin, request(name)), name).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
  });

  it('announces which session each signature was made for, and nothing for a refusal', async () => {
    const events = createEventBus();
    const seen: DomainEvents['ChannelAuthorized'][] = [];
    events.on('ChannelAuthorized', (note) => seen.push(note));
    const signing = service(undefined, events);
    await signing.authorize(player, request('private-appalert.7'));
    await signing.authorize(agent, request('presence-groups.support'));
    await expect(signing.authorize(player, request('private-users.8'))).rejects.toThrow();
    expect(seen).toEqual([
      { socketId: '123.456', channel: 'private-appalert.7', userId: 7, sessionId: 1 },
      { socketId: '123.456', channel: 'presence-groups.support', userId: 2, sessionId: 2 },
    ]);
  });
});
