import { STAFF_ROLES, type Permission, type Role, type User } from '@casino/contracts';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { requirePermission, requireStaff } from './guards.server';
import { makeUser } from './testing/users';

// The back office's guards (issue 17): who reaches the console, and which sections inside it.

function createArgs(cookie: string | null, user: User | 'refused') {
  const fetchApi = vi.fn(async (_path: string, _init?: RequestInit) =>
    user === 'refused'
      ? Response.json({ message: 'Unauthenticated.', code: 'UNAUTHENTICATED' }, { status: 401 })
      : Response.json({ status: 'ok', user }),
  );
  const headers = new Headers(cookie ? { Cookie: cookie } : {});
  const request = new Request('http://casino.test/admin', { headers });
  const context: AppLoadContext = { cspNonce: 'nonce', appUrl: 'http://localhost:8000', fetchApi };
  return { request, context };
}

const withRole = (role: Role) =>
  createArgs('token=abc', makeUser({ role, customer_support_user: role === 'support' ? 1 : 0 }));

async function catchThrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the guard to throw');
    },
    (error: unknown) => error,
  );
}

async function expectRedirect(promise: Promise<unknown>, location: string) {
  const thrown = await catchThrown(promise);
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).status).toBe(302);
  expect((thrown as Response).headers.get('Location')).toBe(location);
}

describe('requireStaff', () => {
  it('sends a visitor to /login, as the account area does', async () => {
    await expectRedirect(requireStaff(createArgs(null, makeUser())), '/login');
  });

  it('sends a refused token to the expired notice', async () => {
    await expectRedirect(requireStaff(createArgs('token=old', 'refused')), '/login?expired=1');
  });

  it('sends a player back to the casino', async () => {
    await expectRedirect(requireStaff(withRole('player')), '/');
  });

  it.each(STAFF_ROLES)('lets %s in', async (role) => {
    await expect(requireStaff(withRole(role))).resolves.toMatchObject({ role });
  });
});

/** Each section's permission, and the roles holding it (docs/staff-roles.md). */
const SECTIONS: [Permission, Role[]][] = [
  ['dashboard.view', ['admin', 'finance']],
  ['withdrawals.view', ['admin', 'finance', 'support']],
  ['withdrawals.decide', ['admin', 'finance']],
  ['audit.view', ['admin']],
];

describe('requirePermission', () => {
  it.each(
    SECTIONS.flatMap(([permission, allowed]) =>
      STAFF_ROLES.map((role) => [permission, role, allowed.includes(role)] as const),
    ),
  )('%s: %s passes = %s, else 403', async (permission, role, isAllowed) => {
    const guarded = requirePermission(withRole(role), permission);
    if (isAllowed) {
      await expect(guarded).resolves.toMatchObject({ role });
      return;
    }
    // React Router answers a thrown data() with its status and the route's error boundary.
    const thrown = await catchThrown(guarded);
    expect(thrown).toMatchObject({ init: { status: 403 }, data: { permission } });
  });

  it('still sends a player to the casino and a visitor to log in', async () => {
    await expectRedirect(requirePermission(withRole('player'), 'dashboard.view'), '/');
    await expectRedirect(requirePermission(createArgs(null, makeUser()), 'audit.view'), '/login');
  });
});
