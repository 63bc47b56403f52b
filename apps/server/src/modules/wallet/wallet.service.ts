import { createHash, randomUUID } from 'node:crypto';
import {
  MIN_WITHDRAWAL_MINOR,
  type AdminWithdrawal,
  type CoinCode,
  type Currency,
  type DepositWalletResponse,
  type EntityWallet,
  type EntityWalletUpdate,
  type OnrampResponse,
  type Transaction,
  type TransactionsResponse,
} from '@casino/contracts';
import type { Principal } from '../../platform/auth';
import { AppError, isAppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { Logger } from '../../platform/logger';
import type { LedgerService, LedgerUnit } from '../ledger/ledger.service';
import { formatUnits, parseDecimal, type RatesService } from '../rates/rates.service';
import type { UsersService } from '../users/users.service';
import {
  assertDepositPublicKey,
  deriveDepositAddress,
  validateWithdrawalAddress,
} from './wallet.addresses';
import { COINS, coinImagePath } from './wallet.coins';
import { DEMO_EXTENDED_PUBLIC_KEYS, isDemoExtendedPublicKey } from './wallet.demo-keys';
import { renderQrCode } from './wallet.qr';
import type {
  DepositRow,
  EntityWalletRow,
  HistoryFilter,
  HistoryRow,
  WalletRepository,
  WithdrawalRow,
} from './wallet.repository';
import { normalizeTxid } from './wallet.txid';
import { verifyWebhookSignature } from './wallet.webhook';

/** Sort order of the coins; missing rows are inserted at start-up, edits are kept. */
const PAGE_DEFAULT = { page: 1, per_page: 20 };

/** Whether a player has a running bonus that blocks withdrawals (the bonus issue fills it). */
export type ActiveBonusCheck = (userId: number) => Promise<boolean>;

export interface DepositReport {
  coin: CoinCode;
  txid: string;
  vout: number;
  address: string;
  /** Whole coins as text ("0.01"). */
  amount: string;
  confirmations: number;
}

/** Whether the rates service refused for want of a fresh rate (live mode). */
function isRateStale(error: unknown): boolean {
  return isAppError(error) && error.code === 'RATE_STALE';
}

/** The fingerprint of a money request: a replay must carry the same content. */
function hashRequest(content: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(content)
      .sort()
      .map((key) => [key, content[key]]),
  );
  return createHash('sha256').update(canonical).digest('hex');
}

function isUniqueViolation(error: unknown): boolean {
  let current = error as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}

function toEntityWalletDto(row: EntityWalletRow): EntityWallet {
  return {
    id: row.id,
    name: row.name,
    short_code: row.shortCode as CoinCode,
    network: row.network,
    allow_withdrawals: row.allowWithdrawals ? 1 : 0,
    coin_image: row.coinImage,
    decimals: row.decimals,
    confirmations: row.confirmations,
    deposits_enabled: row.extendedPublicKey ? 1 : 0,
  };
}

function withSymbol(units: string | null, decimals: number | null, symbol: string | null) {
  if (units === null || decimals === null || symbol === null) return null;
  return `${formatUnits(BigInt(units), decimals, 8)} ${symbol}`;
}

function toTransactionDto(row: HistoryRow): Transaction {
  const sent =
    row.crypto_text !== null && row.symbol !== null
      ? `${row.crypto_text} ${row.symbol}`
      : withSymbol(row.crypto_units, row.decimals, row.symbol);
  return {
    id: Number(row.id),
    uuid: row.uuid,
    type: row.type,
    amount: row.amount === null ? null : Number(row.amount),
    currency: row.currency,
    sent_amount: sent,
    symbol: row.symbol,
    reference_number: row.reference_number,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    wallet_address: row.wallet_address,
    counterparty: row.counterparty,
    confirmations: row.confirmations === null ? null : Number(row.confirmations),
    reason: row.reason,
  };
}

function withdrawalToTransaction(row: WithdrawalRow, coin: EntityWalletRow): Transaction {
  return toTransactionDto({
    id: row.id,
    uuid: row.uuid,
    type: 'withdrawal',
    amount: -row.amount,
    currency: row.currency,
    crypto_units: row.cryptoAmount,
    crypto_text: null,
    symbol: coin.shortCode,
    decimals: coin.decimals,
    reference_number: row.txid,
    status: row.status,
    created_at: row.createdAt,
    wallet_address: row.walletAddress,
    counterparty: null,
    confirmations: null,
    reason: row.reason,
  });
}

export function createWalletService(deps: {
  walletRepository: WalletRepository;
  ledgerService: LedgerService;
  usersService: UsersService;
  ratesService: RatesService;
  events: EventBus;
  logger: Logger;
  hasActiveBonus?: ActiveBonusCheck;
  /** HMAC keys of the deposit webhooks, per gateway name (the bundled one is `generic`). */
  webhookSecrets: Record<string, string>;
  /** The Buy Crypto widget's address, when the operator configured one. */
  onrampUrl?: string | undefined;
  /** Counts one new tip of a player; throws RATE_LIMITED past the limit (compose.ts). */
  limitTip?: (userId: number) => Promise<void>;
  /** The clock webhook timestamps are checked against (tests move it). */
  now?: () => Date;
  /** APP_MODE=live: public demo keys are refused. */
  isLive?: boolean;
}) {
  const {
    walletRepository: repo,
    ledgerService: ledger,
    usersService,
    ratesService,
    events,
  } = deps;
  // spec §5: "any bonus with active=1 and finished=0" blocks withdrawals; the bonus issue
  // passes the real check. Until bonuses exist no player has one.
  const hasActiveBonus = deps.hasActiveBonus ?? (async () => false);
  const now = deps.now ?? (() => new Date());
  // A Map, not an object: a gateway named `__proto__` or `toString` is unknown, not a prototype.
  const webhookSecrets = new Map(Object.entries(deps.webhookSecrets));

  async function requireUser(userId: number) {
    const user = await usersService.findById(userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return user;
  }

  async function requireCoin(id: number): Promise<EntityWalletRow> {
    const coin = await repo.findCoinById(id);
    if (!coin) throw new AppError('COIN_NOT_FOUND');
    return coin;
  }

  async function requireCoinByCode(code: string): Promise<EntityWalletRow> {
    const coin = await repo.findCoinByCode(code);
    if (!coin) throw new AppError('COIN_NOT_FOUND');
    return coin;
  }

  /** Runs a money command once per idempotency key; a concurrent twin answers the first. */
  async function once<T>(
    find: () => Promise<T | null>,
    make: () => Promise<T>,
    sameContent: (found: T) => boolean,
  ): Promise<{ result: T; replayed: boolean }> {
    const check = async () => {
      const found = await find();
      if (found === null) return null;
      if (!sameContent(found)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return found;
    };
    const earlier = await check();
    if (earlier !== null) return { result: earlier, replayed: true };
    try {
      return { result: await make(), replayed: false };
    } catch (error) {
      if (!isUniqueViolation(error) && !isAppError(error)) throw error;
      const twin = await check();
      if (twin === null) throw error;
      return { result: twin, replayed: true };
    }
  }

  function clientKey(userId: number, key: string | null | undefined): string {
    return `${userId}:${key ?? randomUUID()}`;
  }

  async function toAdminWithdrawal(
    row: WithdrawalRow,
    coin?: { symbol: string; decimals: number },
  ) {
    const user = await usersService.findById(row.userId);
    let meta = coin;
    if (!meta) {
      const found = await requireCoin(row.entityWalletId);
      meta = { symbol: found.shortCode, decimals: found.decimals };
    }
    const dto: AdminWithdrawal = {
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
    };
    return dto;
  }

  function announceWithdrawal(row: WithdrawalRow) {
    events.emit('WithdrawalStatusChanged', {
      userId: row.userId,
      uuid: row.uuid,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      reason: row.reason,
    });
  }

  /**
   * Credits a deposit that has its confirmations at `price`, inside the caller's transaction.
   * Once only: callers lock the row and check its status first, and the ledger key is one per
   * output, so a second attempt (another node, a re-report) finds the transfer already made.
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
  ): Promise<DepositRow> {
    const { coin, currency, price } = context;
    let transferId: number | null = null;
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
    }
    await repo.matchDepositRequest(unit.tx, {
      userId: deposit.userId,
      entityWalletId: coin.id,
      txid: deposit.txid,
      sentAmount: formatUnits(BigInt(deposit.cryptoAmount), coin.decimals),
      depositId: deposit.id,
    });
    return repo.updateDeposit(unit.tx, deposit.id, {
      confirmations: context.confirmations,
      status: 'confirmed',
      amount: price.minor,
      currency,
      rate: price.rate.price,
      transferId,
      confirmedAt: new Date(),
    });
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
    return {
      transactions: rows.map((row) => ({
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
      })),
      total,
      page: pageNo,
      per_page,
    };
  }

  return {
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
      const address = await this.depositAddressFor(principal.userId, symbol);
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
     * (coin, txid, output), the txid in its canonical spelling (wallet.txid.ts); confirmations
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

      let credited: DepositRow | null = null;
      const row = await ledger.run(async (unit: LedgerUnit) => {
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
        credited = await creditDeposit(unit, deposit, {
          coin,
          currency: user.currency,
          price,
          confirmations: reached,
        });
        return credited;
      });
      if (credited) announceDeposit(credited, coin);
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
          const row = await ledger.run(async (unit: LedgerUnit) => {
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
          if (row) {
            credited += 1;
            announceDeposit(row, coin);
          }
        } catch (error) {
          // One deposit's trouble (a deleted coin, say) must not hold up the others.
          deps.logger.error({ err: error, depositId: found.id }, 'crediting a deposit failed');
        }
      }
      return { credited, waiting: waiting.length - credited };
    },

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

    /**
     * Staff approve: the hold is posted (the money leaves). With the on-chain txid the
     * withdrawal is Confirmed at once; without it, Approved until `confirm` records the txid.
     */
    async approveWithdrawal(staff: Principal, uuid: string, txid?: string) {
      const row = await ledger.run(async (unit) => {
        const status = txid ? 'confirmed' : 'approved';
        const patch = {
          status,
          reviewedBy: staff.userId,
          reviewedAt: new Date(),
          ...(txid ? { txid } : {}),
        } as const;
        const pending = await repo.transitionWithdrawal(unit.tx, uuid, ['pending'], patch);
        if (pending) {
          await unit.post(pending.holdTransferId);
          return pending;
        }
        // An approved withdrawal only still needs its txid.
        if (txid) {
          const approved = await repo.transitionWithdrawal(unit.tx, uuid, ['approved'], {
            status: 'confirmed',
            txid,
          });
          if (approved) return approved;
        }
        if (!(await repo.findWithdrawalByUuid(uuid, unit.tx)))
          throw new AppError('WITHDRAWAL_NOT_FOUND');
        throw new AppError('WITHDRAWAL_NOT_PENDING');
      });
      announceWithdrawal(row);
      return toAdminWithdrawal(row);
    },

    /** Staff reject with a reason: the hold is voided and the money is the player's again. */
    async rejectWithdrawal(staff: Principal, uuid: string, reason: string) {
      const row = await ledger.run(async (unit) => {
        const changed = await repo.transitionWithdrawal(unit.tx, uuid, ['pending'], {
          status: 'rejected',
          reason,
          reviewedBy: staff.userId,
          reviewedAt: new Date(),
        });
        if (!changed) {
          if (!(await repo.findWithdrawalByUuid(uuid, unit.tx)))
            throw new AppError('WITHDRAWAL_NOT_FOUND');
          throw new AppError('WITHDRAWAL_NOT_PENDING');
        }
        await unit.void(changed.holdTransferId);
        return changed;
      });
      announceWithdrawal(row);
      return toAdminWithdrawal(row);
    },

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

    /**
     * ARCHITECTURE decision: tips move withdrawable cash to another named player, in one
     * transfer; not to oneself; both players in the same currency.
     */
    async tip(
      principal: Principal,
      /** `amount` in minor units: the contract parsed the decimal text. */
      input: { recipient: string; amount: number },
      idempotencyKey?: string | null,
    ) {
      const sender = await requireUser(principal.userId);
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
