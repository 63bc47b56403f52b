import type { User } from '@casino/contracts';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { requireGuest, requirePlayer, requireSupportAgent, requireUser } from './guards.server';
import { createSessionHeaders, loadSession } from './session.server';
import { makeUser } from './testing/users';

const USER = makeUser({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  currency: 'EUR',
  balance: 12_345,
  w_balance: 10_000,
  total_deposits: 2,
  email_verified_at: null,
});

function createArgs(cookie: string | null, respond: (path: string) => Response) {
  const fetchApi = vi.fn(async (path: string, _init?: RequestInit) => respond(path));
  const headers = new Headers(cookie ? { Cookie: cookie } : {});
  const request = new Request('http://casino.test/settings/profile', { headers });
  const context: AppLoadContext = { cspNonce: 'nonce', appUrl: 'http://localhost:8000', fetchApi };
  return { args: { request, context }, fetchApi };
}

const signedIn = (user: User) => () => Response.json({ user, status: 'ok' });
const refused = () =>
  Response.json({ message: 'Unauthenticated.', code: 'UNAUTHENTICATED' }, { status: 401 });

async function catchResponse(promise: Promise<unknown>): Promise<Response> {
  const thrown = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  return thrown as Response;
}

describe('loadSession (spec §2 check-auth)', () => {
  it('is anonymous without a token and calls nothing', async () => {
    const { args, fetchApi } = createArgs('locale=es', signedIn(USER));
    const session = await loadSession(args);
    expect(session).toEqual({
      locale: 'es',
      token: null,
      user: null,
      isExpired: false,
      setCookies: [],
    });
    expect(fetchApi).not.toHaveBeenCalled();
  });

  it('loads the user once per request with the token and the locale', async () => {
    const { args, fetchApi } = createArgs('token=abc; locale=cn', signedIn(USER));
    // React Router gives every loader its own Request copy; the context is per request.
    const otherLoaderArgs = { request: new Request(args.request), context: args.context };
    const [first, second] = await Promise.all([loadSession(args), loadSession(otherLoaderArgs)]);
    await requireUser(args);
    expect(first.user).toEqual(USER);
    expect(second).toBe(first);
    expect(fetchApi).toHaveBeenCalledTimes(1);
    const [path, init] = fetchApi.mock.calls[0]!;
    expect(path).toBe('/api/user');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(headers.get('Accept-Language')).toBe('zh-CN');
  });

  it('clears a refused token and continues as anonymous (spec §4)', async () => {
    const { args } = createArgs('token=expired', refused);
    const session = await loadSession(args);
    expect(session.user).toBeNull();
    expect(session.token).toBeNull();
    expect(session.isExpired).toBe(true);
    expect(createSessionHeaders(session).get('Set-Cookie')).toBe(
      'token=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly',
    );
  });

  it('keeps the cookie when the API is down, treating the visitor as anonymous', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { args } = createArgs('token=abc', () => new Response('down', { status: 503 }));
    const session = await loadSession(args);
    expect(session.user).toBeNull();
    expect(session.setCookies).toEqual([]);
    error.mockRestore();
  });
});

describe('guards', () => {
  it('auth: sends visitors to /login', async () => {
    const { args } = createArgs(null, signedIn(USER));
    const response = await catchResponse(requireUser(args));
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/login');
  });

  it('auth: a refused token goes to the expired notice with the cookie cleared', async () => {
    const { args } = createArgs('token=expired', refused);
    const response = await catchResponse(requirePlayer(args));
    expect(response.headers.get('Location')).toBe('/login?expired=1');
    expect(response.headers.get('Set-Cookie')).toContain('token=; Path=/; Max-Age=0');
  });

  it('auth: returns the signed-in player', async () => {
    const { args } = createArgs('token=abc', signedIn(USER));
    await expect(requirePlayer(args)).resolves.toEqual(USER);
  });

  it('player pages send a customer support user to /customersupport', async () => {
    const { args } = createArgs('token=abc', signedIn({ ...USER, customer_support_user: 1 }));
    const response = await catchResponse(requirePlayer(args));
    expect(response.headers.get('Location')).toBe('/customersupport');
  });

  it('the support console admits agents and sends players back to /', async () => {
    const agent = { ...USER, customer_support_user: 1 as const };
    const agentArgs = createArgs('token=abc', signedIn(agent)).args;
    await expect(requireSupportAgent(agentArgs)).resolves.toEqual(agent);
    const playerArgs = createArgs('token=abc', signedIn(USER)).args;
    const response = await catchResponse(requireSupportAgent(playerArgs));
    expect(response.headers.get('Location')).toBe('/');
  });

  it('guest: sends signed-in users to / and lets visitors through', async () => {
    const signedInArgs = createArgs('token=abc', signedIn(USER)).args;
    const response = await catchResponse(requireGuest(signedInArgs));
    expect(response.headers.get('Location')).toBe('/');
    const visitorArgs = createArgs(null, signedIn(USER)).args;
    await expect(requireGuest(visitorArgs)).resolves.toBeUndefined();
  });
});
