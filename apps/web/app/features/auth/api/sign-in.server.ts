import type { LoginRequest, User } from '@casino/contracts';
import { redirect } from 'react-router';
import { createGuestApi } from '../../../lib/api.server';
import { createTokenCookie } from '../../../lib/cookies';
import type { ServerArgs } from '../../../lib/request-memo.server';
import { login } from './login';

/** spec §2: after login the player goes to the root path, a support agent to their chat. */
export function getPathAfterLogin(user: Pick<User, 'customer_support_user'>): string {
  return user.customer_support_user === 1 ? '/customersupport' : '/';
}

/**
 * Logs in and answers the redirect that stores the token in its HttpOnly cookie. Used by the
 * login form and, with the same e-mail and password, right after registering (spec §4).
 */
export async function signIn(args: ServerArgs, credentials: LoginRequest): Promise<Response> {
  const session = await login(createGuestApi(args), credentials);
  const cookie = createTokenCookie(session.token, {
    remember: session.remember,
    appUrl: args.context.appUrl,
  });
  return redirect(getPathAfterLogin(session.user), { headers: { 'Set-Cookie': cookie } });
}
