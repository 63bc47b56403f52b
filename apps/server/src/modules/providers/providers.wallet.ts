import { createHash } from 'node:crypto';
import type { EventBus } from '../../platform/events';
import { isAppError } from '../../platform/errors';
import { hashToken } from '../../platform/tokens';
import type { LedgerService } from '../ledger/ledger.service';
import type { UsersService } from '../users/users.service';
import type {
  GameSessionRow,
  MoneyOutcome,
  ProviderRow,
  ProvidersRepository,
} from './providers.repository';
import {
  bonusIdOfReward,
  rewardUuidOf,
  type FreeRounds,
  type MoneyRequest,
  type WalletAnswer,
  type WalletRequest,
  type WalletStatus,
} from './providers.wire';

/** The player's free rounds on a game (the bonuses' answer), or null when none are left. */
export type FreeRoundsOf = (
  userId: number,
  gameId: number,
  currency: string,
) => Promise<{ bonusId: number; left: number; spinValue: number } | null>;

/**
 * How many accounts a provider's house money is spread over per currency: every bet and win
 * touches it, so one row would be where all of a busy provider's calls queue. A player always
 * uses the same one (user id modulo this); the provider's result is their sum.
 */
export const PROVIDER_ACCOUNT_SHARDS = 8;

export function providerAccount(code: string, userId: number) {
  return {
    kind: 'game' as const,
    game: `provider.${code}.${userId % PROVIDER_ACCOUNT_SHARDS}`,
  };
}

/** The ledger key of a provider's money call: unique per provider and transaction uuid. */
export const providerTransferKey = (providerId: number, uuid: string) =>
  `provider:${providerId}:${uuid}`;

type Session = GameSessionRow & { expired: boolean };

const SESSION_CACHE_MS = 60_000;
const SESSION_CACHE_SIZE = 20_000;

/** What makes a money call "the same call" (docs/providers.md, Idempotency). */
function contentHash(request: MoneyRequest, session: GameSessionRow): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        request.action,
        session.userId,
        request.round,
        request.game_code,
        request.amount ?? null,
        request.currency ?? null,
        'reference_transaction_uuid' in request ? request.reference_transaction_uuid : null,
        // A free spin's reward is part of the bet (appended only then: older bets hash as before).
        ...(request.action === 'bet' && request.is_free === true ? [request.reward_uuid] : []),
      ]),
    )
    .digest('hex');
}

/**
 * The seamless wallet's use cases (issue 13, docs/providers.md): authenticate and balance read;
 * bet, win and rollback are each one atomic statement (provider_money).
 */
export function createProviderWallet(deps: {
  repo: ProvidersRepository;
  ledger: LedgerService;
  usersService: UsersService;
  events: EventBus;
  freeRoundsOf: FreeRoundsOf;
}) {
  const { repo, ledger, usersService, events } = deps;

  async function freeRoundsOf(session: GameSessionRow): Promise<{ free_rounds?: FreeRounds }> {
    const found = await deps.freeRoundsOf(session.userId, session.gameId, session.currency);
    if (!found) return {};
    return {
      free_rounds: {
        reward_uuid: rewardUuidOf(found.bonusId),
        left: found.left,
        bet_value: found.spinValue,
      },
    };
  }

  const answer = (
    status: WalletStatus,
    balance: number,
    currency: string,
    message?: string,
  ): WalletAnswer => ({ status, balance, currency, ...(message ? { message } : {}) });

  /**
   * What the player can stake: cash (posted, less holds) and bonus money (decision 035), what
   * the wallet answers as balance.
   */
  async function playableOf(session: GameSessionRow): Promise<number> {
    return (await ledger.getPlayerBalances(session.userId, session.currency)).balance;
  }

  /** Finds the token's session; refuses unknown tokens, other providers' and other games'. */
  async function sessionFor(
    provider: ProviderRow,
    request: { token: string; game_code: string },
  ): Promise<Session | null> {
    const session = await repo.findSessionByTokenHash(hashToken(request.token));
    if (!session || session.providerId !== provider.id) return null;
    if (session.gameCode !== request.game_code) return null;
    return session;
  }

  /**
   * A game session's fixed facts (player, game, currency, provider) never change, so each node
   * keeps the ones in play for a minute: a bet or win then costs its one statement. Whether the
   * session still takes bets is decided by the database's clock inside that statement.
   */
  const sessions = new Map<string, { row: GameSessionRow; at: number }>();

  async function cachedSessionFor(
    provider: ProviderRow,
    request: { token: string; game_code: string },
  ): Promise<GameSessionRow | null> {
    const tokenHash = hashToken(request.token);
    const hit = sessions.get(tokenHash);
    let row = hit && Date.now() - hit.at < SESSION_CACHE_MS ? hit.row : null;
    if (!row) {
      row = await repo.findSessionByTokenHash(tokenHash);
      if (row) {
        if (sessions.size >= SESSION_CACHE_SIZE) {
          sessions.delete(sessions.keys().next().value!);
        }
        sessions.set(tokenHash, { row, at: Date.now() });
      }
    }
    if (!row || row.providerId !== provider.id || row.gameCode !== request.game_code) return null;
    return row;
  }

  async function authenticate(
    provider: ProviderRow,
    request: WalletRequest<'authenticate'>,
  ): Promise<WalletAnswer> {
    const session = await sessionFor(provider, request);
    if (!session) return answer('RS_ERROR_INVALID_TOKEN', 0, '');
    const [cash, user, free] = await Promise.all([
      playableOf(session),
      usersService.findById(session.userId),
      freeRoundsOf(session),
    ]);
    if (session.expired) return answer('RS_ERROR_TOKEN_EXPIRED', cash, session.currency);
    return {
      ...answer('RS_OK', cash, session.currency),
      user: String(session.userId),
      username: user?.name ?? '',
      ...free,
    };
  }

  async function balance(
    provider: ProviderRow,
    request: WalletRequest<'balance'>,
  ): Promise<WalletAnswer> {
    const session = await sessionFor(provider, request);
    if (!session) return answer('RS_ERROR_INVALID_TOKEN', 0, '');
    const [cash, free] = await Promise.all([playableOf(session), freeRoundsOf(session)]);
    return { ...answer('RS_OK', cash, session.currency), ...free };
  }

  /**
   * One money call in one statement (provider_money, sql/provider_money.sql): it locks the uuid it
   * concerns (the bet's first, for a win or a rollback), answers a replay from the record,
   * applies the rules, moves the money with the uuid in the transfer's key, and records the
   * call with its answer.
   */
  async function moveMoney(
    provider: ProviderRow,
    session: GameSessionRow,
    request: MoneyRequest,
    reward: number | null,
  ): Promise<MoneyOutcome> {
    const reference = request.action === 'bet' ? null : request.reference_transaction_uuid;
    const accounts = [
      { kind: 'player_cash' as const, userId: session.userId },
      providerAccount(provider.code!, session.userId),
      // A free spin's stake comes from the bonus pool, and its wins go to the player's bonus
      // account: both exist before provider_money looks them up by their codes.
      ...(reward === null
        ? []
        : [
            { kind: 'bonus_pool' as const },
            { kind: 'player_bonus' as const, userId: session.userId },
          ]),
    ];
    return ledger.moveInStatement(accounts, session.currency, async ([player, house]) => {
      const outcome = await repo.money({
        providerId: provider.id,
        kind: request.action,
        transactionUuid: request.transaction_uuid,
        referenceTransactionUuid: reference,
        requestHash: contentHash(request, session),
        userId: session.userId,
        sessionId: session.id,
        gameId: session.gameId,
        round: request.round,
        currency: session.currency,
        amount: request.amount ?? 0,
        playerAccountId: player!,
        houseAccountId: house!,
        transferKey: providerTransferKey(provider.id, request.transaction_uuid),
        transferReference: `provider:${provider.code}:${request.round}`,
        metadata: {
          provider: provider.code,
          game_id: session.gameId,
          game_code: session.gameCode,
          round: request.round,
          transaction_uuid: request.transaction_uuid,
        },
        reward,
      });
      // The balance provider_money read after its transfer is pushed as it is: no second read.
      const { userId } = session;
      const movedFor = !outcome.moved
        ? []
        : [outcome.after ? { userId, after: outcome.after } : { userId }];
      return { result: outcome, movedFor };
    });
  }

  /** bet, win and rollback: the rules of docs/providers.md, sections 3 and 4. */
  async function money(provider: ProviderRow, request: MoneyRequest): Promise<WalletAnswer> {
    const session = await cachedSessionFor(provider, request);
    if (!session) return answer('RS_ERROR_INVALID_TOKEN', 0, request.currency ?? '');
    if (request.currency !== undefined && request.currency !== session.currency) {
      return answer('RS_ERROR_WRONG_CURRENCY', await playableOf(session), session.currency);
    }
    let reward: number | null = null;
    if (request.action === 'bet' && request.is_free === true) {
      reward = bonusIdOfReward(request.reward_uuid ?? '');
      if (reward === null) {
        return answer(
          'RS_ERROR_FREE_ROUND_INVALID',
          await playableOf(session),
          session.currency,
          'no such reward',
        );
      }
    }
    try {
      const outcome = await moveMoney(provider, session, request, reward);
      if (outcome.refusal !== null) {
        return answer(
          outcome.refusal as WalletStatus,
          outcome.balance,
          session.currency,
          outcome.note ?? undefined,
        );
      }
      if (outcome.settled) announce(provider, session, outcome.settled, request.amount ?? 0);
      // A spin taken: the player's bonus list shows one spin less.
      if (reward !== null && outcome.moved) {
        events.emit('BonusProgressed', { userId: session.userId, bonusId: reward });
      }
      return outcome.answer as WalletAnswer;
    } catch (error) {
      if (isAppError(error) && error.code === 'INSUFFICIENT_FUNDS') {
        return answer('RS_ERROR_NOT_ENOUGH_MONEY', await playableOf(session), session.currency);
      }
      throw error;
    }
  }

  /**
   * Players' names for the live feed, kept a minute like the sessions: a round settles every
   * few seconds per player, and a renamed player's next minute of rounds may show the old name.
   */
  const names = new Map<number, { name: string; at: number }>();

  async function nameOf(userId: number): Promise<string> {
    const hit = names.get(userId);
    if (hit && Date.now() - hit.at < SESSION_CACHE_MS) return hit.name;
    const name = (await usersService.findById(userId))?.name ?? '';
    names.delete(userId);
    if (names.size >= SESSION_CACHE_SIZE) names.delete(names.keys().next().value!);
    names.set(userId, { name, at: Date.now() });
    return name;
  }

  /** A bet's first win settles the round: the live feed and wagering hear of it. */
  function announce(
    provider: ProviderRow,
    session: GameSessionRow,
    bet: NonNullable<MoneyOutcome['settled']>,
    payout: number,
  ): void {
    void nameOf(session.userId).then((playerName) => {
      events.emit('BetSettled', {
        reference: `provider:${provider.id}:${bet.transactionUuid}`,
        userId: session.userId,
        playerName,
        game: session.gameCode,
        gameId: session.gameId,
        currency: bet.currency,
        amount: bet.amount,
        payout,
        outcome: payout > 0 ? 'won' : 'lost',
        settledAt: new Date(),
      });
    });
  }

  return { authenticate, balance, money };
}

export type ProviderWallet = ReturnType<typeof createProviderWallet>;
