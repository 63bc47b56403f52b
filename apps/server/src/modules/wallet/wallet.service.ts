import type { Transaction, TransactionsResponse } from '@casino/contracts';
import type { Principal } from '../../platform/auth';
import { describeGameTransfers } from './wallet.game-transactions';
import type { HistoryFilter } from './wallet.repository';
import {
  createWalletContext,
  PAGE_DEFAULT,
  type WalletDeps,
  toTransactionDto,
} from './wallet.shared';
import { createCoinUseCases } from './coins/coins.service';
import { createDepositUseCases } from './deposits/deposits.service';
import { createTipUseCases } from './tips/tips.service';
import { createWithdrawalReview } from './withdrawals/withdrawals.review';
import { createWithdrawalUseCases } from './withdrawals/withdrawals.service';

// The wallet's use cases live in its parts (coins/, deposits/, withdrawals/, tips/), one
// group each; the service joins them and answers the transaction lists itself.
export type { ActiveBonusCheck, DepositReport } from './wallet.shared';

/**
 * A ledger transfer's type as the spec's lists name it: game moves as they are; the bonus's
 * credit, release to cash and forfeit, and the weekly cashback, as `bonus` (the amount's sign
 * tells a credit from a debit).
 */
function transactionTypeOf(type: string): Transaction['type'] {
  if (type === 'bet' || type === 'win' || type === 'rollback' || type === 'bonus') return type;
  if (type === 'bonus_release' || type === 'bonus_forfeit' || type === 'cashback') return 'bonus';
  return 'adjustment';
}

export function createWalletService(deps: WalletDeps) {
  const ctx = createWalletContext(deps);
  const { repo, ledger, requireUser } = ctx;

  async function history(
    principal: Principal,
    filter: HistoryFilter,
    page: { page?: number; per_page?: number },
  ): Promise<TransactionsResponse> {
    const user = await requireUser(principal.userId);
    const { page: pageNo, per_page } = { ...PAGE_DEFAULT, ...page };
    const { rows, total } = await repo.findHistory(user.id, user.currency, filter, {
      limit: per_page,
      offset: (pageNo - 1) * per_page,
    });
    return { transactions: rows.map(toTransactionDto), total, page: pageNo, per_page };
  }

  /** Game and bonus lists read the ledger itself: those transfers have no wallet row. */
  async function ledgerHistory(
    principal: Principal,
    options: { kinds: ('player_cash' | 'player_bonus')[]; types?: string[] },
    page: { page?: number; per_page?: number },
  ): Promise<TransactionsResponse> {
    const user = await requireUser(principal.userId);
    const { page: pageNo, per_page } = { ...PAGE_DEFAULT, ...page };
    const { rows, total } = await ledger.listPlayerTransfers(user.id, user.currency, {
      ...options,
      limit: per_page,
      offset: (pageNo - 1) * per_page,
    });
    const games = await describeGameTransfers(
      rows.map((row) => row.metadata),
      deps.findGameNames,
    );
    return {
      transactions: rows.map((row, index) => ({
        id: row.id,
        uuid: row.reference ?? row.idempotencyKey,
        type: transactionTypeOf(row.type),
        amount: row.amount * row.direction,
        currency: row.currency,
        sent_amount: null,
        symbol: null,
        reference_number: row.reference,
        status:
          row.status === 'voided'
            ? 'cancelled'
            : row.status === 'pending'
              ? 'pending'
              : 'confirmed',
        created_at: row.createdAt.toISOString(),
        wallet_address: null,
        counterparty: null,
        confirmations: null,
        reason: null,
        game: games[index]?.game ?? null,
        round: games[index]?.round ?? null,
      })),
      total,
      page: pageNo,
      per_page,
    };
  }

  return {
    ...createCoinUseCases(deps, ctx),
    ...createDepositUseCases(deps, ctx),
    ...createWithdrawalUseCases(ctx),
    ...createWithdrawalReview(ctx, {
      fourEyesAbove: deps.fourEyesAbove ?? Number.MAX_SAFE_INTEGER,
    }),
    ...createTipUseCases(deps, ctx),
    /** spec §7 POST /wallet/transactions: deposits, withdrawals and tips, newest first. */
    listTransactions: (principal: Principal, page: { page?: number; per_page?: number }) =>
      history(principal, 'all', page),
    /** spec §7 POST /wallet/pending/deposit: declared and unconfirmed deposits. */
    listPendingDeposits: (principal: Principal, page: { page?: number; per_page?: number }) =>
      history(principal, 'pending_deposits', page),
    /** spec §7 POST /wallet/pending/withdrawal. */
    listPendingWithdrawals: (principal: Principal, page: { page?: number; per_page?: number }) =>
      history(principal, 'pending_withdrawals', page),
    /** spec §7 POST /qt/transactions: game rounds (bets, wins, rollbacks). */
    listGameTransactions: (principal: Principal, page: { page?: number; per_page?: number }) =>
      ledgerHistory(
        principal,
        { kinds: ['player_cash', 'player_bonus'], types: ['bet', 'win', 'rollback'] },
        page,
      ),
    /** spec §7 POST /wallet/bonus/transactions: every move of the bonus balance. */
    listBonusTransactions: (principal: Principal, page: { page?: number; per_page?: number }) =>
      ledgerHistory(principal, { kinds: ['player_bonus'] }, page),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
