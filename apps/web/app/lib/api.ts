import type { ErrorResponse, Locale } from '@casino/contracts';
import { IDEMPOTENCY_HEADER } from '@casino/contracts/wallet-limits';
import type { $ZodType, output } from 'zod/v4/core';
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

/**
 * An API answer that breaks its contract schema (packages/contracts): the server and the web
 * disagree about the API, a fault of ours, not the player's, so it surfaces as a server error.
 */
export class ApiContractError extends Error {
  readonly status = 502;

  constructor(
    readonly path: string,
    readonly issues: unknown,
  ) {
    super(`The answer of ${path} does not match its contract`);
    this.name = 'ApiContractError';
  }
}

/** The contract schema an answer is checked against; its output is what the caller gets. */
export type AnswerSchema = $ZodType;

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

/**
 * Every call names the contract schema of its answer: the body is parsed with it, so a caller
 * gets the contract's type checked at run time, never a cast.
 */
export type ApiClient = {
  get<S extends AnswerSchema>(path: string, answer: S, init?: ApiRequestInit): Promise<output<S>>;
  /** A FormData body goes out as multipart/form-data (uploads); anything else as JSON. */
  post<S extends AnswerSchema>(
    path: string,
    body: unknown,
    answer: S,
    init?: ApiRequestInit,
  ): Promise<output<S>>;
  patch<S extends AnswerSchema>(
    path: string,
    body: unknown,
    answer: S,
    init?: ApiRequestInit,
  ): Promise<output<S>>;
  put<S extends AnswerSchema>(
    path: string,
    body: unknown,
    answer: S,
    init?: ApiRequestInit,
  ): Promise<output<S>>;
  delete<S extends AnswerSchema>(
    path: string,
    answer: S,
    init?: ApiRequestInit,
  ): Promise<output<S>>;
};

/** A money call's options: its idempotency key, so a retried submission moves money once. */
export function idempotent(key: string): ApiRequestInit {
  return { headers: { [IDEMPOTENCY_HEADER]: key } };
}

/** spec §7: JSON, Accept-Language with the current locale, a bearer header when a token exists. */
export function createApiClient({ fetch, token, locale }: ApiClientOptions): ApiClient {
  // Kept unbound from the options object so window.fetch is not called with a foreign `this`.
  const send = fetch;

  async function request<S extends AnswerSchema>(
    method: string,
    path: string,
    body: unknown,
    answer: S,
    init?: ApiRequestInit,
  ): Promise<output<S>> {
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
    const json: unknown = response.status === 204 ? undefined : await response.json();
    const parsed = await answer['~standard'].validate(json);
    if (parsed.issues) throw new ApiContractError(path, parsed.issues);
    return parsed.value as output<S>;
  }

  return {
    get: (path, answer, init) => request('GET', path, undefined, answer, init),
    post: (path, body, answer, init) => request('POST', path, body ?? {}, answer, init),
    patch: (path, body, answer, init) => request('PATCH', path, body ?? {}, answer, init),
    put: (path, body, answer, init) => request('PUT', path, body ?? {}, answer, init),
    delete: (path, answer, init) => request('DELETE', path, undefined, answer, init),
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
