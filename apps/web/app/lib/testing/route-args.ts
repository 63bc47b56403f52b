import { vi } from 'vitest';

/** An API answer with a JSON body. */
export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * A resource route's arguments over the in-process API, which gives every call a fresh copy of
 * `answer` (`{}` when none is given) or what the `answer` function resolves or rejects with. The
 * request carries the player's token and Spanish, or `cookie` instead (none when null).
 */
export function createRouteArgs(options: {
  path: string;
  method?: string;
  form?: Record<string, string>;
  params?: Record<string, string>;
  cookie?: string | null;
  answer?: Response | (() => Promise<Response>);
}) {
  const { answer } = options;
  const fetchApi = vi.fn(async (_path: string, _init?: RequestInit) =>
    typeof answer === 'function' ? answer() : (answer ?? jsonResponse({})).clone(),
  );
  const headers = new Headers();
  if (options.cookie !== null) headers.set('Cookie', options.cookie ?? 'token=abc; locale=es');
  const request = new Request(`http://localhost${options.path}`, {
    method: options.method ?? 'POST',
    headers,
    body: options.form ? new URLSearchParams(options.form) : undefined,
  });
  const args = {
    request,
    params: options.params ?? {},
    context: { fetchApi, cspNonce: 'n', appUrl: 'http://localhost' },
  };
  return { args, fetchApi };
}

/** What the route sent the API in its first call; `key` only when it sent an idempotency key. */
export function readSentCall(fetchApi: ReturnType<typeof createRouteArgs>['fetchApi']) {
  const [path, init] = fetchApi.mock.calls[0] ?? [];
  const headers = new Headers(init?.headers);
  return {
    path,
    method: init?.method,
    body: init?.body ? JSON.parse(String(init.body)) : undefined,
    key: headers.get('Idempotency-Key') ?? undefined,
    auth: headers.get('Authorization'),
    language: headers.get('Accept-Language'),
  };
}
