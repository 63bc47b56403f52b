import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { BalanceAfter, EventBus } from '../../platform/events';
import { createBatcher } from '../../platform/group-commit';
import type { Executor, LedgerRepository, TransferCall } from './ledger.repository';
import { accountCode, refOfAccount, type AccountRef } from './ledger.accounts';
import { createLedgerReads } from './ledger.reads';

export type { AccountRef };
export { LedgerRefusal } from './ledger.repository';
export type { PlayerBalances } from './ledger.reads';

export interface TransferInput {
  /** Unique per money movement: a replay with the same content answers the first result. */
  key: string;
  type: string;
  debit: AccountRef;
  credit: AccountRef;
  /** Minor units of `currency`, a positive safe integer. */
  amount: number;
  currency: string;
  /** A hold: reserved now, posted or voided later (exactly once). */
  pending?: boolean;
  reference?: string | null;
  reversesId?: number | null;
  metadata?: Record<string, unknown>;
}

export interface TransferResult {
  transferId: number;
  /** True when the key had already been used with the same content. */
  replayed: boolean;
}

/** The work of one database transaction: ledger moves plus the caller's own rows. */
export interface LedgerUnit {
  /** The open transaction, for the caller's repositories. */
  tx: Executor;
  transfer(input: TransferInput): Promise<TransferResult>;
  /** Posts a pending transfer; false when it was already posted. */
  post(transferId: number): Promise<boolean>;
  /** Voids a pending transfer; false when it was already voided. */
  void(transferId: number): Promise<boolean>;
  /** A player's posted cash less holds, as this transaction sees it (0 without an account). */
  availableCash(userId: number, currency: string): Promise<number>;
}

/** A player a money statement moved money for, and their balance after it when it read it. */
export interface MovedFor {
  userId: number;
  after?: BalanceAfter;
}

export interface LedgerReport {
  ok: boolean;
  accounts: number;
  problems: string[];
}

/** Below PostgreSQL's 64 cached subtransactions per transaction (one per transfer). */
const MAX_BATCH = 32;
/**
 * Batches running at once per node (decision 030). One: on this 2-core machine with 16
 * callers, two batches on disjoint accounts gave 0.56 to 0.82 of bench/ledger's baseline
 * against 0.94 to 1.2 for one (half-full batches, each paying a batch's fixed cost).
 */
const CONCURRENT_BATCHES = 1;

/** PostgreSQL's codes for "try again": serialization failure and deadlock. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;
/** Errors the ledger functions raise that callers may show to a player. */
const LEDGER_ERRORS = {
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
} as const;

/** The driver's own error under Drizzle's wrapper: code and message. */
function databaseErrorOf(error: unknown): { code?: string; message?: string } {
  let current = error as { code?: string; message?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current.code === 'string') return current;
    current = current.cause as typeof current;
  }
  return {};
}

/** The ledger functions' named errors: player-facing ones become AppErrors, the rest plain. */
function toLedgerError(error: unknown): unknown {
  const { code, message } = databaseErrorOf(error);
  if (code !== 'P0001' || !message) return error;
  if (message in LEDGER_ERRORS) {
    return new AppError(LEDGER_ERRORS[message as keyof typeof LEDGER_ERRORS], { cause: error });
  }
  return new Error(message, { cause: error });
}

export function isRetryable(error: unknown): boolean {
  return RETRYABLE.has(databaseErrorOf(error).code ?? '');
}

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`ledger amounts are positive whole minor units, got ${amount}`);
  }
}

/**
 * The ledger: the only writer of balances (ARCHITECTURE "Money"). Every move is a transfer
 * between two accounts of one currency with a unique idempotency key, applied by one SQL
 * function inside a transaction; holds are pending transfers posted or voided exactly once.
 */
export function createLedgerService(deps: {
  db: Database;
  ledgerRepository: LedgerRepository;
  events: EventBus;
}) {
  const { db, ledgerRepository, events } = deps;
  /** Account ids never change once made; each node remembers them. */
  const idsByCode = new Map<string, number>();
  const ownersById = new Map<number, number | null>();

  async function resolveAccount(
    executor: Executor,
    ref: AccountRef,
    currency: string,
    learned: Map<string, { id: number; userId: number | null }>,
  ): Promise<number> {
    const code = accountCode(ref, currency);
    const known = idsByCode.get(code) ?? learned.get(code)?.id;
    if (known !== undefined) return known;
    const userId = 'userId' in ref ? ref.userId : null;
    const id = await ledgerRepository.ensureAccount(executor, {
      code,
      kind: ref.kind,
      userId,
      currency,
      // Players may never owe the casino; the casino's own accounts mirror them and go negative.
      allowNegative: userId === null,
    });
    // Remembered only once the transaction commits: a rolled-back account never existed.
    learned.set(code, { id, userId });
    return id;
  }

  async function ownersOf(executor: Executor, accountIds: number[]): Promise<number[]> {
    const missing = accountIds.filter((id) => !ownersById.has(id));
    if (missing.length > 0) {
      for (const row of await ledgerRepository.findAccountsByIds(executor, missing)) {
        ownersById.set(row.id, row.userId);
      }
    }
    return accountIds
      .map((id) => ownersById.get(id))
      .filter((userId): userId is number => typeof userId === 'number');
  }

  /** The transfer as ledger_transfer takes it, its accounts resolved (made on first use). */
  async function toCall(
    executor: Executor,
    input: TransferInput,
    learned: Map<string, { id: number; userId: number | null }>,
  ): Promise<TransferCall> {
    assertAmount(input.amount);
    return {
      key: input.key,
      type: input.type,
      debitAccountId: await resolveAccount(executor, input.debit, input.currency, learned),
      creditAccountId: await resolveAccount(executor, input.credit, input.currency, learned),
      amount: input.amount,
      currency: input.currency,
      pending: input.pending ?? false,
      reference: input.reference ?? null,
      reversesId: input.reversesId ?? null,
      metadata: input.metadata ?? {},
    };
  }

  /** The players a transfer moved money for (none when it was a replay). */
  function touchedBy(input: TransferInput, result: TransferResult, touched: Set<number>): void {
    if (result.replayed) return;
    for (const ref of [input.debit, input.credit]) {
      if ('userId' in ref) touched.add(ref.userId);
    }
  }

  async function applyTransfer(
    executor: Executor,
    input: TransferInput,
    learned: Map<string, { id: number; userId: number | null }>,
    touched: Set<number>,
  ): Promise<TransferResult> {
    const result = await ledgerRepository.transfer(
      executor,
      await toCall(executor, input, learned),
    );
    touchedBy(input, result, touched);
    return result;
  }

  /** After a commit: remember the accounts made, tell each touched player once. */
  function afterCommit(
    learned: Map<string, { id: number; userId: number | null }>,
    touched: Iterable<number | MovedFor>,
  ): void {
    for (const [code, account] of learned) {
      idsByCode.set(code, account.id);
      ownersById.set(account.id, account.userId);
    }
    for (const moved of touched) {
      events.emit('BalanceChanged', typeof moved === 'number' ? { userId: moved } : moved);
    }
  }

  /** Retries serialization failures and deadlocks; maps the functions' named errors. */
  async function withRetry<T>(attemptOnce: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await attemptOnce();
      } catch (error) {
        if (isRetryable(error) && attempt < MAX_ATTEMPTS) {
          // A short random pause lets the transaction that won go first.
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
          continue;
        }
        throw toLedgerError(error);
      }
    }
  }

  /**
   * Lone transfers go together (decision 030): those arriving while a batch runs wait for it
   * and then commit as one statement, each with its own key, result and refusal. A transfer
   * that finds a batch slot free and its accounts unheld goes at once, as one prepared
   * statement.
   */
  const batcher = createBatcher<TransferCall, TransferResult>({
    run: async (calls) =>
      calls.length === 1
        ? [await ledgerRepository.transfer(db, calls[0]!)]
        : ledgerRepository.transferBatch(calls),
    maxBatch: MAX_BATCH,
    maxRunning: CONCURRENT_BATCHES,
    locksOf: (call) => [call.debitAccountId, call.creditAccountId],
    isRetryable,
  });

  /** A transfer on its own: atomic, committed (with its batch) before it answers. */
  function transferAlone(input: TransferInput): Promise<TransferResult> {
    return withRetry(async () => {
      const learned = new Map<string, { id: number; userId: number | null }>();
      const touched = new Set<number>();
      // Accounts made here commit on their own: harmless and idempotent if the transfer fails.
      const result = await batcher.submit(await toCall(db, input, learned));
      touchedBy(input, result, touched);
      afterCommit(learned, touched);
      return result;
    });
  }

  /**
   * Runs `work` in one database transaction, retrying on serialization failures and deadlocks;
   * after the commit, every player whose balance changed gets one BalanceChanged event.
   */
  async function run<T>(work: (unit: LedgerUnit) => Promise<T>): Promise<T> {
    return withRetry(async () => {
      const learned = new Map<string, { id: number; userId: number | null }>();
      const touched = new Set<number>();
      const result = await db.transaction(async (tx) => {
        const unit: LedgerUnit = {
          tx,
          transfer: (input) => applyTransfer(tx, input, learned, touched),
          async post(transferId) {
            const { changed, accountIds } = await ledgerRepository.settle(tx, transferId, true);
            if (changed) for (const userId of await ownersOf(tx, accountIds)) touched.add(userId);
            return changed;
          },
          async void(transferId) {
            const { changed, accountIds } = await ledgerRepository.settle(tx, transferId, false);
            if (changed) for (const userId of await ownersOf(tx, accountIds)) touched.add(userId);
            return changed;
          },
          async availableCash(userId, currency) {
            const code = accountCode({ kind: 'player_cash', userId }, currency);
            const row = await ledgerRepository.findAccountByCode(tx, code);
            return row ? Number(row.balance) - Number(row.pendingDebits) : 0;
          },
        };
        return work(unit);
      });
      afterCommit(learned, touched);
      return result;
    });
  }

  /**
   * One statement that moves money through ledger_transfer inside another module's SQL
   * function (the seamless wallet's provider_money): a single round trip, atomic on its own,
   * with the ledger's retries and error names. The accounts come resolved in the order given
   * (made on first use, as for any transfer); the players `statement` says it moved money for
   * hear of their balance after it, as the statement read it (ledger_profile_balance) if it did.
   */
  function moveInStatement<T>(
    accounts: AccountRef[],
    currency: string,
    statement: (accountIds: number[]) => Promise<{ result: T; movedFor: MovedFor[] }>,
  ): Promise<T> {
    return withRetry(async () => {
      const learned = new Map<string, { id: number; userId: number | null }>();
      const ids: number[] = [];
      for (const ref of accounts) ids.push(await resolveAccount(db, ref, currency, learned));
      const { result, movedFor } = await statement(ids);
      afterCommit(learned, movedFor);
      return result;
    });
  }

  return {
    run,
    moveInStatement,

    /** One transfer, atomic on its own. */
    transfer: transferAlone,
    post: (transferId: number) => run((unit) => unit.post(transferId)),
    void: (transferId: number) => run((unit) => unit.void(transferId)),

    /** Reverses a posted transfer with a new, opposite one (never an edit or a delete). */
    async reverse(transferId: number, key: string): Promise<TransferResult> {
      const original = await ledgerRepository.findTransferById(db, transferId);
      if (!original || original.status !== 'posted') throw new AppError('NOT_FOUND');
      const [debit, credit] = await ledgerRepository
        .findAccountsByIds(db, [original.creditAccountId, original.debitAccountId])
        .then((rows) => [
          rows.find((row) => row.id === original.creditAccountId),
          rows.find((row) => row.id === original.debitAccountId),
        ]);
      if (!debit || !credit) throw new AppError('NOT_FOUND');
      return run((unit) =>
        unit.transfer({
          key,
          type: `${original.type}_reversal`,
          debit: refOfAccount(debit),
          credit: refOfAccount(credit),
          amount: original.amount,
          currency: original.currency,
          reference: original.reference,
          reversesId: original.id,
        }),
      );
    },

    ...createLedgerReads(ledgerRepository),

    findTransferByKey: (key: string) => ledgerRepository.findTransferByKey(key),
    findTransferById: (id: number) => ledgerRepository.findTransferById(db, id),

    /**
     * `cli ledger:verify`: per currency the balances sum to zero and holds pair up; no player
     * account below zero; every balance and hold equals the sums of its transfers; every
     * transfer names two existing accounts of its currency.
     */
    async verify(): Promise<LedgerReport> {
      const [currencies, overdrawn, disagreeing, orphans, accounts] = await Promise.all([
        ledgerRepository.findUnbalancedCurrencies(),
        ledgerRepository.findOverdrawnAccounts(),
        ledgerRepository.findAccountsDisagreeingWithTransfers(),
        ledgerRepository.findOrphanTransfers(),
        ledgerRepository.countAccounts(),
      ]);
      const problems = [
        ...orphans.map(
          (t) =>
            `transfer ${t.id}: accounts ${t.debit_account_id} -> ${t.credit_account_id} do not exist in its currency`,
        ),
        ...currencies.map(
          (c) =>
            `currency ${c.currency}: balances sum to ${c.balance_sum}, holds ${c.pending_debits} debit vs ${c.pending_credits} credit`,
        ),
        ...overdrawn.map(
          (a) =>
            `account ${a.id} ${a.code}: below zero (balance ${a.balance}, held ${a.pendingDebits})`,
        ),
        ...disagreeing.map(
          (a) =>
            `account ${a.account_id} ${a.code}: balance ${a.balance} but posted transfers sum to ${a.posted_sum}; holds ${a.pending_debits}/${a.pending_credits} but pending transfers sum to ${a.pending_debit_sum}/${a.pending_credit_sum}`,
        ),
      ];
      return { ok: problems.length === 0, accounts, problems };
    },
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
