import {
  type CoinCode,
  type Currency,
  type DepositWalletResponse,
  type OnrampResponse,
  type Transaction,
} from '@casino/contracts';
import type { Principal } from '../../../platform/auth';
import { AppError } from '../../../platform/errors';
import type { LedgerUnit } from '../../ledger/ledger.service';
import { formatUnits, parseDecimal } from '../../rates/rates.service';
import { deriveDepositAddress } from '../coins/coins.deposit-addresses';
import { validateWithdrawalAddress } from '../coins/coins.withdrawal-addresses';
import { renderQrCode } from '../coins/coins.qr';
import type { EntityWalletRow } from '../coins/coins.repository';
import type { DepositRow } from './deposits.repository';
import { normalizeTxid } from './deposits.txid';
import { verifyWebhookSignature } from './deposits.webhook';
import {
  type DepositReport,
  type WalletDeps,
  type WalletContext,
  isRateStale,
  toTransactionDto,
} from '../wallet.shared';

/** Deposits: addresses, declarations, gateway reports, and crediting at a fresh rate. */
export function createDepositUseCases(deps: WalletDeps, ctx: WalletContext) {
  const {
    repo,
    ledger,
    usersService,
    ratesService,
    events,
    requireUser,
    requireCoin,
    requireCoinByCode,
    now,
    webhookSecrets,
    onDepositCredited,
  } = ctx;

  /**
   * Credits a deposit that has its confirmations at `price`, inside the caller's transaction.
   * Once only: callers lock the row and check its status first, and the ledger key is one per
   * output, so a second attempt (another node, a re-report) finds the transfer already made.
   * The answer's `afterCommit` tells the hooks' listeners (a bonus funded) once it committed.
   */
  async function creditDeposit(
    unit: LedgerUnit,
    deposit: DepositRow,
    context: {
      coin: EntityWalletRow;
      currency: string;
      price: { minor: number; rate: { price: string } };
      confirmations: number;
    },
  ): Promise<{ row: DepositRow; afterCommit: () => void }> {
    const { coin, currency, price } = context;
    let transferId: number | null = null;
    let afterCommit = () => {};
    if (price.minor > 0) {
      ({ transferId } = await unit.transfer({
        key: `deposit:${coin.shortCode}:${deposit.txid}:${deposit.vout}`,
        type: 'deposit',
        debit: { kind: 'deposit_clearing' },
        credit: { kind: 'player_cash', userId: deposit.userId },
        amount: price.minor,
        currency,
        reference: deposit.uuid,
        metadata: {
          coin: coin.shortCode,
          txid: deposit.txid,
          vout: deposit.vout,
          units: deposit.cryptoAmount,
          rate: price.rate.price,
        },
      }));
      afterCommit = await onDepositCredited(unit, {
        userId: deposit.userId,
        currency,
        amount: price.minor,
        reference: deposit.uuid,
      });
    }
    await repo.matchDepositRequest(unit.tx, {
      userId: deposit.userId,
      entityWalletId: coin.id,
      txid: deposit.txid,
      sentAmount: formatUnits(BigInt(deposit.cryptoAmount), coin.decimals),
      depositId: deposit.id,
    });
    const row = await repo.updateDeposit(unit.tx, deposit.id, {
      confirmations: context.confirmations,
      status: 'confirmed',
      amount: price.minor,
      currency,
      rate: price.rate.price,
      transferId,
      confirmedAt: new Date(),
    });
    return { row, afterCommit };
  }

  function announceDeposit(row: DepositRow, coin: EntityWalletRow) {
    events.emit('DepositConfirmed', {
      userId: row.userId,
      uuid: row.uuid,
      symbol: coin.shortCode,
      cryptoAmount: formatUnits(BigInt(row.cryptoAmount), coin.decimals),
      amount: row.amount ?? 0,
      currency: row.currency,
    });
  }

  /** The deposit's value now, or null when no fresh rate exists (live mode): it waits. */
  async function priceDeposit(coin: EntityWalletRow, currency: Currency, units: bigint) {
    try {
      return await ratesService.cryptoToFiat(coin.shortCode as CoinCode, currency, units);
    } catch (error) {
      if (isRateStale(error)) return null;
      throw error;
    }
  }

  const useCases = {
    /**
     * docs/deposit-webhooks.md: the gateway signs X-Signature = hex(HMAC-SHA256(secret,
     * timestamp + "." + raw body)) with X-Signature-Timestamp in Unix seconds, at most five
     * minutes away; compared in constant time. Unknown gateways are 404.
     */
    verifyWebhook(
      gateway: string,
      request: { rawBody: Buffer; timestamp: string; signature: string },
    ): void {
      const secret = webhookSecrets.get(gateway);
      if (!secret) throw new AppError('NOT_FOUND');
      verifyWebhookSignature({ secret, ...request, now: now() });
    },

    /** spec §2 Buy Crypto: default BTC / EUR. */
    getOnramp(): OnrampResponse {
      return { url: deps.onrampUrl ?? null, default_crypto: 'BTC', default_fiat: 'EUR' };
    },

    /**
     * spec §7 POST /wallet/depositwallet: the player's own address for the coin, derived from
     * the operator's extended public key at index = user id, and its QR code drawn by us.
     */
    async getDepositAddress(
      principal: Principal,
      symbol: CoinCode,
    ): Promise<DepositWalletResponse> {
      await usersService.assertEmailVerified(principal.userId);
      const coin = await requireCoinByCode(symbol);
      const address = await useCases.depositAddressFor(principal.userId, symbol);
      return {
        symbol,
        network: coin.network,
        address,
        qr_code: await renderQrCode(address),
        confirmations: coin.confirmations,
        is_demo: coin.isDemoKey,
      };
    },

    /** The address a player's deposits in this coin go to (operators, the CLI). */
    async depositAddressFor(userId: number, symbol: CoinCode): Promise<string> {
      const coin = await requireCoinByCode(symbol);
      if (!coin.extendedPublicKey) throw new AppError('DEPOSITS_UNAVAILABLE');
      const address = deriveDepositAddress(symbol, coin.extendedPublicKey, userId);
      await repo.saveDepositAddress({
        userId,
        entityWalletId: coin.id,
        derivationIndex: userId,
        address,
      });
      return address;
    },

    /** spec §3 Deposit request: what the player says they sent; matched when reported. */
    async declareDeposit(
      principal: Principal,
      input: { reference_number: string; entity_wallet_id: number; sent_amount: string },
    ): Promise<Transaction> {
      await usersService.assertEmailVerified(principal.userId);
      const user = await requireUser(principal.userId);
      const coin = await requireCoin(input.entity_wallet_id);
      try {
        parseDecimal(input.sent_amount, coin.decimals);
      } catch {
        throw AppError.validation({ sent_amount: [{ key: 'invalid_format' }] });
      }
      const row =
        (await repo.insertDepositRequest({
          userId: user.id,
          entityWalletId: coin.id,
          referenceNumber: input.reference_number,
          sentAmount: input.sent_amount,
        })) ?? (await repo.findDepositRequest(user.id, coin.id, input.reference_number));
      if (!row) throw new Error('deposit request vanished');
      return toTransactionDto({
        id: row.id,
        uuid: row.uuid,
        type: 'deposit',
        amount: null,
        currency: user.currency,
        crypto_units: null,
        crypto_text: row.sentAmount,
        symbol: coin.shortCode,
        decimals: coin.decimals,
        reference_number: row.referenceNumber,
        status: row.status === 'matched' ? 'confirmed' : 'pending',
        created_at: row.createdAt,
        wallet_address: null,
        counterparty: null,
        confirmations: null,
        reason: null,
      });
    },

    /**
     * A gateway's report of an output paying one of our addresses. Idempotent on
     * (coin, txid, output), the txid in its canonical spelling (deposits.txid.ts); confirmations
     * only grow; credited once, converted at the rate of the moment the coin's confirmations
     * are reached. Without a fresh rate then (live mode) it waits as `awaiting_rate`, and this
     * report's repeats or the sweep (creditAwaitingDeposits) credit it once a rate exists.
     */
    async receiveDeposit(gateway: string, report: DepositReport) {
      const coin = await requireCoinByCode(report.coin);
      const txid = normalizeTxid(report.coin, report.txid);
      if (!txid) {
        throw AppError.validation({
          txid: [{ key: 'invalid_txid', params: { coin: report.coin } }],
        });
      }
      let units: bigint;
      try {
        units = parseDecimal(report.amount, coin.decimals);
      } catch {
        throw AppError.validation({ amount: [{ key: 'invalid_format' }] });
      }
      if (units <= 0n) throw AppError.validation({ amount: [{ key: 'invalid_format' }] });
      const checked = validateWithdrawalAddress(report.coin, report.address);
      const address = checked.isValid ? checked.address : report.address;
      const owner = await repo.findDepositAddress(coin.id, address);
      if (!owner) throw new AppError('DEPOSIT_ADDRESS_UNKNOWN');
      const user = await requireUser(owner.userId);
      // An earlier report may have reached the confirmations already (they only grow).
      const known = await repo.findDepositByOutput(coin.id, txid, report.vout);
      const confirmations = Math.max(known?.confirmations ?? 0, report.confirmations);
      // Priced before the transaction opens: a slow price API never holds a row lock.
      const price =
        known?.status !== 'confirmed' && confirmations >= coin.confirmations
          ? await priceDeposit(coin, user.currency, units)
          : null;

      // Set inside the transaction (a retry sets it again): what to announce once committed.
      const credited: { done?: { row: DepositRow; afterCommit: () => void } } = {};
      const row = await ledger.run(async (unit: LedgerUnit) => {
        credited.done = undefined;
        const deposit = await repo.upsertDepositForUpdate(unit.tx, {
          userId: user.id,
          entityWalletId: coin.id,
          gateway,
          txid,
          vout: report.vout,
          address,
          cryptoAmount: units.toString(),
          confirmations: report.confirmations,
          status: 'pending',
          currency: user.currency,
        });
        if (deposit.address !== address || BigInt(deposit.cryptoAmount) !== units) {
          throw new AppError('DEPOSIT_CHANGED');
        }
        const reached = Math.max(deposit.confirmations, report.confirmations);
        if (deposit.status === 'confirmed' || reached < coin.confirmations) {
          return reached === deposit.confirmations
            ? deposit
            : repo.updateDeposit(unit.tx, deposit.id, { confirmations: reached });
        }
        if (!price) {
          // Confirmed on chain, but no fresh rate to value it (live mode): it says so and waits.
          return repo.updateDeposit(unit.tx, deposit.id, {
            confirmations: reached,
            status: 'awaiting_rate',
          });
        }
        credited.done = await creditDeposit(unit, deposit, {
          coin,
          currency: user.currency,
          price,
          confirmations: reached,
        });
        return credited.done.row;
      });
      if (credited.done) {
        announceDeposit(credited.done.row, coin);
        credited.done.afterCommit();
      }
      return {
        uuid: row.uuid,
        status: row.status,
        confirmations: row.confirmations,
        credited: row.status === 'confirmed',
      };
    },

    /**
     * Credits the deposits left `awaiting_rate` (live mode: no fresh rate when they reached
     * their confirmations), each at the rate of now, if a fresh one exists now. Every node runs
     * it every 30 s (server.ts). Safe to run anywhere at once: each deposit is locked and its
     * status checked again inside the transaction, and the ledger key per output makes a second
     * credit impossible.
     */
    async creditAwaitingDeposits(options: { limit?: number } = {}) {
      const waiting = await repo.findDepositsByStatus('awaiting_rate', options.limit ?? 100);
      let credited = 0;
      for (const found of waiting) {
        try {
          const coin = await requireCoin(found.entityWalletId);
          const user = await requireUser(found.userId);
          const price = await priceDeposit(coin, user.currency, BigInt(found.cryptoAmount));
          if (!price) continue;
          const done = await ledger.run(async (unit: LedgerUnit) => {
            const deposit = await repo.lockDepositById(unit.tx, found.id);
            // Credited meanwhile by another node's sweep or by a re-report.
            if (deposit.status !== 'awaiting_rate') return null;
            return creditDeposit(unit, deposit, {
              coin,
              currency: user.currency,
              price,
              confirmations: deposit.confirmations,
            });
          });
          if (done) {
            credited += 1;
            announceDeposit(done.row, coin);
            done.afterCommit();
          }
        } catch (error) {
          // One deposit's trouble (a deleted coin, say) must not hold up the others.
          deps.logger.error({ err: error, depositId: found.id }, 'crediting a deposit failed');
        }
      }
      return { credited, waiting: waiting.length - credited };
    },
  };
  return useCases;
}
