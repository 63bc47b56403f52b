import type { AdminWithdrawal, CoinCode, WithdrawalContext } from '@casino/contracts';
import type { StaffActor } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import type { EventBus } from '../../../platform/events';
import { formatUnits } from '../../rates/rates.service';
import type { WalletContext } from '../wallet.shared';
import type { WithdrawalRow } from './withdrawals.repository';

/** A staff member deciding: the audit's actor, with the account the decision is recorded under. */
export type Reviewer = StaffActor & { userId: number };

/** The withdrawal's owner is told of every change (WITHDRAWAL_STATUS, live). */
export function announceWithdrawalOf(events: EventBus, row: WithdrawalRow) {
  events.emit('WithdrawalStatusChanged', {
    userId: row.userId,
    uuid: row.uuid,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    reason: row.reason,
  });
}

/** What the audit keeps of a withdrawal: its state, not the player's details. */
export function auditedWithdrawal(row: WithdrawalRow) {
  return {
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    txid: row.txid,
    reason: row.reason,
    first_approved_by: row.firstApprovedBy,
    reviewed_by: row.reviewedBy,
  };
}

/**
 * Staff review of withdrawals (issue 17): the queue, a withdrawal with its player's context,
 * approval (four eyes above `fourEyesAbove`: two approvals by two people) and rejection. Every
 * decision is written to the audit trail in the transaction that makes it.
 */
export function createWithdrawalReview(ctx: WalletContext, options: { fourEyesAbove: number }) {
  const { repo, ledger, usersService, events, requireCoin, audit } = ctx;

  const approvalsRequired = (row: WithdrawalRow) => (row.amount > options.fourEyesAbove ? 2 : 1);

  async function toAdminWithdrawal(
    row: WithdrawalRow,
    coin?: { symbol: string; decimals: number },
  ): Promise<AdminWithdrawal> {
    const approvals: { id: number; at: Date | null }[] = [];
    if (row.firstApprovedBy !== null) {
      approvals.push({ id: row.firstApprovedBy, at: row.firstApprovedAt });
    }
    if (row.reviewedBy !== null && (row.status === 'approved' || row.status === 'confirmed')) {
      approvals.push({ id: row.reviewedBy, at: row.reviewedAt });
    }
    const [user, requester, ...approvers] = await Promise.all(
      [row.userId, row.requestedBy, ...approvals.map(({ id }) => id)].map((id) =>
        id === null ? null : usersService.findById(id),
      ),
    );
    let meta = coin;
    if (!meta) {
      const found = await requireCoin(row.entityWalletId);
      meta = { symbol: found.shortCode, decimals: found.decimals };
    }
    return {
      uuid: row.uuid,
      user: { id: row.userId, name: user?.name ?? '', email: user?.email ?? '' },
      symbol: meta.symbol as CoinCode,
      wallet_address: row.walletAddress,
      amount: row.amount,
      currency: row.currency,
      crypto_amount: formatUnits(BigInt(row.cryptoAmount), meta.decimals),
      status: row.status,
      txid: row.txid,
      reason: row.reason,
      created_at: row.createdAt.toISOString(),
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
      approvals: approvals.map(({ id, at }, index) => ({
        staff: { id, name: approvers[index]?.name ?? '' },
        at: (at ?? row.updatedAt).toISOString(),
      })),
      approvals_required: approvalsRequired(row),
      requested_by:
        row.requestedBy === null ? null : { id: row.requestedBy, name: requester?.name ?? '' },
    };
  }

  async function requireLocked(tx: Parameters<typeof repo.lockWithdrawal>[0], uuid: string) {
    const row = await repo.lockWithdrawal(tx, uuid);
    if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
    return row;
  }

  return {
    /**
     * Staff approve. Up to the four-eyes limit one approval posts the hold (the money leaves);
     * above it the first approval is recorded and a second staff member's posts it. With the
     * on-chain txid the withdrawal is Confirmed at once; without it, Approved until a later
     * approval records the txid. `approvalsSeen` (the console sends it) must match the
     * approvals so far: two staff acting at once get one decision and one WITHDRAWAL_CHANGED.
     */
    async approveWithdrawal(
      staff: Reviewer,
      uuid: string,
      input: { txid?: string | undefined; approvalsSeen?: number | undefined } = {},
    ) {
      const { txid, approvalsSeen } = input;
      const row = await ledger.run(async (unit) => {
        const found = await requireLocked(unit.tx, uuid);
        const approvals = found.firstApprovedBy === null ? 0 : 1;
        if (
          approvalsSeen !== undefined &&
          found.status === 'pending' &&
          approvalsSeen !== approvals
        ) {
          throw new AppError('WITHDRAWAL_CHANGED');
        }
        let changed: WithdrawalRow | null = null;
        let action = 'withdrawal.approve';
        if (found.status === 'approved' && txid) {
          action = 'withdrawal.confirm';
          changed = await repo.transitionWithdrawal(unit.tx, uuid, ['approved'], {
            status: 'confirmed',
            txid,
          });
        } else if (found.status !== 'pending') {
          throw new AppError('WITHDRAWAL_NOT_PENDING');
        } else if (found.requestedBy === staff.userId) {
          // A cash-out staff asked for is approved by somebody else (four eyes at any amount).
          throw new AppError('WITHDRAWAL_SECOND_APPROVER');
        } else if (approvalsRequired(found) === 2 && approvals === 0) {
          // The first pair of eyes: recorded, nothing moves; the txid comes with the second.
          if (txid) throw AppError.validation({ txid: [{ key: 'txid_with_second_approval' }] });
          changed = await repo.transitionWithdrawal(unit.tx, uuid, ['pending'], {
            status: 'pending',
            firstApprovedBy: staff.userId,
            firstApprovedAt: new Date(),
          });
        } else {
          if (found.firstApprovedBy === staff.userId) {
            throw new AppError('WITHDRAWAL_SECOND_APPROVER');
          }
          changed = await repo.transitionWithdrawal(unit.tx, uuid, ['pending'], {
            status: txid ? 'confirmed' : 'approved',
            reviewedBy: staff.userId,
            reviewedAt: new Date(),
            ...(txid ? { txid } : {}),
          });
          if (changed) await unit.post(changed.holdTransferId);
        }
        if (!changed) throw new AppError('WITHDRAWAL_NOT_PENDING');
        await audit.record(unit.tx, staff, {
          action,
          targetType: 'withdrawal',
          targetId: uuid,
          before: auditedWithdrawal(found),
          after: auditedWithdrawal(changed),
        });
        return changed;
      });
      announceWithdrawalOf(events, row);
      return toAdminWithdrawal(row);
    },

    /** Staff reject with a reason: the hold is voided and the money is the player's again. */
    async rejectWithdrawal(staff: Reviewer, uuid: string, reason: string) {
      const row = await ledger.run(async (unit) => {
        const found = await requireLocked(unit.tx, uuid);
        const changed = await repo.transitionWithdrawal(unit.tx, uuid, ['pending'], {
          status: 'rejected',
          reason,
          reviewedBy: staff.userId,
          reviewedAt: new Date(),
        });
        if (!changed) throw new AppError('WITHDRAWAL_NOT_PENDING');
        await unit.void(changed.holdTransferId);
        await audit.record(unit.tx, staff, {
          action: 'withdrawal.reject',
          targetType: 'withdrawal',
          targetId: uuid,
          before: auditedWithdrawal(found),
          after: auditedWithdrawal(changed),
        });
        return changed;
      });
      announceWithdrawalOf(events, row);
      return toAdminWithdrawal(row);
    },

    /** The queue (pending: oldest first) or any other status (newest first). */
    async listWithdrawals(query: {
      status?: WithdrawalRow['status'] | undefined;
      page: number;
      per_page: number;
    }) {
      const { rows, total } = await repo.listWithdrawals({
        status: query.status,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return {
        withdrawals: await Promise.all(rows.map((row) => toAdminWithdrawal(row, row))),
        total,
      };
    },

    /** One withdrawal with what its reviewer needs to know of the player. */
    async getWithdrawal(
      uuid: string,
    ): Promise<{ withdrawal: AdminWithdrawal; context: WithdrawalContext }> {
      const row = await repo.findWithdrawalByUuid(uuid);
      if (!row) throw new AppError('WITHDRAWAL_NOT_FOUND');
      const user = await usersService.findById(row.userId);
      if (!user) throw new AppError('WITHDRAWAL_NOT_FOUND');
      const [withdrawal, balances, figures] = await Promise.all([
        toAdminWithdrawal(row),
        ledger.getPlayerBalances(row.userId, row.currency),
        repo.readWithdrawalContext(row.userId, row.currency, row.uuid),
      ]);
      return {
        withdrawal,
        context: {
          player: {
            id: user.id,
            name: user.name,
            email: user.email,
            currency: user.currency,
            created_at: user.createdAt.toISOString(),
            blocked_at: user.blockedAt?.toISOString() ?? null,
            email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
          },
          balances: { w_balance: balances.w_balance, w_bonus_balance: balances.w_bonus_balance },
          ...figures,
        },
      };
    },
  };
}
