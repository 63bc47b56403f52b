import { randomUUID } from 'node:crypto';
import type { Principal } from '../../../platform/auth';
import { AppError, isAppError } from '../../../platform/errors';
import {
  type WalletDeps,
  type WalletContext,
  hashRequest,
  toTransactionDto,
} from '../wallet.shared';

/** Tips between players. */
export function createTipUseCases(deps: WalletDeps, ctx: WalletContext) {
  const { repo, ledger, usersService, events, requireUser, once, clientKey, confirmTwoFactor } =
    ctx;
  const useCases = {
    /**
     * ARCHITECTURE decision: tips move withdrawable cash to another named player, in one
     * transfer; not to oneself; both players in the same currency. With 2FA on, a current
     * code in `two_factor_code` (issue 18), checked last before the money moves; a replay of
     * the key answers the first result without it.
     */
    async tip(
      principal: Principal,
      /** `amount` in minor units: the contract parsed the decimal text. */
      tipInput: { recipient: string; amount: number; two_factor_code?: string | undefined },
      idempotencyKey?: string | null,
      ip = 'local',
    ) {
      const sender = await requireUser(principal.userId);
      const { two_factor_code: code, ...input } = tipInput;
      const { amount } = input;
      const key = clientKey(sender.id, idempotencyKey);
      const requestHash = hashRequest({
        ...input,
        recipient: input.recipient.trim().toLowerCase(),
        amount,
      });
      const { result, replayed } = await once(
        () => repo.findTipByKey(key),
        async () => {
          // Counted only for new tips: a replay of an answered one (a client's retry) moves
          // nothing and is never refused.
          await deps.limitTip?.(sender.id);
          await usersService.assertEmailVerified(sender.id);
          const matches = (await usersService.findByName(input.recipient)).filter(
            (u) => u.role === 'player' || u.id === sender.id,
          );
          if (matches.length === 0) throw new AppError('RECIPIENT_NOT_FOUND');
          if (matches.length > 1) throw new AppError('RECIPIENT_AMBIGUOUS');
          const recipient = matches[0];
          if (!recipient) throw new AppError('RECIPIENT_NOT_FOUND');
          if (recipient.id === sender.id) throw new AppError('TIP_TO_SELF');
          if (recipient.currency !== sender.currency) throw new AppError('TIP_CURRENCY_MISMATCH');
          const { w_balance } = await ledger.getPlayerBalances(sender.id, sender.currency);
          if (amount > w_balance) throw new AppError('TIP_EXCEEDS_BALANCE');
          await confirmTwoFactor(sender.id, code, ip);
          const uuid = randomUUID();
          try {
            return await ledger.run(async (unit) => {
              const { transferId } = await unit.transfer({
                key: `tip:${uuid}`,
                type: 'tip',
                debit: { kind: 'player_cash', userId: sender.id },
                credit: { kind: 'player_cash', userId: recipient.id },
                amount,
                currency: sender.currency,
                reference: uuid,
              });
              return repo.insertTip(unit.tx, {
                uuid,
                senderId: sender.id,
                recipientId: recipient.id,
                senderName: sender.name,
                recipientName: recipient.name,
                amount,
                currency: sender.currency,
                transferId,
                idempotencyKey: key,
                requestHash,
              });
            });
          } catch (error) {
            if (isAppError(error) && error.code === 'INSUFFICIENT_FUNDS')
              throw new AppError('TIP_EXCEEDS_BALANCE');
            throw error;
          }
        },
        (found) => found.requestHash === requestHash,
      );
      if (!replayed) {
        events.emit('TipReceived', {
          userId: result.recipientId,
          uuid: result.uuid,
          fromUserId: sender.id,
          fromName: sender.name,
          amount: result.amount,
          currency: result.currency,
        });
      }
      return {
        transaction: toTransactionDto({
          id: result.id,
          uuid: result.uuid,
          type: 'tip_sent',
          amount: -result.amount,
          currency: result.currency,
          crypto_units: null,
          crypto_text: null,
          symbol: null,
          decimals: null,
          reference_number: null,
          status: 'confirmed',
          created_at: result.createdAt,
          wallet_address: null,
          counterparty: result.recipientName,
          confirmations: null,
          reason: null,
        }),
        user: await usersService.toUser(sender),
      };
    },
  };
  return useCases;
}
