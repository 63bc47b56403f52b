// @vitest-environment happy-dom
import type { User } from '@casino/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { ActionFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldDescription } from '../lib/testing/field-description';
import { field, renderRoutes } from '../lib/testing/render-route';
import { jsonResponse as json } from '../lib/testing/route-args';
import { makeUser } from '../lib/testing/users';
import LoginPage, { action } from './login';

const SLOW = { timeout: 5000 };
const USER: User = makeUser({ email: 'ann@example.com' });
const SESSION = {
  status: 'ok',
  token: '9|fresh',
  expires_at: '2027-01-01T00:00:00.000Z',
  remember: true,
  user: USER,
};
const CHALLENGE = {
  status: 'two_factor',
  challenge: 'challenge-1',
  expires_at: '2026-06-01T10:05:00.000Z',
  remember: true,
};
const INVALID = 'This code is not valid, or it was already used. Enter the current code.';
const EXPIRED = 'This login has expired. Please log in again with your password.';

type Call = { path: string; body: Record<string, unknown> };

/**
 * The login page with its real action over an in-process API: `answer` gives the API's reply to
 * each call, `calls` records them and `responses` the action's redirects. (A DOM test cannot
 * read Set-Cookie: login.action.test.ts checks the cookie.)
 */
function renderLogin(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetchApi = vi.fn(async (path: string, init?: RequestInit) => {
    const call = { path, body: JSON.parse(String(init?.body)) as Record<string, unknown> };
    calls.push(call);
    return answer(call);
  });
  const context = { fetchApi, cspNonce: 'n', appUrl: 'http://localhost' };
  const responses: Response[] = [];
  const view = renderRoutes([
    {
      path: '/login',
      loader: () => ({ isExpired: false }),
      action: async (args: ActionFunctionArgs) => {
        const result = await action({ ...args, context } as Parameters<typeof action>[0]);
        if (result instanceof Response) responses.push(result);
        return result;
      },
      Component: LoginPage as never,
    },
    { path: '/', Component: () => <p>Lobby</p> },
  ]);
  return { ...view, calls, responses };
}

/** The password step, filled in and sent. */
async function signInWithPassword(view: ReturnType<typeof renderLogin>) {
  await view.user.type(await screen.findByLabelText('E-mail', {}, SLOW), 'ann@example.com');
  await view.user.type(field('Password'), 'secret-password');
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
}

const codeField = () => field('Authenticator code');
const verify = () => screen.getByRole('button', { name: 'Verify and sign in' });

/** The API of an account with 2FA: the challenge for the password, `onCode` for the code. */
const withTwoFactor = (onCode: (call: Call) => Response) => (call: Call) =>
  call.path === '/api/login' ? json(CHALLENGE) : onCode(call);

describe('login with two-factor authentication (issue 18)', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('asks for the code after the password, with the challenge in the form and no cookie yet', async () => {
    const view = renderLogin(withTwoFactor(() => json(SESSION)));
    await signInWithPassword(view);

    const form = await screen.findByTestId('two-factor-form', {}, SLOW);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Two-step verification');
    expect(screen.queryByTestId('login-form')).toBeNull();
    expect(view.responses).toEqual([]);
    expect(form.querySelector<HTMLInputElement>('[name="challenge"]')?.value).toBe('challenge-1');
    expect(form.querySelector<HTMLInputElement>('[name="intent"]')?.value).toBe('two_factor');
    const code = codeField();
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    // A recovery code (letters and a dash) is typed here too: a full keyboard.
    expect(code.getAttribute('inputmode')).toBe('text');
    expect(fieldDescription(code)).toBe(
      'The 6-digit code from your authenticator app, or one of your recovery codes.',
    );
    expect(view.calls).toEqual([
      {
        path: '/api/login',
        body: { email: 'ann@example.com', password: 'secret-password', remember: true },
      },
    ]);
  });

  it('signs in with the right code and lands on the lobby', async () => {
    const view = renderLogin(withTwoFactor(() => json(SESSION)));
    await signInWithPassword(view);
    await view.user.type(await screen.findByLabelText('Authenticator code', {}, SLOW), '123456');
    await view.user.click(verify());

    expect(await screen.findByText('Lobby', {}, SLOW)).toBeTruthy();
    expect(view.calls[1]).toEqual({
      path: '/api/login/two-factor',
      body: { challenge: 'challenge-1', code: '123456' },
    });
    // The cookie itself is checked where Set-Cookie can be read (login.action.test.ts).
    expect(view.responses.map((response) => response.headers.get('Location'))).toEqual(['/']);
  });

  it('says a wrong code under the field and keeps the challenge for the next try', async () => {
    let tries = 0;
    const view = renderLogin(
      withTwoFactor(() =>
        ++tries === 1
          ? json({ code: 'TWO_FACTOR_INVALID', message: INVALID, errors: { code: [INVALID] } }, 422)
          : json(SESSION),
      ),
    );
    await signInWithPassword(view);
    await view.user.type(await screen.findByLabelText('Authenticator code', {}, SLOW), '000000');
    await view.user.click(verify());

    await waitFor(() => expect(fieldDescription(codeField())).toBe(INVALID), SLOW);
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    // Said once, under the field.
    expect(screen.queryByTestId('auth-alert')).toBeNull();
    expect(view.responses).toEqual([]);

    await view.user.clear(codeField());
    await view.user.type(codeField(), 'abcde-fghij');
    await view.user.click(verify());
    expect(await screen.findByText('Lobby', {}, SLOW)).toBeTruthy();
    expect(view.calls.slice(1).map((call) => call.body)).toEqual([
      { challenge: 'challenge-1', code: '000000' },
      { challenge: 'challenge-1', code: 'abcde-fghij' },
    ]);
  });

  it('sends an expired challenge back to the password step with the API’s words', async () => {
    const view = renderLogin(
      withTwoFactor(() => json({ code: 'LOGIN_CHALLENGE_INVALID', message: EXPIRED }, 401)),
    );
    await signInWithPassword(view);
    await view.user.type(await screen.findByLabelText('Authenticator code', {}, SLOW), '123456');
    await view.user.click(verify());

    expect((await screen.findByTestId('auth-alert', {}, SLOW)).textContent).toBe(EXPIRED);
    expect(screen.getByTestId('login-form')).toBeTruthy();
    expect(screen.queryByTestId('two-factor-form')).toBeNull();
    expect(field('E-mail').value).toBe('ann@example.com');
    expect(field('Password').value).toBe('');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back');
  });

  it('signs an account without 2FA in at once, as before', async () => {
    const view = renderLogin(() => json(SESSION));
    await signInWithPassword(view);
    expect(await screen.findByText('Lobby', {}, SLOW)).toBeTruthy();
    expect(view.calls.map((call) => call.path)).toEqual(['/api/login']);
    expect(view.responses.map((response) => response.status)).toEqual([302]);
  });
});
