import type { StaffRole } from '@casino/contracts';
import type { App } from '../app';
import type { Runtime } from '../compose';

/**
 * Small helpers for HTTP contract tests through app.inject. `app` may be a function that finds
 * the app at call time, for a client made before the suite's app (test/suite.ts).
 */
export function createClient(app: App | (() => App)) {
  const appNow = typeof app === 'function' ? app : () => app;
  async function call(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    options: {
      token?: string;
      body?: unknown;
      locale?: string;
      ip?: string;
      userAgent?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.locale) headers['accept-language'] = options.locale;
    if (options.userAgent) headers['user-agent'] = options.userAgent;
    const payload = Buffer.isBuffer(options.body)
      ? options.body
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body);
    if (payload !== undefined && !headers['content-type'])
      headers['content-type'] = 'application/json';
    const res = await appNow().inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });
    return {
      status: res.statusCode,
      headers: res.headers,
      body: res.body
        ? (res.json() as Record<string, unknown> & { errors?: Record<string, string[]> })
        : {},
    };
  }
  return {
    get: (url: string, options?: Parameters<typeof call>[2]) => call('GET', url, options),
    post: (url: string, body?: unknown, options?: Parameters<typeof call>[2]) =>
      call('POST', url, { ...options, body }),
    patch: (url: string, body?: unknown, options?: Parameters<typeof call>[2]) =>
      call('PATCH', url, { ...options, body }),
    delete: (url: string, options?: Parameters<typeof call>[2]) => call('DELETE', url, options),
  };
}

/** A multipart body as a browser would send it. */
export async function toMultipart(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** The newest mail to `to` in the development outbox, and the first link in it. */
/**
 * The newest mail to `to` (with a link under `linkPath` when given: mails sent in the background
 * may be written in either order, e.g. a sign-up's verification and a reset asked right after).
 */
export async function latestMail(runtime: Runtime, to: string, linkPath?: string) {
  const mails = await runtime.services.mailService.listOutbox(200);
  const mail = mails.find(
    (m) => m.to.toLowerCase() === to.toLowerCase() && (!linkPath || m.text.includes(linkPath)),
  );
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  return { ...mail, link: link ? new URL(link) : null };
}

let counter = 0;
/** A unique, valid registration body. */
export function newPlayer(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    name: `Player ${id}`,
    email: `player.${id}@example.com`,
    password: 'correct horse battery',
    password_confirmation: 'correct horse battery',
    currency: 'USD',
    terms: true,
    ...overrides,
  };
}

/** Registers a new player and signs in: their id, credentials and bearer token. */
export async function signUpPlayer(
  api: ReturnType<typeof createClient>,
  overrides: Record<string, unknown> = {},
) {
  const body = newPlayer(overrides);
  const reg = await api.post('/api/register', body);
  const login = await api.post('/api/login', { email: body.email, password: body.password });
  return { ...body, id: (reg.body.user as { id: number }).id, token: login.body.token as string };
}

let staffCount = 0;
/**
 * A staff member (made by the operator, as `cli user:create` does: staff never sign up) signed
 * in: their id, name and bearer token.
 */
export async function signInStaff(
  runtime: Runtime,
  api: ReturnType<typeof createClient>,
  role: StaffRole,
  name = `Staff ${role} member`,
) {
  staffCount += 1;
  const email = `${role}.${Date.now().toString(36)}.${staffCount}@example.com`;
  const password = 'correct horse battery';
  const row = await runtime.services.usersService.createUser({
    name,
    email,
    password,
    role,
    emailVerified: true,
  });
  const login = await api.post('/api/login', { email, password });
  return { id: row.id, name, token: login.body.token as string };
}

/**
 * PATCH /api/settings/password as `player`: to `password`, confirmed with `confirmation` (the
 * same unless told), giving `current` as the current password (theirs unless told).
 */
export function changePassword(
  api: ReturnType<typeof createClient>,
  player: { password: string; token: string },
  password: string,
  options: { current?: string; confirmation?: string; locale?: string } = {},
) {
  return api.patch(
    '/api/settings/password',
    {
      current_password: options.current ?? player.password,
      password,
      password_confirmation: options.confirmation ?? password,
    },
    { token: player.token, ...(options.locale ? { locale: options.locale } : {}) },
  );
}
