import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seeding/seed';
import { latestMail, newPlayer } from '../../test/http';
import { useTestApp } from '../../test/suite';

const { t, api } = useTestApp();

async function registerAndLogin(overrides: Record<string, unknown> = {}) {
  const body = newPlayer(overrides);
  const reg = await api.post('/api/register', body);
  expect(reg.status).toBe(201);
  const login = await api.post('/api/login', {
    email: body.email,
    password: body.password,
    remember: true,
  });
  expect(login.status).toBe(200);
  return { ...body, token: login.body.token as string, id: (reg.body.user as { id: number }).id };
}

describe('POST /api/register', () => {
  it('creates a player with the spec User fields and mails a verification link in their language', async () => {
    const body = newPlayer({ currency: 'USD' });
    const res = await api.post('/api/register', body, { locale: 'es' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      name: body.name,
      email: body.email,
      currency: 'USD',
      balance: 0,
      w_balance: 0,
      email_verified_at: null,
      customer_support_user: 0,
    });
    const mail = await latestMail(t.runtime, body.email);
    expect(mail.subject).toContain('Verifica tu dirección de correo electrónico');
    expect(mail.link?.pathname).toBe(`/email/verify/${(res.body.user as { id: number }).id}`);
    expect(mail.link?.origin).toBe('http://localhost:8000');
  });

  it.each([
    [
      'en',
      'Min 8 characters',
      'Invalid e-mail.',
      'Password must match',
      'You must be 18 or older and accept the terms.',
    ],
    ['zh-CN', '最少 8 个字符', '无效的电子邮件。', '密码必须一致', '您必须年满 18 岁并接受条款。'],
    [
      'es',
      'Mínimo 8 caracteres',
      'Correo electrónico no válido.',
      'Las contraseñas deben coincidir',
      'Debes ser mayor de 18 años y aceptar los términos.',
    ],
  ])('answers field errors in %s', async (locale, min8, badEmail, mismatch, terms) => {
    const res = await api.post(
      '/api/register',
      {
        name: 'Bob',
        email: 'not-mail',
        password: 'short',
        password_confirmation: 'other',
        terms: false,
      },
      { locale },
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors).toMatchObject({
      name: [min8],
      email: [badEmail],
      password: [min8],
      terms: [terms],
    });
    const mismatchRes = await api.post(
      '/api/register',
      newPlayer({ password_confirmation: 'different pass' }),
      { locale },
    );
    expect(mismatchRes.body.errors?.password_confirmation).toEqual([mismatch]);
    const missing = await api.post('/api/register', {}, { locale });
    expect(Object.keys(missing.body.errors ?? {})).toEqual(
      expect.arrayContaining(['name', 'email', 'password', 'password_confirmation', 'terms']),
    );
  });

  it('refuses an e-mail already taken, whatever its case', async () => {
    const body = newPlayer();
    expect((await api.post('/api/register', body)).status).toBe(201);
    const again = await api.post('/api/register', {
      ...newPlayer(),
      email: body.email.toUpperCase(),
    });
    expect(again.status).toBe(422);
    expect(again.body.errors?.email).toEqual(['The email has already been taken.']);
  });

  it('records the referrer from /register/{refId}, and the referrer sees the count', async () => {
    const referrer = await registerAndLogin();
    const before = await api.get('/api/user/referrals', { token: referrer.token });
    expect(before.body).toMatchObject({ count: 0 });
    const refId = before.body.ref_id as string;
    expect(before.body.link).toBe(`http://localhost:8000/register/${refId}`);
    expect((await api.post('/api/register', newPlayer({ ref_id: refId }))).status).toBe(201);
    expect((await api.post('/api/register', newPlayer({ ref_id: 'no-such-code' }))).status).toBe(
      201,
    );
    const after = await api.get('/api/user/referrals', { token: referrer.token });
    expect(after.body.count).toBe(1);
  });
});

describe('POST /api/login and GET /api/logout', () => {
  it('answers an opaque token that GET /api/user accepts, and records the device', async () => {
    const res = await api.post(
      '/api/login',
      { email: DEMO_USERS[0].email, password: DEMO_USERS[0].password, remember: true },
      {
        userAgent:
          'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        ip: '81.2.69.142',
      },
    );
    expect(res.status).toBe(200);
    const token = res.body.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(res.body.expires_at as string).getTime()).toBeGreaterThan(
      Date.now() + 364 * 86_400_000,
    );
    const user = await api.get('/api/user', { token });
    expect(user.body.user).toMatchObject({ email: DEMO_USERS[0].email });
    const logs = await api.get('/api/user/logs', { token });
    const current = (
      logs.body.sessions as {
        current: boolean;
        device: string;
        ip: string;
        city: string;
        location: string;
      }[]
    ).find((s) => s.current);
    expect(current).toMatchObject({
      device: 'Chrome 131 on Windows 10',
      ip: '81.2.69.142',
      city: 'London',
      location: 'England, GB',
    });
  });

  it('stores only a hash of the token', async () => {
    const { token } = await registerAndLogin();
    const rows = await t.runtime.database.db.execute(
      sql`select count(*)::int as n from sessions where token_hash = ${token}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('a session without remember lasts a day', async () => {
    const res = await api.post('/api/login', {
      email: DEMO_USERS[0].email,
      password: DEMO_USERS[0].password,
      remember: false,
    });
    const expires = new Date(res.body.expires_at as string).getTime();
    expect(expires).toBeLessThanOrEqual(Date.now() + 86_400_000 + 5_000);
    expect(res.body.remember).toBe(false);
  });

  it.each([
    ['en', 'These credentials do not match our records.'],
    ['zh-CN', '这些凭据与我们的记录不符。'],
    ['es', 'Estas credenciales no coinciden con nuestros registros.'],
  ])('gives one answer for a wrong password and an unknown e-mail (%s)', async (locale, text) => {
    const wrong = await api.post(
      '/api/login',
      { email: DEMO_USERS[0].email, password: 'wrong password' },
      { locale, ip: `10.1.0.${locale.length}` },
    );
    const unknown = await api.post(
      '/api/login',
      { email: 'nobody@example.com', password: 'wrong password' },
      { locale, ip: `10.1.0.${locale.length}` },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      message: text,
      code: 'INVALID_CREDENTIALS',
      errors: { email: [text] },
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers errors.password for a missing password', async () => {
    const res = await api.post('/api/login', { email: DEMO_USERS[0].email });
    expect(res.body.errors?.password).toEqual(['Required.']);
  });

  it('logout revokes that token only', async () => {
    const player = await registerAndLogin();
    const second = await api.post('/api/login', { email: player.email, password: player.password });
    const out = await api.get('/api/logout', { token: player.token, locale: 'es' });
    expect(out.body).toEqual({ status: 'ok', message: 'Has cerrado sesión.' });
    expect((await api.get('/api/user', { token: player.token })).status).toBe(401);
    expect((await api.get('/api/user', { token: second.body.token as string })).status).toBe(200);
    expect((await api.get('/api/logout')).status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the e-mail is registered, and mails a working single-use link', async () => {
    const player = await registerAndLogin();
    const known = await api.post(
      '/api/password/email',
      { email: player.email },
      { ip: '10.2.0.1' },
    );
    const unknown = await api.post(
      '/api/password/email',
      { email: 'ghost@example.com' },
      { ip: '10.2.0.1' },
    );
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toBe(
      'If this e-mail is registered, we have sent a password reset link to it.',
    );

    const mail = await latestMail(t.runtime, player.email);
    expect(mail.subject).toContain('Reset your password');
    const token = decodeURIComponent(mail.link?.pathname.split('/').pop() ?? '');
    expect(mail.link?.searchParams.get('email')).toBe(player.email);

    const reset = {
      token,
      email: player.email,
      password: 'a brand new pass',
      password_confirmation: 'a brand new pass',
    };
    const done = await api.post('/api/password/reset', reset, { locale: 'zh-CN' });
    expect(done.body).toEqual({ status: 'ok', message: '您的密码已重置，现在可以登录。' });
    // Every session of the account ends; the new password works; the link works once.
    expect((await api.get('/api/user', { token: player.token })).status).toBe(401);
    expect(
      (await api.post('/api/login', { email: player.email, password: 'a brand new pass' })).status,
    ).toBe(200);
    const again = await api.post('/api/password/reset', reset);
    expect(again.status).toBe(422);
    expect(again.body.errors?.email).toEqual([
      'This password reset link is invalid or has expired.',
    ]);
  });

  it('refuses an expired token and a token for another address', async () => {
    const player = await registerAndLogin();
    await api.post('/api/password/email', { email: player.email }, { ip: '10.2.0.2' });
    const token = decodeURIComponent(
      (await latestMail(t.runtime, player.email)).link?.pathname.split('/').pop() ?? '',
    );
    const other = await api.post('/api/password/reset', {
      token,
      email: DEMO_USERS[0].email,
      password: 'another pass 1',
      password_confirmation: 'another pass 1',
    });
    expect(other.status).toBe(422);

    await api.post('/api/password/email', { email: player.email }, { ip: '10.2.0.3' });
    const fresh = decodeURIComponent(
      (await latestMail(t.runtime, player.email)).link?.pathname.split('/').pop() ?? '',
    );
    await t.runtime.database.db.execute(
      sql`update user_tokens set expires_at = now() - interval '1 minute' where purpose = 'password_reset'`,
    );
    const expired = await api.post(
      '/api/password/reset',
      {
        token: fresh,
        email: player.email,
        password: 'another pass 1',
        password_confirmation: 'another pass 1',
      },
      { locale: 'es' },
    );
    expect(expired.body.errors?.email).toEqual([
      'Este enlace para restablecer la contraseña no es válido o ha caducado.',
    ]);
  });

  it('validates the new password with the spec texts', async () => {
    const res = await api.post('/api/password/reset', {
      token: 'x',
      email: 'a@b.co',
      password: 'short',
      password_confirmation: 'nope',
    });
    expect(res.body.errors).toMatchObject({
      password: ['Min 8 characters'],
      password_confirmation: ['Password must match'],
    });
  });
});

describe('e-mail verification', () => {
  it('verifies with the mailed link once, and resends on request', async () => {
    const player = await registerAndLogin();
    const link = (await latestMail(t.runtime, player.email)).link;
    const id = Number(link?.pathname.split('/').pop());
    const token = link?.searchParams.get('token') ?? '';
    expect((await api.post('/api/email/verify', { id: id + 1, token })).status).toBe(422);

    const resend = await api.post('/api/email/resend', {}, { token: player.token });
    expect(resend.body.message).toBe(
      'If this account needs it, a new verification link is on its way.',
    );
    const newLink = (await latestMail(t.runtime, player.email)).link;
    const newToken = newLink?.searchParams.get('token') ?? '';
    expect(newToken).not.toBe(token);
    // The older link stopped working when a newer one was mailed.
    expect((await api.post('/api/email/verify', { id, token })).status).toBe(422);

    const ok = await api.post('/api/email/verify', { id, token: newToken }, { locale: 'es' });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Tu dirección de correo electrónico está verificada.');
    const verifiedAt = (ok.body.user as { email_verified_at: string | null }).email_verified_at;
    expect(Math.abs(Date.parse(verifiedAt ?? '') - Date.now())).toBeLessThan(60_000);
    const reused = await api.post('/api/email/verify', { id, token: newToken });
    expect(reused.body).toMatchObject({
      code: 'VERIFY_TOKEN_INVALID',
      errors: { token: ['This verification link is invalid or has expired.'] },
    });
  });

  it('lets a visitor resend by e-mail without revealing whether it exists', async () => {
    const body = newPlayer();
    await api.post('/api/register', body);
    const before = (await t.runtime.services.mailService.listOutbox(500)).length;
    const known = await api.post('/api/email/resend', { email: body.email }, { ip: '10.3.0.1' });
    const unknown = await api.post(
      '/api/email/resend',
      { email: 'ghost@example.com' },
      { ip: '10.3.0.1' },
    );
    expect(unknown.body).toEqual(known.body);
    expect((await t.runtime.services.mailService.listOutbox(500)).length).toBe(before + 1);
    expect(
      (await api.post('/api/email/resend', {}, { ip: '10.3.0.1' })).body.errors?.email,
    ).toEqual(['Required.']);
  });

  it('exposes the check deposits and withdrawals call', async () => {
    const player = await registerAndLogin();
    await expect(
      t.runtime.services.usersService.assertEmailVerified(player.id),
    ).rejects.toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const demo = await t.runtime.services.usersService.findByEmail(DEMO_USERS[0].email);
    await expect(
      t.runtime.services.usersService.assertEmailVerified(demo?.id ?? 0),
    ).resolves.toBeUndefined();
  });
});

describe('POST /api/oauth/{provider}', () => {
  it.each([
    ['en', 'Social login is disabled.'],
    ['zh-CN', '社交登录已停用。'],
    ['es', 'El inicio de sesión social está desactivado.'],
  ])('answers that social login is switched off (%s)', async (locale, text) => {
    const res = await api.post('/api/oauth/google', {}, { locale });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: text, code: 'SOCIAL_LOGIN_DISABLED' });
  });
});
