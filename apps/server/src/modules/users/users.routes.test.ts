import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seeding/seed';
import { changePassword, latestMail, signUpPlayer, toMultipart } from '../../test/http';
import { useTestApp } from '../../test/suite';

const { t, api } = useTestApp();

const player = (overrides: Record<string, unknown> = {}) => signUpPlayer(api, overrides);

async function loginAs(email: string, password: string) {
  return (await api.post('/api/login', { email, password })).body.token as string;
}

const pdf = () =>
  new Blob([Buffer.from('%PDF-1.4\n% demo identity document\n%%EOF\n')], {
    type: 'application/pdf',
  });

async function upload(
  token: string,
  fields: { document_type?: string; file?: Blob; fileName?: string },
  locale?: string,
) {
  const form = new FormData();
  if (fields.document_type) form.set('document_type', fields.document_type);
  if (fields.file) form.set('file', fields.file, fields.fileName ?? 'passport.pdf');
  const { body, contentType } = await toMultipart(form);
  return api.post('/api/settings/verification', body, {
    token,
    ...(locale ? { locale } : {}),
    headers: { 'content-type': contentType },
  });
}

describe('PATCH /api/settings/profile', () => {
  it.each([
    ['en', 'account data updated'],
    ['zh-CN', '账户资料已更新'],
    ['es', 'datos de la cuenta actualizados'],
  ])('updates name and currency and answers "account data updated" (%s)', async (locale, text) => {
    const a = await player();
    const res = await api.patch(
      '/api/settings/profile',
      { name: 'Renamed Player', currency: 'EUR' },
      { token: a.token, locale },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(text);
    expect(res.body.user).toMatchObject({
      name: 'Renamed Player',
      currency: 'EUR',
      email: a.email,
      w_bonus_balance: 0,
    });
  });

  it('a new e-mail must be verified again and gets a link; a taken one is refused', async () => {
    const a = await player();
    await api.post('/api/email/verify', {
      id: a.id,
      token: (await latestMail(t.runtime, a.email)).link?.searchParams.get('token'),
    });
    const changed = await api.patch(
      '/api/settings/profile',
      { email: `new.${a.email}`, current_password: a.password },
      { token: a.token },
    );
    expect(changed.body.user).toMatchObject({ email: `new.${a.email}`, email_verified_at: null });
    expect((await latestMail(t.runtime, `new.${a.email}`)).subject).toContain(
      'Verify your e-mail address',
    );
    const taken = await api.patch(
      '/api/settings/profile',
      { email: DEMO_USERS[0].email.toUpperCase(), current_password: a.password },
      { token: a.token },
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors?.email).toEqual(['The email has already been taken.']);
    const short = await api.patch('/api/settings/profile', { name: 'Bob' }, { token: a.token });
    expect(short.body.errors?.name).toEqual(['Min 8 characters']);
  });
});

describe('PATCH /api/settings/password', () => {
  const failure =
    'Error during update your password. Please check if password match correctly and try again';

  it('answers the spec error text with field errors', async () => {
    const a = await player();
    const mismatch = await changePassword(api, a, 'new password 1', {
      confirmation: 'new password 2',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toEqual({
      message: failure,
      code: 'PASSWORD_UPDATE_FAILED',
      errors: { password_confirmation: ['Password not match, please check it to continue'] },
    });
    const wrong = await changePassword(api, a, 'new password 1', {
      current: 'not my password',
      locale: 'es',
    });
    expect(wrong.body.message).toBe(
      'Error al actualizar tu contraseña. Comprueba que las contraseñas coinciden e inténtalo de nuevo',
    );
    expect(wrong.body.errors?.current_password).toEqual(['La contraseña actual no es correcta.']);
    const short = await changePassword(api, a, 'short');
    expect(short.body.errors?.password).toEqual(['Min 8 characters']);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const a = await player();
    const other = await loginAs(a.email, a.password);
    const res = await changePassword(api, a, 'new password 1');
    expect(res.body).toEqual({ status: 'ok', message: 'account password updated' });
    expect((await api.get('/api/user', { token: a.token })).status).toBe(200);
    expect((await api.get('/api/user', { token: other })).status).toBe(401);
    expect((await api.post('/api/login', { email: a.email, password: a.password })).status).toBe(
      422,
    );
    expect(
      (await api.post('/api/login', { email: a.email, password: 'new password 1' })).status,
    ).toBe(200);
  });
});

describe('sessions: GET /api/user/logs and DELETE /api/user/sessions/{id}', () => {
  it('lists active sessions with the current one marked, and ends one', async () => {
    const a = await player();
    const second = await loginAs(a.email, a.password);
    const logs = await api.get('/api/user/logs', { token: a.token });
    const sessions = logs.body.sessions as {
      id: number;
      current: boolean;
      city: string;
      device: string;
    }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    // light-my-request's user agent is no browser; loopback has no location.
    expect(sessions[0]).toMatchObject({
      city: 'Unknown',
      location: 'Unknown',
      device: 'Unknown browser',
      ip: '127.0.0.1',
    });
    const other = sessions.find((s) => !s.current);
    const ended = await api.delete(`/api/user/sessions/${other?.id}`, { token: a.token });
    expect(ended.body).toEqual({ status: 'ok', message: 'The session has been ended.' });
    expect((await api.get('/api/user', { token: second })).status).toBe(401);
    expect(
      ((await api.get('/api/user/logs', { token: a.token })).body.sessions as unknown[]).length,
    ).toBe(1);
  });
});

describe('identity documents at /api/settings/verification', () => {
  it('uploads a document as pending, lists it, and staff approve or reject it', async () => {
    const a = await player();
    const created = await upload(a.token, { document_type: 'passport', file: pdf() });
    expect(created.status).toBe(201);
    expect(created.body.document).toMatchObject({
      document_type: 'passport',
      file_name: 'passport.pdf',
      status: 'pending',
      reason: null,
    });
    const list = await api.get('/api/settings/verification', { token: a.token });
    expect(list.body.documents).toHaveLength(1);

    const id = (created.body.document as { id: number }).id;
    const playerTry = await api.patch(
      `/api/admin/verification/${id}`,
      { status: 'approved' },
      { token: a.token },
    );
    expect(playerTry.status).toBe(403);
    const admin = await loginAs(DEMO_USERS[2].email, DEMO_USERS[2].password);
    const rejected = await api.patch(
      `/api/admin/verification/${id}`,
      { status: 'rejected', reason: 'Blurry photo' },
      { token: admin },
    );
    expect(rejected.body.document).toMatchObject({ status: 'rejected', reason: 'Blurry photo' });
    const again = await api.get('/api/settings/verification', { token: a.token });
    expect((again.body.documents as { status: string }[])[0]?.status).toBe('rejected');
  });

  it.each([
    ['en', 'File is Required.'],
    ['zh-CN', '文件为必填项。'],
    ['es', 'El archivo es obligatorio.'],
  ])('answers "File is Required." without a file (%s)', async (locale, text) => {
    const a = await player();
    const res = await upload(a.token, { document_type: 'passport' }, locale);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ message: text, code: 'FILE_REQUIRED', errors: { file: [text] } });
  });

  it('refuses other file types and unknown document types', async () => {
    const a = await player();
    const exe = await upload(a.token, {
      document_type: 'passport',
      file: new Blob(['MZ'], { type: 'application/x-msdownload' }),
      fileName: 'x.exe',
    });
    expect(exe.status).toBe(422);
    expect(exe.body.errors?.file).toEqual(['Upload a JPG, PNG or PDF file.']);
    const type = await upload(a.token, { document_type: 'selfie', file: pdf() });
    expect(type.body.errors?.document_type?.[0]).toContain('Must be one of');
  });
});

describe('user A cannot read or change user B', () => {
  it('every account call acts on the token holder only', async () => {
    const a = await player();
    const b = await player();
    await upload(b.token, { document_type: 'id_card', file: pdf() });

    expect(((await api.get('/api/user', { token: a.token })).body.user as { id: number }).id).toBe(
      a.id,
    );
    // A's profile change touches A, never B.
    await api.patch('/api/settings/profile', { name: 'Changed By A' }, { token: a.token });
    expect(
      ((await api.get('/api/user', { token: b.token })).body.user as { name: string }).name,
    ).toBe(b.name);
    // A sees only A's sessions, documents and referrals.
    const aSessions = (await api.get('/api/user/logs', { token: a.token })).body.sessions as {
      id: number;
    }[];
    const bSessions = (await api.get('/api/user/logs', { token: b.token })).body.sessions as {
      id: number;
    }[];
    expect(aSessions.map((s) => s.id)).not.toEqual(
      expect.arrayContaining(bSessions.map((s) => s.id)),
    );
    expect(
      (await api.get('/api/settings/verification', { token: a.token })).body.documents,
    ).toEqual([]);
    const aRef = (await api.get('/api/user/referrals', { token: a.token })).body.ref_id;
    const bRef = (await api.get('/api/user/referrals', { token: b.token })).body.ref_id;
    expect(aRef).not.toBe(bRef);
    // A cannot end B's session: "not found", and B stays logged in.
    const attempt = await api.delete(`/api/user/sessions/${bSessions[0]?.id}`, { token: a.token });
    expect(attempt.status).toBe(404);
    expect(attempt.body.code).toBe('SESSION_NOT_FOUND');
    expect((await api.get('/api/user', { token: b.token })).status).toBe(200);
    // A's password change does not end B's sessions.
    await changePassword(api, a, 'a new secret 1');
    expect((await api.get('/api/user', { token: b.token })).status).toBe(200);
  });

  it.each([
    ['GET', '/api/user'],
    ['PATCH', '/api/settings/profile'],
    ['PATCH', '/api/settings/password'],
    ['GET', '/api/user/logs'],
    ['DELETE', '/api/user/sessions/1'],
    ['GET', '/api/user/referrals'],
    ['GET', '/api/settings/verification'],
    ['POST', '/api/settings/verification'],
    ['GET', '/api/logout'],
  ] as const)('%s %s needs a token', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      ...(method === 'PATCH'
        ? {
            payload: {
              name: 'Somebody Else',
              current_password: 'x',
              password: 'y1234567',
              password_confirmation: 'y1234567',
            },
          }
        : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
