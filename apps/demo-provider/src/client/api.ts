import type { BootData } from '../launch-page';

/**
 * The studio's JSON API, as the page calls it: every call carries the game, the language and
 * who plays (the casino's token in real mode, the demo session id in demo mode).
 */

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The balance the server reported with the error, when it knows it. */
    readonly balance?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A round may wait on the casino's retries; past this the page says the connection failed. */
const TIMEOUT_MS = 45_000;

export interface Api {
  post<T>(path: string, body?: Record<string, unknown>): Promise<T>;
  setDemoSession(id: string | undefined): void;
}

export function createApi(boot: BootData, networkMessage: string): Api {
  let demoSession: string | undefined;
  return {
    setDemoSession(id) {
      demoSession = id;
    },
    async post<T>(path: string, body: Record<string, unknown> = {}): Promise<T> {
      const credentials =
        boot.mode === 'real'
          ? { token: boot.token }
          : demoSession === undefined
            ? {}
            : { demo_session: demoSession };
      let response: Response;
      try {
        response = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ game: boot.game, lang: boot.lang, ...credentials, ...body }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
          credentials: 'same-origin',
        });
      } catch {
        throw new ApiError('NETWORK', networkMessage);
      }
      const data = (await response.json().catch(() => null)) as
        (T & { error?: string; message?: string; balance?: number }) | null;
      if (!response.ok || data === null) {
        throw new ApiError(
          data?.error ?? 'NETWORK',
          data?.message ?? networkMessage,
          typeof data?.balance === 'number' ? data.balance : undefined,
        );
      }
      return data;
    },
  };
}
