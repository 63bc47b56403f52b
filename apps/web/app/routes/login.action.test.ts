import { describe, expect, it } from 'vitest';
import { makeUser } from '../lib/testing/users';
import { createRouteArgs, jsonResponse as json, readSentCall } from '../lib/testing/route-args';
import { action } from './login';

type ActionArgs = Parameters<typeof action>[0];

const SESSION = {
  status: 'ok',
  token: '9|fresh',
  expires_at: '2027-01-01T00:00:00.000Z',
  remember: false,
  user: makeUser(),
};
const INVALID = 'Este código no es válido o ya se usó. Introduce el código actual.';
const EXPIRED = 'Este inicio de sesión ha caducado. Vuelve a iniciar sesión con tu contraseña.';

/** The login action posting `form` as a visitor (Spanish), over the API answering `answer`. */
function post(form: Record<string, string>, answer: Response) {
  const { args, fetchApi } = createRouteArgs({
    path: '/login',
    form,
    answer,
    cookie: 'locale=es',
  });
  return { result: action(args as unknown as ActionArgs), fetchApi };
}

const CODE_STEP = {
  intent: 'two_factor',
  challenge: 'challenge-1',
  email: 'ann@example.com',
  remember: '0',
};

describe('the login action’s two steps (issue 18)', () => {
  it('answers the code step for an account with 2FA, keeping the password out of it', async () => {
    const challenge = {
      status: 'two_factor',
      challenge: 'challenge-1',
      expires_at: '2026-06-01T10:05:00.000Z',
      remember: false,
    };
    const { result, fetchApi } = post(
      { email: ' ann@example.com ', password: 'secret-password' },
      json(challenge),
    );
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'two_factor',
      message: '',
      values: { challenge: 'challenge-1', email: 'ann@example.com', remember: '0' },
    });
    expect(readSentCall(fetchApi)).toMatchObject({
      path: '/api/login',
      body: { email: 'ann@example.com', password: 'secret-password', remember: false },
      auth: null,
    });
  });

  it('sends the challenge and the code, then sets the cookie as the password login does', async () => {
    const { result, fetchApi } = post({ ...CODE_STEP, code: ' 123 456 ' }, json(SESSION));
    const response = (await result) as Response;
    expect(readSentCall(fetchApi)).toMatchObject({
      path: '/api/login/two-factor',
      method: 'POST',
      body: { challenge: 'challenge-1', code: ' 123 456 ' },
      auth: null,
      language: 'es',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/');
    // Not remembered at the password step: a cookie that ends with the browser.
    expect(response.headers.get('Set-Cookie')).toBe(
      'token=9%7Cfresh; Path=/; SameSite=Lax; HttpOnly',
    );
  });

  it('answers a wrong code under the field, with the challenge kept for the next try', async () => {
    const answer = json(
      { code: 'TWO_FACTOR_INVALID', message: INVALID, errors: { code: [INVALID] } },
      422,
    );
    await expect(post({ ...CODE_STEP, code: '000000' }, answer).result).resolves.toMatchObject({
      init: { status: 422 },
      data: {
        ok: false,
        intent: 'two_factor',
        message: '',
        fieldErrors: { code: [INVALID] },
        values: { challenge: 'challenge-1', email: 'ann@example.com', remember: '0' },
      },
    });
  });

  it('sends an expired challenge back to the password step, saying so', async () => {
    const answer = json({ code: 'LOGIN_CHALLENGE_INVALID', message: EXPIRED }, 401);
    const { result } = post({ ...CODE_STEP, code: '123456' }, answer);
    const { data } = (await result) as unknown as { data: Record<string, unknown> };
    expect(data).toEqual({
      ok: false,
      intent: undefined,
      message: EXPIRED,
      fieldErrors: {},
      values: { email: 'ann@example.com', remember: '0' },
      status: 401,
    });
  });
});
