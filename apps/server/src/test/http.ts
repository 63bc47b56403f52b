import type { App } from '../app';
import type { Runtime } from '../compose';

/** Small helpers for HTTP contract tests through app.inject. */
export function createClient(app: App) {
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
    const res = await app.inject({
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
export async function latestMail(runtime: Runtime, to: string) {
  const mails = await runtime.services.mailService.listOutbox(200);
  const mail = mails.find((m) => m.to.toLowerCase() === to.toLowerCase());
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
