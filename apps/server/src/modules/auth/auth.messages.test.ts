import { LOCALES, MESSAGES, type Locale } from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../seeding/seed';
import { GENEROUS_LIMITS } from '../../test/harness';
import { changePassword, newPlayer, toMultipart } from '../../test/http';
import { useTestApp } from '../../test/suite';

/**
 * Every error an account call can answer, in every locale, compared with the catalogue in
 * @casino/contracts: the texts the spec fixes in English and their translations.
 */
const { api } = useTestApp({
  limits: {
    ...GENEROUS_LIMITS,
    login: {
      ip: { points: 1000, durationSeconds: 60 },
      account: { points: 1000, durationSeconds: 60 },
    },
  },
});
let token: string;
let password: string;
beforeAll(async () => {
  const body = newPlayer();
  password = body.password;
  await api.post('/api/register', body);
  token = (await api.post('/api/login', { email: body.email, password })).body.token as string;
});

describe.each(LOCALES.map((locale) => [locale] as [Locale]))('account errors in %s', (locale) => {
  const m = MESSAGES[locale];
  const fill = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{\{(\w+)\}\}/g, (_all, key: string) => String(values[key]));

  it('register', async () => {
    const res = await api.post(
      '/api/register',
      {
        name: 'Short',
        email: 'bad',
        password: 'short',
        password_confirmation: 'x',
        currency: 'GBP',
        terms: false,
      },
      { locale },
    );
    expect(res.body.message).toBe(m.errors.VALIDATION_FAILED);
    expect(res.body.errors).toEqual({
      name: [fill(m.validation.min_chars, { minimum: 8 })],
      email: [m.validation.invalid_email],
      password: [fill(m.validation.min_chars, { minimum: 8 })],
      currency: [fill(m.validation.invalid_value, { values: 'USD, EUR' })],
      terms: [m.validation.terms_required],
    });
    const required = await api.post('/api/register', {}, { locale });
    expect(required.body.errors?.email).toEqual([m.validation.required]);
    const taken = await api.post('/api/register', newPlayer({ email: DEMO_USERS[0].email }), {
      locale,
    });
    expect(taken.body.errors?.email).toEqual([m.validation.email_taken]);
    const mismatch = await api.post(
      '/api/register',
      newPlayer({ password_confirmation: 'other password' }),
      { locale },
    );
    expect(mismatch.body.errors?.password_confirmation).toEqual([m.validation.password_match]);
  });

  it('login, logout and unauthenticated calls', async () => {
    const wrong = await api.post(
      '/api/login',
      { email: DEMO_USERS[0].email, password: 'nope nope' },
      { locale },
    );
    expect(wrong.body).toEqual({
      message: m.errors.INVALID_CREDENTIALS,
      code: 'INVALID_CREDENTIALS',
      errors: { email: [m.errors.INVALID_CREDENTIALS] },
    });
    const missing = await api.post('/api/login', { email: 'x' }, { locale });
    expect(missing.body.errors).toEqual({
      email: [m.validation.invalid_email],
      password: [m.validation.required],
    });
    for (const url of [
      '/api/user',
      '/api/logout',
      '/api/user/logs',
      '/api/user/referrals',
      '/api/settings/verification',
    ]) {
      expect((await api.get(url, { locale })).body).toEqual({
        message: m.errors.UNAUTHENTICATED,
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('password reset and e-mail verification', async () => {
    const reset = await api.post(
      '/api/password/reset',
      {
        token: 'nope',
        email: DEMO_USERS[0].email,
        password: 'long enough',
        password_confirmation: 'long enough',
      },
      { locale },
    );
    expect(reset.body).toEqual({
      message: m.errors.RESET_TOKEN_INVALID,
      code: 'RESET_TOKEN_INVALID',
      errors: { email: [m.errors.RESET_TOKEN_INVALID] },
    });
    const emailOk = await api.post(
      '/api/password/email',
      { email: 'nobody@example.com' },
      { locale },
    );
    expect(emailOk.body).toEqual({ status: 'ok', message: m.status.reset_link_sent });
    const badEmail = await api.post('/api/password/email', { email: 'nobody' }, { locale });
    expect(badEmail.body.errors?.email).toEqual([m.validation.invalid_email]);
    const verify = await api.post('/api/email/verify', { id: 1, token: 'nope' }, { locale });
    expect(verify.body).toEqual({
      message: m.errors.VERIFY_TOKEN_INVALID,
      code: 'VERIFY_TOKEN_INVALID',
      errors: { token: [m.errors.VERIFY_TOKEN_INVALID] },
    });
    const resend = await api.post('/api/email/resend', {}, { locale });
    expect(resend.body.errors?.email).toEqual([m.validation.required]);
  });

  it('profile, password, sessions and documents', async () => {
    const profile = await api.patch(
      '/api/settings/profile',
      { name: 'Bob', email: DEMO_USERS[1].email },
      { token, locale },
    );
    expect(profile.body.errors).toEqual({ name: [fill(m.validation.min_chars, { minimum: 8 })] });
    const taken = await api.patch(
      '/api/settings/profile',
      { email: DEMO_USERS[1].email, current_password: password },
      { token, locale },
    );
    expect(taken.body.errors).toEqual({ email: [m.validation.email_taken] });
    const ok = await api.patch('/api/settings/profile', { currency: 'EUR' }, { token, locale });
    expect(ok.body.message).toBe(m.status.account_data_updated);

    const mismatch = await changePassword(api, { password, token }, 'long enough 1', {
      confirmation: 'long enough 2',
      locale,
    });
    expect(mismatch.body).toEqual({
      message: m.errors.PASSWORD_UPDATE_FAILED,
      code: 'PASSWORD_UPDATE_FAILED',
      errors: { password_confirmation: [m.validation.password_not_match] },
    });
    const wrong = await changePassword(api, { password, token }, 'long enough 1', {
      current: 'not it at all',
      locale,
    });
    expect(wrong.body.errors).toEqual({
      current_password: [m.validation.current_password_incorrect],
    });

    const session = await api.delete('/api/user/sessions/999999', { token, locale });
    expect(session.body).toEqual({
      message: m.errors.SESSION_NOT_FOUND,
      code: 'SESSION_NOT_FOUND',
    });

    const form = new FormData();
    form.set('document_type', 'passport');
    const { body, contentType } = await toMultipart(form);
    const noFile = await api.post('/api/settings/verification', body, {
      token,
      locale,
      headers: { 'content-type': contentType },
    });
    expect(noFile.body).toEqual({
      message: m.errors.FILE_REQUIRED,
      code: 'FILE_REQUIRED',
      errors: { file: [m.validation.file_required] },
    });

    const oauth = await api.post('/api/oauth/google', {}, { locale });
    expect(oauth.body).toEqual({
      message: m.errors.SOCIAL_LOGIN_DISABLED,
      code: 'SOCIAL_LOGIN_DISABLED',
    });
  });
});
