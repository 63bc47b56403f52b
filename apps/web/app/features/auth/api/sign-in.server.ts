import type {
  LoginRequest,
  LoginResponse,
  LoginTwoFactorRequest,
  LoginTwoFactorResponse,
  User,
} from '@casino/contracts';
import { redirect } from 'react-router';
import { createGuestApi } from '../../../lib/api.server';
import { createTokenCookie } from '../../../lib/cookies';
import type { ServerArgs } from '../../../lib/request-memo.server';
import { login } from './login';
import { loginTwoFactor } from './login-two-factor';

/** spec §2: after login the player goes to the root path, a support agent to their chat. */
export function getPathAfterLogin(user: Pick<User, 'customer_support_user'>): string {
  return user.customer_support_user === 1 ? '/customersupport' : '/';
}

/**
 * Logs in and answers the redirect that stores the token in its HttpOnly cookie. Used by the
 * login form and, with the same e-mail and password, right after registering (spec §4). An
 * account with two-factor authentication gets no session yet: its challenge comes back instead,
 * for the code step (completeTwoFactorSignIn).
 */
export async function signIn(
  args: ServerArgs,
  credentials: LoginRequest,
): Promise<Response | LoginTwoFactorResponse> {
  const answer = await login(createGuestApi(args), credentials);
  return answer.status === 'two_factor' ? answer : startSession(args, answer);
}

/** The login's code step: the challenge and a code, then the same cookie and redirect. */
export async function completeTwoFactorSignIn(
  args: ServerArgs,
  body: LoginTwoFactorRequest,
): Promise<Response> {
  return startSession(args, await loginTwoFactor(createGuestApi(args), body));
}

function startSession(args: ServerArgs, session: LoginResponse): Response {
  const cookie = createTokenCookie(session.token, {
    remember: session.remember,
    appUrl: args.context.appUrl,
  });
  return redirect(getPathAfterLogin(session.user), { headers: { 'Set-Cookie': cookie } });
}
