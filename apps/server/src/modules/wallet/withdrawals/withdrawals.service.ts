import { randomUUID } from 'node:crypto';
import { MIN_WITHDRAWAL_MINOR, type CoinCode } from '@casino/contracts';
import type { Principal } from '../../../platform/auth';
import { AppError, isAppError } from '../../../platform/errors';
import { validateWithdrawalAddress } from '../coins/coins.withdrawal-addresses';
import type { WithdrawalRow } from './withdrawals.repository';
import { announceWithdrawalOf } from './withdrawals.review';
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
  } = ctx;

  const announceWithdrawal = (row: WithdrawalRow) => announceWithdrawalOf(events, row);

  const useCases = {
    /**
     * spec §5 withdraw form, enforced on the server in the spec's order: minimum 20, at most
     * w_balance, no running bonus; then the coin must allow withdrawals and the address must
     * be valid for it. The money is held (a pending transfer) until staff decide.
     */
    async requestWithdrawal(
      principal: Principal,
      /** `amount` in minor units: the contract parsed the decimal text. */
      input: { wallet_address: string; entity_wallet_id: number; amount: number },
      idempotencyKey?: string | null,
    ) {
      const user = await requireUser(principal.userId);
      const { amount } = input;
      const key = clientKey(user.id, idempotencyKey);
      const requestHash = hashRequest({ ...input, amount });
      const { result, replayed } = await once(
        () => repo.findWithdrawalByKey(key),
        async () => {
          await usersService.assertEmailVerified(user.id);
          if (amount < MIN_WITHDRAWAL_MINOR) {
            throw new AppError('WITHDRAWAL_BELOW_MINIMUM', { params: { currency: user.currency } });
          }
          const { w_balance } = await ledger.getPlayerBalances(user.id, user.currency);
          if (amount > w_balance) throw new AppError('WITHDRAWAL_EXCEEDS_BALANCE');
          if (await hasActiveBonus(user.id)) throw new AppError('BONUS_WAGERING_ACTIVE');
          const coin = await requireCoin(input.entity_wallet_id);
          if (!coin.allowWithdrawals) throw new AppError('WITHDRAWALS_NOT_ALLOWED');
          const checked = validateWithdrawalAddress(
            coin.shortCode as CoinCode,
            input.wallet_address,
          );
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
              return repo.insertWithdrawal(unit.tx, {
                uuid,
                userId: user.id,
                entityWalletId: coin.id,
                walletAddress: checked.address,
                amount,
                currency: user.currency,
                cryptoAmount: smallestUnits.toString(),
                rate: rate.price,
                holdTransferId: hold.transferId,
                idempotencyKey: key,
                requestHash,
              });
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
      const coin = await requireCoin(result.entityWalletId);
      return {
        transaction: withdrawalToTransaction(result, coin),
        user: await usersService.toUser(user),
      };
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
