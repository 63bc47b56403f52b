import type {
  AcceptedPayments,
  CoinCode,
  EntityWallet,
  EntityWalletUpdate,
} from '@casino/contracts';
import { AppError } from '../../../platform/errors';
import type { StaffActor } from '../../../platform/auth';
import { type WalletContext, type WalletDeps, toEntityWalletDto } from '../wallet.shared';
import { COINS, coinImagePath } from './coins.catalog';
import { DEMO_EXTENDED_PUBLIC_KEYS, isDemoExtendedPublicKey } from './coins.demo-keys';
import { assertDepositPublicKey } from './coins.deposit-addresses';

/**
 * The coin table: what is accepted, the operator's keys, the demo keys. Its lists are read on
 * every wallet visit and change at an operator's hand only, so they are cached per node under
 * the `coins` version (decision 028) and every change goes through `coinsCache.change`.
 */
export function createCoinUseCases(deps: WalletDeps, ctx: WalletContext) {
  const { repo, requireCoin } = ctx;
  const { coinsCache } = deps;
  /** The coin rows as the lists show them (shared: never change them in place). */
  const listCoinRows = () => coinsCache.read('coins', () => repo.listCoins());
  return {
    /**
     * The coins the site names as accepted (those taking deposits, as the coin table says)
     * and whether cards and wallets are on offer (an on-ramp is configured).
     */
    async getAcceptedPayments(): Promise<AcceptedPayments> {
      const coins = (await listCoinRows())
        .filter((coin) => coin.extendedPublicKey)
        .map((coin) => ({ symbol: coin.shortCode as CoinCode, name: coin.name }));
      return { coins, onramp: deps.onrampUrl ? 1 : 0 };
    },

    /** Inserts the supported coins that are missing (every start; operator edits are kept). */
    async ensureCoins(): Promise<void> {
      const missing = COINS.map((coin, position) => ({
        shortCode: coin.code,
        name: coin.name,
        network: coin.network,
        decimals: coin.decimals,
        confirmations: coin.confirmations,
        coinImage: coinImagePath(coin.code),
        position,
      }));
      await coinsCache.change((tx) => repo.insertMissingCoins(missing, tx));
    },

    /**
     * Demo content: the public demo keys, on coins that have no key yet. Never for real money
     * (coins.demo-keys.ts); the start-up log warns while any is in use.
     */
    installDemoKeys(): Promise<void> {
      return coinsCache.change(async (tx) => {
        for (const coin of await repo.listCoins(tx)) {
          const key = DEMO_EXTENDED_PUBLIC_KEYS[coin.shortCode as CoinCode];
          if (!coin.extendedPublicKey && key) {
            await repo.updateCoin(coin.id, { extendedPublicKey: key, isDemoKey: true }, tx);
          }
        }
      });
    },

    /** Coins whose deposit key is a public demo key, flagged or set by hand. */
    async listDemoKeyCoins(): Promise<string[]> {
      return (await listCoinRows())
        .filter((c) => c.isDemoKey || isDemoExtendedPublicKey(c.extendedPublicKey))
        .map((c) => c.shortCode);
    },

    /** The back office's coins: with their public keys and whether each is a demo key. */
    async listCoinsForStaff() {
      return (await listCoinRows()).map((row) => ({
        id: row.id,
        name: row.name,
        short_code: row.shortCode,
        network: row.network,
        allow_withdrawals: row.allowWithdrawals ? (1 as const) : (0 as const),
        confirmations: row.confirmations,
        extended_public_key: row.extendedPublicKey,
        is_demo_key: row.isDemoKey || isDemoExtendedPublicKey(row.extendedPublicKey),
      }));
    },

    /** spec §7 POST /wallet/entity/wallets. */
    async listCoins(): Promise<EntityWallet[]> {
      return (await listCoinRows()).map(toEntityWalletDto);
    },

    /** Staff edit a coin: name, withdrawals switch, image, confirmations, extended public key. */
    async updateCoin(
      staff: StaffActor,
      id: number,
      patch: EntityWalletUpdate,
    ): Promise<EntityWallet> {
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
      const changes = {
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
      };
      const row = await coinsCache.change(async (tx) => {
        const changed = await repo.updateCoin(id, changes, tx);
        if (!changed) throw new AppError('COIN_NOT_FOUND');
        await ctx.audit.record(tx, staff, {
          action: 'coin.update',
          targetType: 'coin',
          targetId: coin.shortCode,
          before: toEntityWalletDto(coin),
          after: toEntityWalletDto(changed),
        });
        return changed;
      });
      return toEntityWalletDto(row);
    },
  };
}
