import type { User } from '@casino/contracts';
import { redirect } from 'react-router';
import { SESSION_EXPIRED_PATH } from './api.server';
import type { ServerArgs } from './request-memo.server';
import { createSessionHeaders, loadSession, type Session } from './session.server';

function redirectWithSession(to: string, session: Session): never {
  throw redirect(to, { headers: createSessionHeaders(session) });
}

/**
 * spec §2 auth guard: visitors are sent to /login. A player whose token the API refused lands
 * on the token-expired warning instead (spec §4/§8), with the cookie cleared.
 */
export async function requireUser(args: ServerArgs): Promise<User> {
  const session = await loadSession(args);
  if (!session.user)
    redirectWithSession(session.isExpired ? SESSION_EXPIRED_PATH : '/login', session);
  return session.user;
}

/** Player pages: spec §2/§6 a customer support user is sent to /customersupport instead. */
export async function requirePlayer(args: ServerArgs): Promise<User> {
  const user = await requireUser(args);
  if (user.customer_support_user === 1) throw redirect('/customersupport');
  return user;
}

/**
 * The support layout requires auth (spec §2) and belongs to support agents only; a player who
 * finds the URL goes back to the casino.
 */
export async function requireSupportAgent(args: ServerArgs): Promise<User> {
  const user = await requireUser(args);
  if (user.customer_support_user !== 1) throw redirect('/');
  return user;
}

/** spec §2 guest guard: signed-in users are sent to /. */
export async function requireGuest(args: ServerArgs): Promise<void> {
  const session = await loadSession(args);
  if (session.user) throw redirect('/');
}

/** The loader of a guest page that loads nothing else (register, the reset-link request). */
export async function loadGuestPage(args: ServerArgs): Promise<null> {
  await requireGuest(args);
  return null;
}
