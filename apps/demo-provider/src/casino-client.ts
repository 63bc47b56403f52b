import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { z } from 'zod';

/**
 * The studio's side of the casino's seamless wallet (docs/providers.md): every call is a JSON
 * body signed with X-Signature = hex(HMAC-SHA256(secret, exact body bytes)). The rules a studio
 * must follow to never lose or invent money live here:
 * - a call whose answer never arrives (network error, timeout, non-200) is sent again with the
 *   very same bytes, since every money call is idempotent on transaction_uuid;
 * - a bet still unanswered after a few tries is rolled back, and the rollback is retried until
 *   the casino answers it (a rollback is safe in either order, docs §rollback);
 * - a win is retried until answered: the player's money must arrive eventually.
 */

export const WALLET_STATUSES = [
  'RS_OK',
  'RS_ERROR_INVALID_SIGNATURE',
  'RS_ERROR_INVALID_TOKEN',
  'RS_ERROR_TOKEN_EXPIRED',
  'RS_ERROR_NOT_ENOUGH_MONEY',
  'RS_ERROR_DUPLICATE_TRANSACTION',
  'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  'RS_ERROR_WRONG_CURRENCY',
  'RS_ERROR_FREE_ROUND_INVALID',
  'RS_ERROR_UNKNOWN',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

const KNOWN_STATUSES: ReadonlySet<string> = new Set(WALLET_STATUSES);

/** docs §free rounds: the reward the player may spin for free, its spins left, each spin's stake. */
export const walletFreeRoundsSchema = z.object({
  reward_uuid: z.string().min(1),
  left: z.number().int().min(0),
  bet_value: z.number().int().min(1),
});
export type WalletFreeRounds = z.infer<typeof walletFreeRoundsSchema>;

export const walletAnswerSchema = z.object({
  // A status this client does not know yet is an answer all the same: never retried as if lost.
  status: z
    .string()
    .transform((status): WalletStatus =>
      KNOWN_STATUSES.has(status) ? (status as WalletStatus) : 'RS_ERROR_UNKNOWN',
    ),
  balance: z.number().int(),
  currency: z.string(),
  message: z.string().optional(),
  user: z.union([z.string(), z.number()]).transform(String).optional(),
  username: z.string().optional(),
  // An unreadable free_rounds counts as none: the answer itself stands (its money has moved).
  free_rounds: walletFreeRoundsSchema.optional().catch(undefined),
});
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;

export type WalletAction = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback';

export interface SessionParams {
  token: string;
  gameCode: string;
}
interface MoneyParams extends SessionParams {
  transactionUuid: string;
  round: string;
  amount: number;
  currency: string;
}
export interface BetParams extends MoneyParams {
  /**
   * A free spin of this reward (docs §free rounds): sent with `is_free`, its `amount` the
   * reward's `bet_value`, paid by the casino's bonus instead of the player's balance.
   */
  rewardUuid?: string;
}
export interface WinParams extends MoneyParams {
  referenceTransactionUuid: string;
}
export interface RollbackParams extends SessionParams {
  transactionUuid: string;
  referenceTransactionUuid: string;
  round: string;
}

export type BetOutcome =
  | { kind: 'answered'; answer: WalletAnswer }
  /** No answer ever came: the bet was cancelled by this rollback, which the casino answered. */
  | { kind: 'rolled_back'; rollbackUuid: string; answer: WalletAnswer };

export interface ClientLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface CasinoClientOptions {
  casinoUrl: string;
  providerCode: string;
  secret: string;
  /** Per attempt: a call slower than this counts as unanswered. */
  timeoutMs?: number;
  /** Tries of calls that may give up (authenticate, balance, bet). */
  attempts?: number;
  /** First pause between tries; doubles up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  fetch?: typeof fetch;
  logger?: ClientLogger;
}

/** No answer after every try: the caller must assume nothing happened at the casino. */
export class CasinoUnavailableError extends Error {
  constructor(
    readonly action: WalletAction,
    readonly attempts: number,
    readonly lastProblem: string,
  ) {
    super(`casino did not answer ${action} after ${attempts} attempts: ${lastProblem}`);
    this.name = 'CasinoUnavailableError';
  }
}

/** The client was closed (shutdown) while it was still retrying. */
export class CasinoClientClosedError extends Error {
  constructor(readonly action: WalletAction) {
    super(`casino client closed while retrying ${action}`);
    this.name = 'CasinoClientClosedError';
  }
}

const silentLogger: ClientLogger = { warn: () => undefined, error: () => undefined };

export function signBody(secret: string, body: Uint8Array | string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function createCasinoClient(options: CasinoClientOptions) {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const attempts = options.attempts ?? 4;
  const backoffMs = options.backoffMs ?? 200;
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;
  const doFetch = options.fetch ?? fetch;
  const logger = options.logger ?? silentLogger;
  const closing = new AbortController();
  // Every call in flight listens for the close (and stops listening when it ends): many at once
  // under load is normal, not the leak Node's default limit of 10 warns about.
  setMaxListeners(0, closing.signal);

  const urlOf = (action: WalletAction) =>
    `${options.casinoUrl}/api/provider/${encodeURIComponent(options.providerCode)}/${action}`;

  /** One try: the answer, or why it does not count as one. */
  async function attempt(
    action: WalletAction,
    body: string,
    signature: string,
  ): Promise<{ answer: WalletAnswer } | { problem: string }> {
    // One controller per try, aborted by its timeout or by close(); listeners removed after.
    const controller = new AbortController();
    const abort = () => controller.abort(new Error(`no answer within ${timeoutMs} ms`));
    const timer = setTimeout(abort, timeoutMs);
    closing.signal.addEventListener('abort', abort, { once: true });
    try {
      const response = await doFetch(urlOf(action), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signature },
        body,
        signal: controller.signal,
      });
      const text = await response.text();
      // docs §answers: anything but 200 never reached the wallet; the same body may be resent.
      if (response.status !== 200) return { problem: `HTTP ${response.status}` };
      const parsed = walletAnswerSchema.safeParse(JSON.parse(text));
      if (!parsed.success) return { problem: 'malformed answer' };
      return { answer: parsed.data };
    } catch (error) {
      return { problem: error instanceof Error ? `${error.name}: ${error.message}` : 'failed' };
    } finally {
      clearTimeout(timer);
      closing.signal.removeEventListener('abort', abort);
    }
  }

  function pause(try_: number): Promise<void> {
    const base = Math.min(maxBackoffMs, backoffMs * 2 ** Math.min(try_, 20));
    // Jitter spreads the retries of many rounds that failed at the same moment.
    const delay = Math.round(base / 2 + randomInt(Math.max(1, Math.round(base / 2))));
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        closing.signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, delay);
      closing.signal.addEventListener('abort', done, { once: true });
    });
  }

  /**
   * Sends `payload` until it is answered, or `maxTries` times. The body is serialised and
   * signed once, so every retry carries the exact same bytes.
   */
  async function call(
    action: WalletAction,
    payload: Record<string, unknown>,
    maxTries: number,
  ): Promise<WalletAnswer> {
    // A string is sent as its UTF-8 bytes: the very bytes signed here, on every try.
    const body = JSON.stringify({ request_uuid: randomUUID(), ...payload });
    const signature = signBody(options.secret, body);
    let problem = 'not sent';
    for (let tries = 1; ; tries += 1) {
      if (closing.signal.aborted) throw new CasinoClientClosedError(action);
      const result = await attempt(action, body, signature);
      if ('answer' in result) return result.answer;
      problem = result.problem;
      logger.warn({ action, tries, problem }, 'casino call unanswered; retrying');
      if (tries >= maxTries) throw new CasinoUnavailableError(action, tries, problem);
      await pause(tries - 1);
    }
  }

  const session = (params: SessionParams) => ({
    token: params.token,
    game_code: params.gameCode,
  });

  async function rollback(params: RollbackParams): Promise<WalletAnswer> {
    return call(
      'rollback',
      {
        ...session(params),
        transaction_uuid: params.transactionUuid,
        reference_transaction_uuid: params.referenceTransactionUuid,
        round: params.round,
      },
      Number.POSITIVE_INFINITY,
    );
  }

  return {
    authenticate: (params: SessionParams) => call('authenticate', session(params), attempts),

    balance: (params: SessionParams) => call('balance', session(params), attempts),

    /**
     * Takes the stake (or, with `rewardUuid`, spends a free round). Unanswered after every try,
     * the bet may or may not have gone through, so it is cancelled: `rollbackUuid` is sent until
     * the casino answers it (a rolled-back free spin is given back to the player).
     */
    async bet(params: BetParams, rollbackUuid: string = randomUUID()): Promise<BetOutcome> {
      try {
        const answer = await call(
          'bet',
          {
            ...session(params),
            transaction_uuid: params.transactionUuid,
            round: params.round,
            amount: params.amount,
            currency: params.currency,
            ...(params.rewardUuid === undefined
              ? {}
              : { is_free: true, reward_uuid: params.rewardUuid }),
          },
          attempts,
        );
        return { kind: 'answered', answer };
      } catch (error) {
        if (!(error instanceof CasinoUnavailableError)) throw error;
        logger.error(
          { round: params.round, bet: params.transactionUuid, rollback: rollbackUuid },
          'bet unanswered; rolling it back',
        );
        const answer = await rollback({
          token: params.token,
          gameCode: params.gameCode,
          transactionUuid: rollbackUuid,
          referenceTransactionUuid: params.transactionUuid,
          round: params.round,
        });
        return { kind: 'rolled_back', rollbackUuid, answer };
      }
    },

    /** Pays (or, with 0, closes) a round; retried until the casino answers. */
    win: (params: WinParams) =>
      call(
        'win',
        {
          ...session(params),
          transaction_uuid: params.transactionUuid,
          reference_transaction_uuid: params.referenceTransactionUuid,
          round: params.round,
          amount: params.amount,
          currency: params.currency,
        },
        Number.POSITIVE_INFINITY,
      ),

    rollback,

    /** Stops every retry loop (shutdown): pending calls reject with CasinoClientClosedError. */
    close(): void {
      closing.abort();
    },
  };
}

export type CasinoClient = ReturnType<typeof createCasinoClient>;
