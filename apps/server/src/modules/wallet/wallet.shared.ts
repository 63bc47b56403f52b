import { createHash, randomUUID } from 'node:crypto';
import { type CoinCode, type EntityWallet, type Transaction } from '@casino/contracts';
import type { DomainCache } from '../../platform/domain-caches';
import { AppError, isAppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { Logger } from '../../platform/logger';
import type { LedgerService, LedgerUnit } from '../ledger/ledger.service';
import { formatUnits, type RatesService } from '../rates/rates.service';
import type { UsersService } from '../users/users.service';
import type { AuditTrail } from '../audit/audit.service';
import type { EntityWalletRow } from './coins/coins.repository';
import type { HistoryRow, WalletRepository } from './wallet.repository';
import type { WithdrawalRow } from './withdrawals/withdrawals.repository';

/** The first page of a list, when the request names none. */
export const PAGE_DEFAULT = { page: 1, per_page: 20 };

/** Whether a player has a running bonus that blocks withdrawals (the bonus issue fills it). */
export type ActiveBonusCheck = (userId: number) => Promise<boolean>;
/**
 * Told of every deposit credit inside its transaction (the bonuses' qualifying deposit);
 * answers what to do once that transaction has committed.
 */
export type DepositCreditHook = (
  unit: LedgerUnit,
  deposit: { userId: number; currency: string; amount: number; reference: string },
) => Promise<() => void>;

export interface DepositReport {
  coin: CoinCode;
  txid: string;
  vout: number;
  address: string;
  /** Whole coins as text ("0.01"). */
  amount: string;
  confirmations: number;
}

/** What the wallet's use cases are built from (compose.ts passes it). */
export interface WalletDeps {
  walletRepository: WalletRepository;
  ledgerService: LedgerService;
  usersService: UsersService;
  ratesService: RatesService;
  /** The coin lists' cache (`coins` version, decision 028). */
  coinsCache: DomainCache;
  events: EventBus;
  logger: Logger;
  hasActiveBonus?: ActiveBonusCheck;
  onDepositCredited?: DepositCreditHook;
  /** HMAC keys of the deposit webhooks, per gateway name (the bundled one is `generic`). */
  webhookSecrets: Record<string, string>;
  /** The Buy Crypto widget's address, when the operator configured one. */
  onrampUrl?: string | undefined;
  /** Counts one new tip of a player; throws RATE_LIMITED past the limit (compose.ts). */
  limitTip?: (userId: number) => Promise<void>;
  /**
   * Issue 18: a player with two-factor authentication on confirms each withdrawal and tip with
   * a current code (TWO_FACTOR_REQUIRED / TWO_FACTOR_INVALID on `two_factor_code`, RATE_LIMITED
   * past the twoFactor limit); nothing to do for others (compose.ts: the twofactor module).
   */
  confirmTwoFactor?: (userId: number, code: string | undefined, ip: string) => Promise<void>;
  /** The clock webhook timestamps are checked against (tests move it). */
  now?: () => Date;
  /** APP_MODE=live: public demo keys are refused. */
  isLive?: boolean;
  /** Staff actions (withdrawal decisions, coin settings) are recorded here, in their transaction. */
  audit: AuditTrail;
  /** Withdrawals above this amount (minor units) need two staff approvals (four eyes). */
  fourEyesAbove?: number;
  /**
   * Catalog names of the games on a page of game transactions, in one lookup (compose.ts: the
   * gamelists module). Without it game transactions carry no game name.
   */
  findGameNames?: FindGameNames;
}

export type FindGameNames = (refs: { ids: number[]; originals: string[] }) => Promise<{
  byId: ReadonlyMap<number, string>;
  byOriginal: ReadonlyMap<string, string>;
}>;

/** Whether the rates service refused for want of a fresh rate (live mode). */
export function isRateStale(error: unknown): boolean {
  return isAppError(error) && error.code === 'RATE_STALE';
}

/** The fingerprint of a money request: a replay must carry the same content. */
export function hashRequest(content: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(content)
      .sort()
      .map((key) => [key, content[key]]),
  );
  return createHash('sha256').update(canonical).digest('hex');
}

export function isUniqueViolation(error: unknown): boolean {
  let current = error as { code?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}

export function toEntityWalletDto(row: EntityWalletRow): EntityWallet {
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

export function withSymbol(units: string | null, decimals: number | null, symbol: string | null) {
  if (units === null || decimals === null || symbol === null) return null;
  return `${formatUnits(BigInt(units), decimals, 8)} ${symbol}`;
}

export function toTransactionDto(row: HistoryRow): Transaction {
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
    // Deposits, withdrawals and tips belong to no game.
    game: null,
    round: null,
  };
}

export function withdrawalToTransaction(row: WithdrawalRow, coin: EntityWalletRow): Transaction {
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

/**
 * The lookups and the idempotency rule every wallet use case shares (coins/, deposits/,
 * withdrawals/, tips/ and the service itself).
 */
export function createWalletContext(deps: WalletDeps) {
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
  const onDepositCredited: DepositCreditHook =
    deps.onDepositCredited ?? (async () => () => undefined);
  const now = deps.now ?? (() => new Date());
  const confirmTwoFactor = deps.confirmTwoFactor ?? (async () => undefined);
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

  return {
    repo,
    ledger,
    usersService,
    ratesService,
    events,
    hasActiveBonus,
    onDepositCredited,
    now,
    webhookSecrets,
    requireUser,
    requireCoin,
    requireCoinByCode,
    once,
    clientKey,
    audit: deps.audit,
    confirmTwoFactor,
  };
}

export type WalletContext = ReturnType<typeof createWalletContext>;
