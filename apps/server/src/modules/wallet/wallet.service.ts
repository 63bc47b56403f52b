import {
  type AcceptedPayments,
  type CoinCode,
  type EntityWallet,
  type EntityWalletUpdate,
  type OnrampResponse,
  type Transaction,
  type TransactionsResponse,
} from '@casino/contracts';
import type { Principal } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { assertDepositPublicKey } from './wallet.addresses';
import { COINS, coinImagePath } from './wallet.coins';
import { DEMO_EXTENDED_PUBLIC_KEYS, isDemoExtendedPublicKey } from './wallet.demo-keys';
import { describeGameTransfers } from './wallet.game-transactions';
import type { HistoryFilter } from './wallet.repository';
import { verifyWebhookSignature } from './wallet.webhook';
import {
  createWalletContext,
  PAGE_DEFAULT,
  type WalletDeps,
  toEntityWalletDto,
  toTransactionDto,
} from './wallet.shared';
import { createDepositUseCases } from './wallet.deposits';
import { createTipUseCases } from './wallet.tips';
import { createWithdrawalUseCases } from './wallet.withdrawals';

// The wallet's use cases live beside this file, one group each; the service joins them.
export type { ActiveBonusCheck, DepositReport } from './wallet.shared';

export function createWalletService(deps: WalletDeps) {
  const ctx = createWalletContext(deps);
  const { repo, ledger, now, webhookSecrets, requireUser, requireCoin } = ctx;

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
        type: (['bet', 'win', 'rollback', 'bonus'].includes(row.type)
          ? row.type
          : 'adjustment') as Transaction['type'],
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
    ...createDepositUseCases(deps, ctx),
    ...createWithdrawalUseCases(ctx),
    ...createTipUseCases(deps, ctx),
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

    /**
     * The coins the site names as accepted (those taking deposits, as the coin table says)
     * and whether cards and wallets are on offer (an on-ramp is configured).
     */
    async getAcceptedPayments(): Promise<AcceptedPayments> {
      const coins = (await repo.listCoins())
        .filter((coin) => coin.extendedPublicKey)
        .map((coin) => ({ symbol: coin.shortCode as CoinCode, name: coin.name }));
      return { coins, onramp: deps.onrampUrl ? 1 : 0 };
    },

    /** spec §2 Buy Crypto: default BTC / EUR. */
    getOnramp(): OnrampResponse {
      return { url: deps.onrampUrl ?? null, default_crypto: 'BTC', default_fiat: 'EUR' };
    },

    /** Inserts the supported coins that are missing (every start; operator edits are kept). */
    async ensureCoins(): Promise<void> {
      await repo.insertMissingCoins(
        COINS.map((coin, position) => ({
          shortCode: coin.code,
          name: coin.name,
          network: coin.network,
          decimals: coin.decimals,
          confirmations: coin.confirmations,
          coinImage: coinImagePath(coin.code),
          position,
        })),
      );
    },

    /**
     * Demo content: the public demo keys, on coins that have no key yet. Never for real money
     * (wallet.demo-keys.ts); the start-up log warns while any is in use.
     */
    async installDemoKeys(): Promise<void> {
      for (const coin of await repo.listCoins()) {
        const key = DEMO_EXTENDED_PUBLIC_KEYS[coin.shortCode as CoinCode];
        if (!coin.extendedPublicKey && key) {
          await repo.updateCoin(coin.id, { extendedPublicKey: key, isDemoKey: true });
        }
      }
    },

    /** Coins whose deposit key is a public demo key, flagged or set by hand. */
    async listDemoKeyCoins(): Promise<string[]> {
      return (await repo.listCoins())
        .filter((c) => c.isDemoKey || isDemoExtendedPublicKey(c.extendedPublicKey))
        .map((c) => c.shortCode);
    },

    /** spec §7 POST /wallet/entity/wallets. */
    async listCoins(): Promise<EntityWallet[]> {
      return (await repo.listCoins()).map(toEntityWalletDto);
    },

    /** Staff edit a coin: name, withdrawals switch, image, confirmations, extended public key. */
    async updateCoin(id: number, patch: EntityWalletUpdate): Promise<EntityWallet> {
      const coin = await requireCoin(id);
      // A public demo key gives every deposit to whoever reads the README: never in live mode.
      const isDemoKey = isDemoExtendedPublicKey(patch.extended_public_key);
      if (isDemoKey && deps.isLive) throw new AppError('DEMO_KEY_NOT_ALLOWED');
      if (patch.extended_public_key) {
        try {
          assertDepositPublicKey(coin.shortCode as CoinCode, patch.extended_public_key);
        } catch {
          throw AppError.validation({ extended_public_key: [{ key: 'invalid_format' }] });
        }
      }
      const row = await repo.updateCoin(id, {
        ...(patch.name === undefined ? {} : { name: patch.name }),
        ...(patch.allow_withdrawals === undefined
          ? {}
          : { allowWithdrawals: patch.allow_withdrawals === 1 }),
        ...(patch.coin_image === undefined ? {} : { coinImage: patch.coin_image }),
        ...(patch.confirmations === undefined
          ? {}
          : { confirmations: Number(patch.confirmations) }),
        ...(patch.extended_public_key === undefined
          ? {}
          : { extendedPublicKey: patch.extended_public_key, isDemoKey }),
      });
      if (!row) throw new AppError('COIN_NOT_FOUND');
      return toEntityWalletDto(row);
    },

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
