import type { ErrorResponse, Locale } from '@casino/contracts';
import type { FetchApi } from './context';

/** A non-2xx API answer, carrying the server's `{message, code, errors?}` body (spec §8). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorResponse;

  constructor(status: number, body: ErrorResponse) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export type ApiClientOptions = {
  /** `context.fetchApi` in loaders, `window.fetch` in the browser (relative /api/... URLs). */
  fetch: FetchApi;
  token?: string | null;
  locale: Locale;
};

export type ApiRequestInit = Pick<RequestInit, 'signal'> & {
  /** Extra headers for this call (the Idempotency-Key of a money call). */
  headers?: Record<string, string>;
};

export type ApiClient = {
  get<T>(path: string, init?: ApiRequestInit): Promise<T>;
  /** A FormData body goes out as multipart/form-data (uploads); anything else as JSON. */
  post<T>(path: string, body?: unknown, init?: ApiRequestInit): Promise<T>;
  patch<T>(path: string, body?: unknown, init?: ApiRequestInit): Promise<T>;
  put<T>(path: string, body?: unknown, init?: ApiRequestInit): Promise<T>;
  delete<T>(path: string, init?: ApiRequestInit): Promise<T>;
};

/** spec §7: JSON, Accept-Language with the current locale, a bearer header when a token exists. */
export function createApiClient({ fetch, token, locale }: ApiClientOptions): ApiClient {
  // Kept unbound from the options object so window.fetch is not called with a foreign `this`.
  const send = fetch;

  async function request<T>(method: string, path: string, body: unknown, init?: ApiRequestInit) {
    const headers = new Headers({ Accept: 'application/json', 'Accept-Language': locale });
    if (token) headers.set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(init?.headers ?? {})) headers.set(name, value);
    const isMultipart = body instanceof FormData;
    // Multipart bodies set their own Content-Type, boundary included.
    if (body !== undefined && !isMultipart) headers.set('Content-Type', 'application/json');
    const response = await send(path, {
      method,
      headers,
      body: body === undefined || isMultipart ? body : JSON.stringify(body),
      signal: init?.signal,
    });
    if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  }

  return {
    get: (path, init) => request('GET', path, undefined, init),
    post: (path, body, init) => request('POST', path, body ?? {}, init),
    patch: (path, body, init) => request('PATCH', path, body ?? {}, init),
    put: (path, body, init) => request('PUT', path, body ?? {}, init),
    delete: (path, init) => request('DELETE', path, undefined, init),
  };
}

/** Keeps the server's error body when it has one; proxies and crashes may answer with HTML. */
async function readErrorBody(response: Response): Promise<ErrorResponse> {
  const fallback: ErrorResponse = {
    message: response.statusText || `HTTP ${response.status}`,
    code: `HTTP_${response.status}`,
  };
  try {
    const body: unknown = await response.json();
    if (isErrorResponse(body)) return body;
  } catch {
    // Not JSON: the fallback says enough.
  }
  return fallback;
}

function isErrorResponse(value: unknown): value is ErrorResponse {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.message === 'string' && typeof candidate.code === 'string';
}

/** True when the API refused the token (spec §4: 401 or the "Unauthenticated." message). */
export function isUnauthenticated(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 401 || error.body.code === 'UNAUTHENTICATED')
  );
}
