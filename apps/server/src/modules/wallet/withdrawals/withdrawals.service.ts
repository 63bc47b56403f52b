import { randomUUID } from 'node:crypto';
import { MIN_WITHDRAWAL_MINOR, type CoinCode } from '@casino/contracts';
import type { Principal } from '../../../platform/auth';
import { AppError, isAppError } from '../../../platform/errors';
import { validateWithdrawalAddress } from '../coins/coins.withdrawal-addresses';
import type { WithdrawalRow } from './withdrawals.repository';
import { announceWithdrawalOf, auditedWithdrawal, type Reviewer } from './withdrawals.review';
import { type WalletContext, hashRequest, withdrawalToTransaction } from '../wallet.shared';

/** Withdrawals the player asks for (a hold) and cancels; staff decide (withdrawals.review.ts). */
export function createWithdrawalUseCases(ctx: WalletContext) {
  const {
    repo,
    ledger,
    usersService,
    ratesService,
    events,
    hasActiveBonus,
    requireUser,
    requireCoin,
    once,
    clientKey,
    audit,
    confirmTwoFactor,
  } = ctx;

  const announceWithdrawal = (row: WithdrawalRow) => announceWithdrawalOf(events, row);

  type WithdrawalInput = { wallet_address: string; entity_wallet_id: number; amount: number };
  type Owner = Awaited<ReturnType<typeof requireUser>>;

  /**
   * spec §5 withdraw form, enforced on the server in the spec's order: minimum 20, at most
   * w_balance, no running bonus; then the coin must allow withdrawals and the address must be
   * valid for it. The money is held (a pending transfer) until staff decide; a replay of the
   * key answers the first result. `allowed` says first whether this caller may ask at all;
   * `confirmed` is asked last, once the request is otherwise valid, before the hold (the
   * player's two-factor code: a refused request does not spend it). A staff cash-out is
   * recorded on the row and in the audit trail, in the hold's transaction.
   */
  async function holdWithdrawal(
    user: Owner,
    input: WithdrawalInput,
    request: {
      key: string;
      allowed: () => Promise<void>;
      confirmed?: () => Promise<void>;
      cashout?: { staff: Reviewer; reason: string };
    },
  ) {
    const { amount } = input;
    const requestHash = hashRequest({ ...input, amount, reason: request.cashout?.reason });
    const { result, replayed } = await once(
      () => repo.findWithdrawalByKey(request.key),
      async () => {
        await request.allowed();
        if (amount < MIN_WITHDRAWAL_MINOR) {
          throw new AppError('WITHDRAWAL_BELOW_MINIMUM', { params: { currency: user.currency } });
        }
        const { w_balance } = await ledger.getPlayerBalances(user.id, user.currency);
        if (amount > w_balance) throw new AppError('WITHDRAWAL_EXCEEDS_BALANCE');
        if (await hasActiveBonus(user.id)) throw new AppError('BONUS_WAGERING_ACTIVE');
        const coin = await requireCoin(input.entity_wallet_id);
        if (!coin.allowWithdrawals) throw new AppError('WITHDRAWALS_NOT_ALLOWED');
        const checked = validateWithdrawalAddress(coin.shortCode as CoinCode, input.wallet_address);
        if (!checked.isValid) {
          throw new AppError('INVALID_ADDRESS', {
            params: { coin: coin.shortCode },
            fields: {
              wallet_address: [{ key: 'invalid_address', params: { coin: coin.shortCode } }],
            },
          });
        }
        // Live mode without a fresh rate: RATE_STALE here, before any hold or row exists.
        const { smallestUnits, rate } = await ratesService.fiatToCrypto(
          coin.shortCode as CoinCode,
          user.currency,
          amount,
        );
        await request.confirmed?.();
        const uuid = randomUUID();
        try {
          return await ledger.run(async (unit) => {
            const hold = await unit.transfer({
              key: `withdrawal:${uuid}:hold`,
              type: 'withdrawal',
              debit: { kind: 'player_cash', userId: user.id },
              credit: { kind: 'withdrawal_clearing' },
              amount,
              currency: user.currency,
              pending: true,
              reference: uuid,
              metadata: { coin: coin.shortCode, address: checked.address },
            });
            const row = await repo.insertWithdrawal(unit.tx, {
              uuid,
              userId: user.id,
              entityWalletId: coin.id,
              walletAddress: checked.address,
              amount,
              currency: user.currency,
              cryptoAmount: smallestUnits.toString(),
              rate: rate.price,
              holdTransferId: hold.transferId,
              idempotencyKey: request.key,
              requestHash,
              requestedBy: request.cashout?.staff.userId ?? null,
            });
            if (request.cashout) {
              await audit.record(unit.tx, request.cashout.staff, {
                action: 'withdrawal.request',
                targetType: 'withdrawal',
                targetId: uuid,
                before: null,
                after: {
                  ...auditedWithdrawal(row),
                  player_id: user.id,
                  coin: coin.shortCode,
                  wallet_address: checked.address,
                  request_reason: request.cashout.reason,
                },
              });
            }
            return row;
          });
        } catch (error) {
          // Another request took the money between the check above and the hold.
          if (isAppError(error) && error.code === 'INSUFFICIENT_FUNDS') {
            throw new AppError('WITHDRAWAL_EXCEEDS_BALANCE');
          }
          throw error;
        }
      },
      (found) => found.requestHash === requestHash,
    );
    if (!replayed) announceWithdrawal(result);
    return result;
  }

  const useCases = {
    /**
     * The player asks for a withdrawal of their cash (spec §5): e-mail verified first; with 2FA
     * on, a current code in `two_factor_code` (issue 18). A replay of the key answers the first
     * result without asking for a code again. `ip` counts wrong codes (HTTP calls pass it).
     */
    async requestWithdrawal(
      principal: Principal,
      /** `amount` in minor units: the contract parsed the decimal text. */
      input: WithdrawalInput & { two_factor_code?: string | undefined },
      idempotencyKey?: string | null,
      ip = 'local',
    ) {
      const user = await requireUser(principal.userId);
      const { two_factor_code: code, ...withdrawal } = input;
      const result = await holdWithdrawal(user, withdrawal, {
        key: clientKey(user.id, idempotencyKey),
        allowed: () => usersService.assertEmailVerified(user.id),
        confirmed: () => confirmTwoFactor(user.id, code, ip),
      });
      const coin = await requireCoin(result.entityWalletId);
      return {
        transaction: withdrawalToTransaction(result, coin),
        user: await usersService.toUser(user),
      };
    },

    /**
     * Staff pay out a blocked player's cash (issue 17: a blocked account cannot log in, but
     * its cash is still theirs). Only a blocked account: an open one asks for itself
     * (PLAYER_NOT_BLOCKED). The same rules and hold as the player's own request; it joins the
     * queue, and another staff member must approve it (WITHDRAWAL_SECOND_APPROVER).
     */
    async requestCashout(
      staff: Reviewer,
      playerId: number,
      input: WithdrawalInput & { reason: string },
      idempotencyKey?: string | null,
    ) {
      const { reason, ...withdrawal } = input;
      const user = await usersService.findById(playerId);
      if (!user || user.role !== 'player') throw new AppError('PLAYER_NOT_FOUND');
      return holdWithdrawal(user, withdrawal, {
        key: clientKey(user.id, `staff:${staff.userId}:${idempotencyKey ?? randomUUID()}`),
        allowed: async () => {
          if (user.blockedAt === null) throw new AppError('PLAYER_NOT_BLOCKED');
        },
        cashout: { staff, reason },
      });
    },

    /** "Cancel Withdrawal": the player takes back a pending request; the hold is voided. */
    async cancelWithdrawal(principal: Principal, uuid: string) {
      const user = await requireUser(principal.userId);
      const row = await ledger.run(async (unit) => {
        const changed = await repo.transitionWithdrawal(
          unit.tx,
          uuid,
          ['pending'],
          { status: 'cancelled' },
          user.id,
        );
        if (!changed) {
          const found = await repo.findWithdrawalByUuid(uuid, unit.tx);
          // Another player's withdrawal does not exist as far as this player can tell.
          if (!found || found.userId !== user.id) throw new AppError('WITHDRAWAL_NOT_FOUND');
          throw new AppError('WITHDRAWAL_NOT_PENDING');
        }
        await unit.void(changed.holdTransferId);
        return changed;
      });
      announceWithdrawal(row);
      const coin = await requireCoin(row.entityWalletId);
      return {
        transaction: withdrawalToTransaction(row, coin),
        user: await usersService.toUser(user),
      };
    },
  };
  return useCases;
}
