import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import {
  CasinoUnavailableError,
  type CasinoClient,
  type WalletAnswer,
  type WalletFreeRounds,
  type WalletStatus,
} from './casino-client';
import { DEMO_CURRENCY, DemoFundsError, type DemoWallet } from './demo-wallet';
import { createCryptoRng, type Rng } from './engines/rng';
import { InvalidBetError, type PreparedRound } from './games';
import type { RoundStore } from './rounds';

/**
 * One round per request (issue 13 point 4). Real mode moves the casino's money through the
 * seamless wallet: the round is recorded as pending, the stake is taken with `bet`, the outcome
 * is drawn here with the CSPRNG, and `win` pays it (0 closes a lost round). Demo mode plays
 * with the studio's own play money and never calls the casino.
 *
 * Free rounds (docs/providers.md §free rounds): the casino names the player's reward for this
 * game on authenticate and balance, and the spins left on every free spin's answer. The
 * service remembers the last word per token and game; a free spin stakes the reward's
 * `bet_value` as an `is_free` bet, and its win is paid like any other. Demo mode has none.
 */

export type PlayErrorCode =
  | 'NOT_ENOUGH_MONEY'
  | 'TOKEN_EXPIRED'
  | 'INVALID_TOKEN'
  | 'CASINO_UNAVAILABLE'
  | 'ROUND_FAILED'
  | 'DEMO_SESSION_EXPIRED'
  | 'NO_FREE_ROUNDS';

const HTTP_STATUS: Record<PlayErrorCode, number> = {
  NOT_ENOUGH_MONEY: 402,
  TOKEN_EXPIRED: 401,
  INVALID_TOKEN: 401,
  CASINO_UNAVAILABLE: 503,
  ROUND_FAILED: 502,
  DEMO_SESSION_EXPIRED: 401,
  NO_FREE_ROUNDS: 409,
};

/** A round or session that cannot go on; `balance` when the casino told us the current one. */
export class PlayError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: PlayErrorCode,
    readonly balance?: number,
  ) {
    super(code);
    this.name = 'PlayError';
    this.statusCode = HTTP_STATUS[code];
  }
}

function errorOf(status: WalletStatus): PlayErrorCode {
  if (status === 'RS_ERROR_NOT_ENOUGH_MONEY') return 'NOT_ENOUGH_MONEY';
  if (status === 'RS_ERROR_TOKEN_EXPIRED') return 'TOKEN_EXPIRED';
  if (status === 'RS_ERROR_INVALID_TOKEN') return 'INVALID_TOKEN';
  if (status === 'RS_ERROR_FREE_ROUND_INVALID') return 'NO_FREE_ROUNDS';
  return 'ROUND_FAILED';
}

/** Who is playing: a casino game session token, or a demo session id. */
export type Credentials = { token: string } | { demoSession: string };

/** The free spins the page may play: how many are left, and each one's stake (minor units). */
export interface FreeRounds {
  left: number;
  bet_value: number;
}

export interface SessionInfo {
  mode: 'real' | 'demo';
  balance: number;
  currency: string;
  name: string;
  demo_session?: string;
  /** The casino's free rounds for this game; always null in demo mode. */
  free_rounds: FreeRounds | null;
}

export interface PlayedRound<T> {
  round_id: string;
  stake: number;
  total_win: number;
  outcome: T;
  /** After the round; while `pending`, the balance after the stake only. */
  balance: number;
  currency: string;
  /** The casino has not confirmed the win yet (it is being retried). */
  pending: boolean;
  /** A free spin: the casino's bonus paid `stake`, the balance paid nothing. */
  is_free: boolean;
  /** The free rounds left after this round, as the casino last told them; null for none. */
  free_rounds: FreeRounds | null;
}

interface Player {
  user: string;
  name: string;
  currency: string;
  /** The casino's last word on this token's free rounds for its game. */
  freeRounds: WalletFreeRounds | null;
}

const toPage = (reward: WalletFreeRounds | null): FreeRounds | null =>
  reward === null ? null : { left: reward.left, bet_value: reward.bet_value };

export interface PlayServiceOptions {
  client: CasinoClient;
  store: RoundStore;
  demo: DemoWallet;
  rng?: Rng;
  /** How long a request waits for the win's answer before telling the page it is pending. */
  settleWaitMs?: number;
  logger?: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
}

const MAX_CACHED_TOKENS = 10_000;

export function createPlayService(options: PlayServiceOptions) {
  const { client, store, demo } = options;
  const rng = options.rng ?? createCryptoRng();
  const settleWaitMs = options.settleWaitMs ?? 15_000;
  // authenticate once per token (docs: call it when the game loads); a token is one game's.
  const players = new Map<string, Player>();
  const keyOf = (token: string, game: string) => `${game}\n${token}`;

  function remember(key: string, player: Player): void {
    if (players.size >= MAX_CACHED_TOKENS) {
      const oldest = players.keys().next().value;
      if (oldest !== undefined) players.delete(oldest);
    }
    players.set(key, player);
  }

  async function ask(call: () => Promise<WalletAnswer>): Promise<WalletAnswer> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof CasinoUnavailableError) throw new PlayError('CASINO_UNAVAILABLE');
      throw error;
    }
  }

  async function authenticate(token: string, game: string): Promise<Player & { balance: number }> {
    const answer = await ask(() => client.authenticate({ token, gameCode: game }));
    if (answer.status !== 'RS_OK' || answer.user === undefined) {
      throw new PlayError(errorOf(answer.status));
    }
    const player: Player = {
      user: answer.user,
      name: answer.username ?? answer.user,
      currency: answer.currency,
      // docs §free rounds: authenticate always says; no free_rounds means none.
      freeRounds: answer.free_rounds ?? null,
    };
    remember(keyOf(token, game), player);
    return { ...player, balance: answer.balance };
  }

  async function playerOf(token: string, game: string): Promise<Player> {
    return players.get(keyOf(token, game)) ?? (await authenticate(token, game));
  }

  /**
   * Plays one round for real; with `rewardUuid`, as a free spin of that reward (the caller has
   * staked its bet_value).
   */
  async function playReal<T>(
    token: string,
    game: string,
    prepared: PreparedRound<T>,
    rewardUuid?: string,
  ): Promise<PlayedRound<T>> {
    const player = await playerOf(token, game);
    const isFree = rewardUuid !== undefined;
    const roundId = randomUUID();
    const betUuid = randomUUID();
    const rollbackUuid = randomUUID();
    store.open({
      round_id: roundId,
      user: player.user,
      game_code: game,
      currency: player.currency,
      bet_uuid: betUuid,
      bet_amount: prepared.stake,
      reward_uuid: rewardUuid ?? null,
    });
    const base = { token, gameCode: game, round: roundId, currency: player.currency };
    const bet = await client.bet(
      { ...base, transactionUuid: betUuid, amount: prepared.stake, rewardUuid },
      rollbackUuid,
    );
    if (bet.kind === 'rolled_back') {
      store.update(roundId, {
        status: bet.answer.status === 'RS_OK' ? 'rolled_back' : 'failed',
        rollback_uuid: rollbackUuid,
        error: bet.answer.status === 'RS_OK' ? 'BET_UNANSWERED' : bet.answer.status,
      });
      throw new PlayError('CASINO_UNAVAILABLE');
    }
    // docs §free rounds: a free spin taken (or refused as one) says what is left, and says
    // nothing when none is; any other answer may say, and its silence changes nothing.
    const { status, free_rounds } = bet.answer;
    if (free_rounds) player.freeRounds = free_rounds;
    else if (isFree && (status === 'RS_OK' || status === 'RS_ERROR_FREE_ROUND_INVALID')) {
      player.freeRounds = null;
    }
    if (bet.answer.status !== 'RS_OK') {
      store.update(roundId, { status: 'failed', error: bet.answer.status });
      if (bet.answer.status === 'RS_ERROR_INVALID_TOKEN') players.delete(keyOf(token, game));
      throw new PlayError(errorOf(bet.answer.status), bet.answer.balance);
    }
    const freeRounds = toPage(player.freeRounds);

    const { totalWin, summary, result } = prepared.draw(rng);
    const winUuid = randomUUID();
    // What is owed is on disk before it is sent: reconciliation sees it even if it never lands.
    store.update(roundId, { outcome: summary, win_uuid: winUuid, win_amount: totalWin });
    const settled = client
      .win({
        ...base,
        transactionUuid: winUuid,
        referenceTransactionUuid: betUuid,
        amount: totalWin,
      })
      .then((answer) => {
        store.update(roundId, {
          status: answer.status === 'RS_OK' ? 'settled' : 'failed',
          error: answer.status === 'RS_OK' ? null : answer.status,
        });
        return answer;
      });
    settled.catch((error: unknown) => {
      options.logger?.error({ round: roundId, error }, 'win not delivered');
    });
    const answer = await Promise.race([
      settled,
      // Unref'd: a slow casino must not keep a closing process alive.
      delay(settleWaitMs, null, { ref: false }),
    ]);
    if (answer === null) {
      return {
        round_id: roundId,
        stake: prepared.stake,
        total_win: totalWin,
        outcome: result,
        balance: bet.answer.balance,
        currency: player.currency,
        pending: true,
        is_free: isFree,
        free_rounds: freeRounds,
      };
    }
    if (answer.status !== 'RS_OK') throw new PlayError('ROUND_FAILED', answer.balance);
    return {
      round_id: roundId,
      stake: prepared.stake,
      total_win: totalWin,
      outcome: result,
      balance: answer.balance,
      currency: player.currency,
      pending: false,
      is_free: isFree,
      free_rounds: freeRounds,
    };
  }

  function playDemo<T>(sessionId: string, prepared: PreparedRound<T>): PlayedRound<T> {
    let played;
    try {
      played = demo.play(sessionId, prepared.stake, () => prepared.draw(rng));
    } catch (error) {
      if (error instanceof DemoFundsError) throw new PlayError('NOT_ENOUGH_MONEY', error.balance);
      throw error;
    }
    if (!played) throw new PlayError('DEMO_SESSION_EXPIRED');
    return {
      round_id: `demo-${randomUUID()}`,
      stake: prepared.stake,
      total_win: played.totalWin,
      outcome: played.result,
      balance: played.balance,
      currency: DEMO_CURRENCY,
      pending: false,
      is_free: false,
      free_rounds: null,
    };
  }

  return {
    /** The page's first call: the balance to show, and who is playing. */
    async openSession(game: string, credentials: Credentials | null): Promise<SessionInfo> {
      if (credentials === null || 'demoSession' in credentials) {
        const session = demo.open(credentials?.demoSession);
        return {
          mode: 'demo',
          balance: session.balance,
          currency: DEMO_CURRENCY,
          name: '',
          demo_session: session.id,
          free_rounds: null,
        };
      }
      const { token } = credentials;
      const known = players.get(keyOf(token, game));
      if (!known) {
        const player = await authenticate(token, game);
        return {
          mode: 'real',
          balance: player.balance,
          currency: player.currency,
          name: player.name,
          free_rounds: toPage(player.freeRounds),
        };
      }
      // Reloaded page: the balance call is accepted even after the token stopped taking bets.
      const answer = await ask(() => client.balance({ token, gameCode: game }));
      if (answer.status !== 'RS_OK') throw new PlayError(errorOf(answer.status));
      // docs §free rounds: balance always says too.
      known.freeRounds = answer.free_rounds ?? null;
      return {
        mode: 'real',
        balance: answer.balance,
        currency: answer.currency,
        name: known.name,
        free_rounds: toPage(known.freeRounds),
      };
    },

    async play<T>(
      game: string,
      credentials: Credentials,
      prepared: PreparedRound<T>,
    ): Promise<PlayedRound<T>> {
      return 'token' in credentials
        ? playReal(credentials.token, game, prepared)
        : playDemo(credentials.demoSession, prepared);
    },

    /**
     * A free spin of the casino's reward for this game: `prepare` gets the reward's bet_value
     * as the stake. Refused with NO_FREE_ROUNDS, before any casino call, in demo mode, when
     * the casino named no spins left, or when bet_value is not a bet this game takes.
     */
    async playFree<T>(
      game: string,
      credentials: Credentials,
      prepare: (stake: number) => PreparedRound<T>,
    ): Promise<PlayedRound<T>> {
      if (!('token' in credentials)) throw new PlayError('NO_FREE_ROUNDS');
      const { token } = credentials;
      const reward = (await playerOf(token, game)).freeRounds;
      if (reward === null || reward.left <= 0) throw new PlayError('NO_FREE_ROUNDS');
      let prepared: PreparedRound<T>;
      try {
        prepared = prepare(reward.bet_value);
      } catch (error) {
        if (!(error instanceof InvalidBetError)) throw error;
        // The casino's offer does not fit this game: a spin at another stake would be refused.
        options.logger?.warn(
          { game, reward: reward.reward_uuid, betValue: reward.bet_value, reason: error.reason },
          'free rounds at a stake the game does not take',
        );
        throw new PlayError('NO_FREE_ROUNDS');
      }
      return playReal(token, game, prepared, reward.reward_uuid);
    },
  };
}

export type PlayService = ReturnType<typeof createPlayService>;
