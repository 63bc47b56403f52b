import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../platform/events';
import { changePassword, latestMail, signUpPlayer } from '../../test/http';
import { useTestApp } from '../../test/suite';

const { t, api } = useTestApp({ seed: false });
const ended: DomainEvents['SessionsEnded'][] = [];
beforeAll(async () => {
  t.runtime.services.events.on('SessionsEnded', (payload) => ended.push(payload));
});
beforeEach(() => {
  ended.length = 0;
});

const player = (overrides: Record<string, unknown> = {}) => signUpPlayer(api, overrides);

async function loginAs(email: string, password: string) {
  const res = await api.post('/api/login', { email, password });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

/** The id of the session a token belongs to (GET /api/user/logs marks it current). */
async function sessionIdOf(token: string): Promise<number> {
  const logs = await api.get('/api/user/logs', { token });
  const current = (logs.body.sessions as { id: number; current: boolean }[]).find((s) => s.current);
  if (!current) throw new Error('no current session');
  return current.id;
}

describe('changing the e-mail address (PATCH /api/settings/profile, issue 11 §6)', () => {
  it.each([
    ['en', 'Required.', 'The current password is incorrect.'],
    ['es', 'Obligatorio.', 'La contraseña actual no es correcta.'],
    ['zh-CN', '必填。', '当前密码不正确。'],
  ])(
    'needs the current password: missing or wrong answers 422 and changes nothing (%s)',
    async (locale, required, incorrect) => {
      const a = await player();
      const other = await loginAs(a.email, a.password);
      const change = { name: 'Renamed Player 1', email: `new.${a.email}`, currency: 'EUR' };

      const missing = await api.patch('/api/settings/profile', change, { token: a.token, locale });
      expect(missing.status).toBe(422);
      expect(missing.body.code).toBe('VALIDATION_FAILED');
      expect(missing.body.errors?.current_password).toEqual([required]);

      const wrong = await api.patch(
        '/api/settings/profile',
        { ...change, current_password: 'not my password' },
        { token: a.token, locale },
      );
      expect(wrong.status).toBe(422);
      expect(wrong.body).toEqual({
        message: incorrect,
        code: 'CURRENT_PASSWORD_INCORRECT',
        errors: { current_password: [incorrect] },
      });

      // Nothing changed: name, address, currency, verification mails and sessions stay.
      const user = (await api.get('/api/user', { token: a.token })).body.user;
      expect(user).toMatchObject({ name: a.name, email: a.email, currency: 'USD' });
      await expect(latestMail(t.runtime, change.email)).rejects.toThrow('no mail');
      expect((await api.get('/api/user', { token: other })).status).toBe(200);
      expect(ended).toEqual([]);
    },
  );

  it('with the password: the new address is unverified and gets a link, the old one a notice, other sessions end', async () => {
    const a = await player();
    // Verify first, so the test sees the change make it unverified again.
    const verifyLink = (await latestMail(t.runtime, a.email)).link;
    await api.post('/api/email/verify', {
      id: a.id,
      token: verifyLink?.searchParams.get('token'),
    });
    const other = await loginAs(a.email, a.password);
    const otherSessionId = await sessionIdOf(other);
    const newEmail = `moved.${a.email}`;

    const res = await api.patch(
      '/api/settings/profile',
      { email: newEmail, current_password: a.password },
      { token: a.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: newEmail, email_verified_at: null });

    // This session stays; the other one ends, and the real-time layer hears of it.
    expect((await api.get('/api/user', { token: a.token })).status).toBe(200);
    expect((await api.get('/api/user', { token: other })).status).toBe(401);
    expect(ended).toEqual([{ userId: a.id, sessionIds: [otherSessionId] }]);

    const verification = await latestMail(t.runtime, newEmail);
    expect(verification.subject).toContain('Verify your e-mail address');
    expect(verification.link?.pathname).toBe(`/email/verify/${a.id}`);
    const notice = await latestMail(t.runtime, a.email);
    expect(notice.subject).toBe('Your e-mail address was changed · Casino');
    expect(notice.text).toContain(`was changed to ${newEmail}`);
    expect(notice.text).toContain('If this wasn’t you, contact our support right away');
    expect(notice.link?.pathname).toBe('/customersupport');

    // The mailed link verifies the new address.
    const ok = await api.post('/api/email/verify', {
      id: a.id,
      token: verification.link?.searchParams.get('token'),
    });
    expect(ok.status).toBe(200);
  });

  it('mails the notice in the player’s language', async () => {
    const body = { locale: 'es' };
    const reg = await api.post(
      '/api/register',
      {
        name: 'Jugador Nuevo',
        email: `es.${Date.now()}@example.com`,
        password: 'correct horse battery',
        password_confirmation: 'correct horse battery',
        terms: true,
      },
      body,
    );
    const email = (reg.body.user as { email: string }).email;
    const token = await loginAs(email, 'correct horse battery');
    await api.patch(
      '/api/settings/profile',
      { email: `nuevo.${email}`, current_password: 'correct horse battery' },
      { token },
    );
    const notice = await latestMail(t.runtime, email);
    expect(notice.subject).toBe('Se ha cambiado tu dirección de correo electrónico · Casino');
    expect(notice.text).toContain(`se ha cambiado a nuevo.${email}`);
  });

  it('name and currency alone, or the same address in another case, need no password', async () => {
    const a = await player();
    const other = await loginAs(a.email, a.password);
    const res = await api.patch(
      '/api/settings/profile',
      { name: 'Only The Name', currency: 'EUR', email: a.email.toUpperCase() },
      { token: a.token },
    );
    expect(res.status).toBe(200);
    expect((await api.get('/api/user', { token: other })).status).toBe(200);
    expect(ended).toEqual([]);
  });
});

describe('SessionsEnded is emitted whenever sessions end', () => {
  it('log out ends this session', async () => {
    const a = await player();
    const id = await sessionIdOf(a.token);
    expect((await api.get('/api/logout', { token: a.token })).status).toBe(200);
    expect(ended).toEqual([{ userId: a.id, sessionIds: [id] }]);
  });

  it('revoking one session ends that one', async () => {
    const a = await player();
    const other = await loginAs(a.email, a.password);
    const id = await sessionIdOf(other);
    expect((await api.delete(`/api/user/sessions/${id}`, { token: a.token })).status).toBe(200);
    expect(ended).toEqual([{ userId: a.id, sessionIds: [id] }]);
    // An unknown session ends nothing and announces nothing.
    ended.length = 0;
    expect((await api.delete(`/api/user/sessions/${id}`, { token: a.token })).status).toBe(404);
    expect(ended).toEqual([]);
  });

  it('a password change ends the other sessions', async () => {
    const a = await player();
    const second = await loginAs(a.email, a.password);
    const third = await loginAs(a.email, a.password);
    const ids = [await sessionIdOf(second), await sessionIdOf(third)];
    const res = await changePassword(api, a, 'new password 1');
    expect(res.status).toBe(200);
    expect(ended).toHaveLength(1);
    expect(ended[0]?.userId).toBe(a.id);
    expect([...(ended[0]?.sessionIds ?? [])].sort((x, y) => x - y)).toEqual(
      ids.sort((x, y) => x - y),
    );
  });

  it('a password reset ends every session', async () => {
    const a = await player();
    const second = await loginAs(a.email, a.password);
    const ids = [await sessionIdOf(a.token), await sessionIdOf(second)];
    await api.post('/api/password/email', { email: a.email });
    const link = (await latestMail(t.runtime, a.email)).link;
    const res = await api.post('/api/password/reset', {
      token: decodeURIComponent(link?.pathname.split('/').pop() ?? ''),
      email: a.email,
      password: 'a brand new pass',
      password_confirmation: 'a brand new pass',
    });
    expect(res.status).toBe(200);
    expect(ended).toHaveLength(1);
    expect([...(ended[0]?.sessionIds ?? [])].sort((x, y) => x - y)).toEqual(
      ids.sort((x, y) => x - y),
    );
  });
});

describe('guessing the current password from a signed-in session', () => {
  it('stops after 10 checks in 15 minutes, across e-mail and password changes', async () => {
    const a = await player();
    const wrong = { password: 'new password 1', password_confirmation: 'new password 1' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const res = await api.patch(
        '/api/settings/password',
        { ...wrong, current_password: `guess ${attempt}` },
        { token: a.token },
      );
      expect(res.status).toBe(422);
    }
    for (let attempt = 5; attempt < 10; attempt += 1) {
      const res = await api.patch(
        '/api/settings/profile',
        { email: `new.${a.email}`, current_password: `guess ${attempt}` },
        { token: a.token },
      );
      expect(res.status).toBe(422);
    }
    // The eleventh is refused before the password is even checked, right or wrong.
    const blocked = await api.patch(
      '/api/settings/password',
      { ...wrong, current_password: a.password },
      { token: a.token },
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE_LIMITED');
    // Nothing changed: the old password still signs in, the e-mail is the same.
    await loginAs(a.email, a.password);
    const me = await api.get('/api/user', { token: a.token });
    expect((me.body.user as { email: string }).email).toBe(a.email);
    // Another player is not affected.
    const b = await player();
    const other = await api.patch(
      '/api/settings/password',
      { ...wrong, current_password: b.password },
      { token: b.token },
    );
    expect(other.status).toBe(200);
  });
});
