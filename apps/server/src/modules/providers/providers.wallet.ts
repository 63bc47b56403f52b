import { createHash } from 'node:crypto';
import type { EventBus } from '../../platform/events';
import { isAppError } from '../../platform/errors';
import { hashToken } from '../../platform/tokens';
import type { LedgerService, LedgerUnit } from '../ledger/ledger.service';
import type { UsersService } from '../users/users.service';
import type {
  GameSessionRow,
  ProviderRow,
  ProvidersRepository,
  ProviderTransactionRow,
} from './providers.repository';
import type { ProviderAnswer } from './providers.schema';
import type { MoneyRequest, WalletAnswer, WalletRequest, WalletStatus } from './providers.wire';

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

/** What makes a money call "the same call" (docs/providers.md, Idempotency). */
function contentHash(request: MoneyRequest, session: Session): string {
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
      ]),
    )
    .digest('hex');
}

/** A refusal decided inside the transaction: nothing is recorded, the answer says why. */
class Refusal extends Error {
  constructor(
    readonly status: WalletStatus,
    readonly note?: string,
  ) {
    super(status);
  }
}

/**
 * The seamless wallet's use cases (issue 13, docs/providers.md). Each money call runs in one
 * ledger transaction: it locks the transaction uuid it concerns (the bet's, for a win or a
 * rollback), answers a replay from the record, applies the rules, moves the money with the
 * uuid in the transfer's key, and records the call with its answer.
 */
export function createProviderWallet(deps: {
  repo: ProvidersRepository;
  ledger: LedgerService;
  usersService: UsersService;
  events: EventBus;
}) {
  const { repo, ledger, usersService, events } = deps;

  const answer = (
    status: WalletStatus,
    balance: number,
    currency: string,
    message?: string,
  ): WalletAnswer => ({ status, balance, currency, ...(message ? { message } : {}) });

  async function cashOf(session: Session): Promise<number> {
    return ledger.run((unit) => unit.availableCash(session.userId, session.currency));
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

  async function authenticate(
    provider: ProviderRow,
    request: WalletRequest<'authenticate'>,
  ): Promise<WalletAnswer> {
    const session = await sessionFor(provider, request);
    if (!session) return answer('RS_ERROR_INVALID_TOKEN', 0, '');
    const [cash, user] = await Promise.all([
      cashOf(session),
      usersService.findById(session.userId),
    ]);
    if (session.expired) return answer('RS_ERROR_TOKEN_EXPIRED', cash, session.currency);
    return {
      ...answer('RS_OK', cash, session.currency),
      user: String(session.userId),
      username: user?.name ?? '',
    };
  }

  async function balance(
    provider: ProviderRow,
    request: WalletRequest<'balance'>,
  ): Promise<WalletAnswer> {
    const session = await sessionFor(provider, request);
    if (!session) return answer('RS_ERROR_INVALID_TOKEN', 0, '');
    return answer('RS_OK', await cashOf(session), session.currency);
  }

  /** The first answer again for a replay; DUPLICATE for the same uuid with other content. */
  function replayOf(found: ProviderTransactionRow, hash: string): WalletAnswer {
    if (found.requestHash !== hash) {
      throw new Refusal(
        'RS_ERROR_DUPLICATE_TRANSACTION',
        'transaction_uuid used with other content',
      );
    }
    return found.answer as WalletAnswer;
  }

  /** A bet of this player and round that a win or rollback references, or a refusal. */
  async function referencedBet(
    unit: LedgerUnit,
    provider: ProviderRow,
    session: Session,
    request: { reference_transaction_uuid: string; round: string },
  ): Promise<ProviderTransactionRow | null> {
    const bet = await repo.findTransaction(
      unit.tx,
      provider.id,
      request.reference_transaction_uuid,
    );
    if (!bet) return null;
    if (bet.kind !== 'bet') throw new Refusal('RS_ERROR_UNKNOWN', 'the reference is not a bet');
    if (bet.userId !== session.userId || bet.round !== request.round) {
      throw new Refusal(
        'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
        'no such bet of this player and round',
      );
    }
    return bet;
  }

  interface Settled {
    bet: ProviderTransactionRow;
    payout: number;
  }

  /** One money call in one transaction; `settled` is the bet a first win just settled. */
  async function moveMoney(
    provider: ProviderRow,
    session: Session,
    request: MoneyRequest,
  ): Promise<{ answer: WalletAnswer; settled: Settled | null }> {
    const hash = contentHash(request, session);
    const base = {
      providerId: provider.id,
      transactionUuid: request.transaction_uuid,
      userId: session.userId,
      sessionId: session.id,
      gameId: session.gameId,
      round: request.round,
      currency: session.currency,
      requestHash: hash,
    };
    const metadata = {
      provider: provider.code,
      game_id: session.gameId,
      game_code: session.gameCode,
      round: request.round,
      transaction_uuid: request.transaction_uuid,
    };
    return ledger.run(async (unit) => {
      let settled: Settled | null = null;
      const reference = request.action === 'bet' ? null : request.reference_transaction_uuid;
      // A win or rollback locks its bet's uuid first: it never interleaves with that bet.
      if (reference !== null) await repo.lockUuid(unit.tx, provider.id, reference);
      await repo.lockUuid(unit.tx, provider.id, request.transaction_uuid);
      const found = await repo.findTransaction(unit.tx, provider.id, request.transaction_uuid);
      if (found) return { answer: replayOf(found, hash), settled };

      let transferId: number | null = null;
      let status: ProviderTransactionRow['status'] = 'ok';
      if (request.action === 'bet') {
        if (session.expired) throw new Refusal('RS_ERROR_TOKEN_EXPIRED');
        if (await repo.findRollbackOf(unit.tx, provider.id, request.transaction_uuid)) {
          throw new Refusal(
            'RS_ERROR_DUPLICATE_TRANSACTION',
            'this bet was rolled back before it arrived',
          );
        }
        const moved = await unit.transfer({
          key: providerTransferKey(provider.id, request.transaction_uuid),
          type: 'bet',
          debit: { kind: 'player_cash', userId: session.userId },
          credit: providerAccount(provider.code!, session.userId),
          amount: request.amount,
          currency: session.currency,
          reference: `provider:${provider.code}:${request.round}`,
          metadata,
        });
        transferId = moved.transferId;
        status = 'open';
      } else if (request.action === 'win') {
        const bet = await referencedBet(unit, provider, session, request);
        if (!bet || bet.status === 'rolled_back') {
          throw new Refusal(
            'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
            'no standing bet with this uuid',
          );
        }
        if (bet.currency !== session.currency) throw new Refusal('RS_ERROR_WRONG_CURRENCY');
        if (request.amount > 0) {
          const moved = await unit.transfer({
            key: providerTransferKey(provider.id, request.transaction_uuid),
            type: 'win',
            debit: providerAccount(provider.code!, session.userId),
            credit: { kind: 'player_cash', userId: session.userId },
            amount: request.amount,
            currency: session.currency,
            reference: `provider:${provider.code}:${request.round}`,
            metadata: { ...metadata, reference_transaction_uuid: bet.transactionUuid },
          });
          transferId = moved.transferId;
        }
        if (bet.status === 'open') {
          await repo.setTransaction(unit.tx, bet.id, { status: 'settled' });
          settled = { bet, payout: request.amount };
        }
      } else {
        const bet = await referencedBet(unit, provider, session, request);
        if (!bet) {
          // Never seen: recorded, so the bet is refused if it ever arrives.
          status = 'unknown';
        } else if (bet.status === 'settled') {
          throw new Refusal('RS_ERROR_UNKNOWN', 'the bet was already paid by a win');
        } else if (bet.status === 'open') {
          const moved = await unit.transfer({
            key: providerTransferKey(provider.id, request.transaction_uuid),
            type: 'rollback',
            debit: providerAccount(provider.code!, session.userId),
            credit: { kind: 'player_cash', userId: session.userId },
            amount: bet.amount,
            currency: bet.currency,
            reference: `provider:${provider.code}:${request.round}`,
            reversesId: bet.transferId,
            metadata: { ...metadata, reference_transaction_uuid: bet.transactionUuid },
          });
          transferId = moved.transferId;
          await repo.setTransaction(unit.tx, bet.id, { status: 'rolled_back' });
        }
        // A bet already rolled back: this rollback answers as the first and moves nothing.
      }
      const result = answer(
        'RS_OK',
        await unit.availableCash(session.userId, session.currency),
        session.currency,
      );
      await repo.insertTransaction(unit.tx, {
        ...base,
        kind: request.action,
        status,
        amount: request.action === 'rollback' ? 0 : request.amount,
        referenceTransactionUuid: reference,
        transferId,
        answer: result as ProviderAnswer,
      });
      return { answer: result, settled };
    });
  }

  /** bet, win and rollback: the rules of docs/providers.md, sections 3 and 4. */
  async function money(provider: ProviderRow, request: MoneyRequest): Promise<WalletAnswer> {
    const session = await sessionFor(provider, request);
    if (!session) return answer('RS_ERROR_INVALID_TOKEN', 0, request.currency ?? '');
    if (request.currency !== undefined && request.currency !== session.currency) {
      return answer('RS_ERROR_WRONG_CURRENCY', await cashOf(session), session.currency);
    }
    try {
      const { answer: result, settled } = await moveMoney(provider, session, request);
      if (settled) announce(provider, session, settled);
      return result;
    } catch (error) {
      if (error instanceof Refusal) {
        return answer(error.status, await cashOf(session), session.currency, error.note);
      }
      if (isAppError(error) && error.code === 'INSUFFICIENT_FUNDS') {
        return answer('RS_ERROR_NOT_ENOUGH_MONEY', await cashOf(session), session.currency);
      }
      throw error;
    }
  }

  /** A bet's first win settles the round: the live feed and wagering hear of it. */
  function announce(provider: ProviderRow, session: Session, settled: Settled): void {
    void usersService.findById(session.userId).then((user) => {
      events.emit('BetSettled', {
        reference: `provider:${provider.id}:${settled.bet.transactionUuid}`,
        userId: session.userId,
        playerName: user?.name ?? '',
        game: session.gameCode,
        gameId: session.gameId,
        currency: settled.bet.currency,
        amount: settled.bet.amount,
        payout: settled.payout,
        outcome: settled.payout > 0 ? 'won' : 'lost',
        settledAt: new Date(),
      });
    });
  }

  return { authenticate, balance, money };
}

export type ProviderWallet = ReturnType<typeof createProviderWallet>;
