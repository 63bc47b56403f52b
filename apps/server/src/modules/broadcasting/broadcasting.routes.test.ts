import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signUpPlayer } from '../../test/http';
import { useTestApp } from '../../test/suite';

const SECRET = 'routes-test-secret-0123456789abcdef';
const { t, api } = useTestApp({
  seed: false,
  config: { PUSHER_APP_KEY: 'routes-key', PUSHER_APP_SECRET: SECRET },
});

describe('POST /api/broadcasting/auth', () => {
  it('signs the player’s own channel from a form body, as pusher-js sends it', async () => {
    const player = await signUpPlayer(api);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/broadcasting/auth',
      headers: {
        authorization: `Bearer ${player.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `socket_id=123.456&channel_name=private-appalert.${player.id}`,
    });
    expect(res.statusCode).toBe(200);
    const signature = createHmac('sha256', SECRET)
      .update(`123.456:private-appalert.${player.id}`)
      .digest('hex');
    expect(res.json()).toEqual({ auth: `routes-key:${signature}` });
  });

  it('takes JSON too, and answers 403 for another player’s channel', async () => {
    const player = await signUpPlayer(api);
    const ok = await api.post(
      '/api/broadcasting/auth',
      { socket_id: '1.2', channel_name: `private-users.${player.id}` },
      { token: player.token },
    );
    expect(ok.status).toBe(200);
    const refused = await api.post(
      '/api/broadcasting/auth',
      { socket_id: '1.2', channel_name: `private-users.${player.id + 1}` },
      { token: player.token },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN');
  });

  it('needs a bearer token (401) and a well-formed socket id and channel name (422)', async () => {
    const anonymous = await api.post('/api/broadcasting/auth', {
      socket_id: '1.2',
      channel_name: 'private-appalert.1',
    });
    expect(anonymous.status).toBe(401);
    const player = await signUpPlayer(api);
    for (const body of [
      { socket_id: 'abc', channel_name: `private-appalert.${player.id}` },
      { socket_id: '1.2', channel_name: 'has spaces' },
      { socket_id: '1.2' },
    ]) {
      const res = await api.post('/api/broadcasting/auth', body, { token: player.token });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });

  it('answers presence channels of a conversation with channel_data for staff', async () => {
    const player = await signUpPlayer(api);
    const opened = await api.post('/api/groups/open', {}, { token: player.token });
    expect(opened.status).toBe(200);
    const groupName = (opened.body.group as { name: string }).name;
    const email = `agent.${Date.now()}@example.com`;
    const row = await t.runtime.services.usersService.createUser({
      name: 'Agent Smith',
      email,
      password: 'correct horse battery',
      role: 'support',
      emailVerified: true,
    });
    const login = await api.post('/api/login', { email, password: 'correct horse battery' });
    const token = login.body.token as string;
    // The desk itself carries nothing: only conversations have channels.
    const desk = await api.post(
      '/api/broadcasting/auth',
      { socket_id: '1.2', channel_name: 'presence-groups.support' },
      { token },
    );
    expect(desk.status).toBe(403);
    const res = await api.post(
      '/api/broadcasting/auth',
      { socket_id: '1.2', channel_name: `presence-groups.${groupName}` },
      { token },
    );
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.channel_data as string)).toEqual({
      user_id: String(row.id),
      user_info: { name: 'Agent Smith', photo_url: null },
    });
  });
});
