import {
  acknowledgement,
  count,
  flag,
  idParam,
  isoDateTime,
  okAnswer,
  pageQuery,
  recordId,
} from './common';
import { twoFactorCodeField } from './two-factor';
import { CURRENCIES, userSchema } from './user';
import { z } from './validation';

/** The coins the casino accepts (issue: supported coins), by short code. */
export const COIN_CODES = ['BTC', 'LTC', 'DOGE', 'BCH', 'XMR', 'BNB', 'ETH', 'DASH'] as const;
export type CoinCode = (typeof COIN_CODES)[number];

import { parseMoneyAmount } from './decimal';
import { FIAT_DECIMALS, MAX_MONEY_AMOUNT } from './wallet-limits';

export * from './wallet-limits';
export * from './decimal';

/** ISO 4217 codes the conversion calculator accepts as fiat_symbol. */
export const FIAT_SYMBOLS = CURRENCIES;

/**
 * A fiat amount on the wire -> integer minor units (ARCHITECTURE: request bodies carry major
 * units, responses minor units). The input is decimal text ("20.10"), or for JSON clients a
 * number read through its shortest decimal text (20.1 -> "20.1"); it is parsed with BigInt,
 * never multiplied as a float. More decimals than the currency has (two), a sign, an exponent
 * ("1e3"), garbage, or (unless `allowZero`) zero is a validation error on the field.
 */
export function fiatAmountSchema(options: { allowZero?: boolean } = {}) {
  const text = z.union([z.string(), z.number()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? 'required' : 'invalid_amount',
  });
  return text.transform((value, ctx) => {
    const parsed = parseMoneyAmount(value, {
      decimals: FIAT_DECIMALS,
      max: MAX_MONEY_AMOUNT,
      allowZero: options.allowZero ?? false,
    });
    if ('minor' in parsed) return parsed.minor;
    // `maximum` fills the max_decimals and max_number texts; the other keys ignore it.
    const maximum = parsed.problem === 'max_decimals' ? FIAT_DECIMALS : MAX_MONEY_AMOUNT;
    ctx.addIssue({ code: 'custom', message: parsed.problem, params: { maximum }, input: value });
    return z.NEVER;
  });
}

/** A money amount a player moves (withdrawal, tip): positive, in minor units once parsed. */
export const moneyAmountSchema = fiatAmountSchema();

/** A crypto amount as text in whole coins ("0.01"), at most 18 decimals; never a float. */
export const cryptoAmountSchema = z
  .string()
  .trim()
  .regex(/^(?:0|[1-9]\d{0,17})(?:\.\d{1,18})?$/, { message: 'invalid_format' });

/** spec §3 Entity wallet (supported crypto). allow_withdrawals is 1 when allowed. */
export const entityWalletSchema = z
  .object({
    id: recordId,
    name: z.string(),
    short_code: z.enum(COIN_CODES),
    network: z.string(),
    allow_withdrawals: flag,
    coin_image: z.string(),
    /** Smallest units per coin, as a power of ten (BTC 8, ETH 18). */
    decimals: z.number().int(),
    /** Confirmations a deposit needs before it is credited. */
    confirmations: z.number().int(),
    /** Whether deposit addresses can be given out (an extended public key is configured). */
    deposits_enabled: flag,
  })
  .meta({ id: 'EntityWallet' });
export type EntityWallet = z.infer<typeof entityWalletSchema>;
export const entityWalletsResponseSchema = z.object({ wallets: z.array(entityWalletSchema) });

/**
 * What the site says it accepts (footer, landing page): the coins taking deposits, from the
 * coin table, and whether an on-ramp (cards and wallets through Buy Crypto) is configured.
 */
export const acceptedPaymentsSchema = z
  .object({
    coins: z.array(z.object({ symbol: z.enum(COIN_CODES), name: z.string() })),
    onramp: flag,
  })
  .meta({ id: 'AcceptedPayments' });
export type AcceptedPayments = z.infer<typeof acceptedPaymentsSchema>;
export type EntityWalletsResponse = z.infer<typeof entityWalletsResponseSchema>;

/** Staff change a coin (admin API). */
export const entityWalletUpdateSchema = z
  .object({
    name: z.string().trim().min(2).max(60).optional(),
    allow_withdrawals: flag.optional(),
    coin_image: z.string().trim().min(1).max(300).optional(),
    confirmations: z.coerce.number().int().min(0).max(1000).optional(),
    /** Account-level extended public key (XMR: "viewKeyHex:spendPublicKeyHex"); null clears. */
    extended_public_key: z.string().trim().min(20).max(300).nullable().optional(),
  })
  .meta({ id: 'EntityWalletUpdate' });
export type EntityWalletUpdate = z.input<typeof entityWalletUpdateSchema>;

/** spec §7 POST /wallet/depositwallet {symbol}, default BTC. */
export const depositWalletRequestSchema = z
  .object({ symbol: z.enum(COIN_CODES).default('BTC') })
  .meta({ id: 'DepositWalletRequest' });
export type DepositWalletRequest = z.input<typeof depositWalletRequestSchema>;

/** spec §3 Account crypto info: the player's own address and its QR code (an SVG data URL). */
export const depositWalletResponseSchema = z
  .object({
    symbol: z.enum(COIN_CODES),
    network: z.string(),
    address: z.string(),
    qr_code: z.string(),
    confirmations: z.number().int(),
    /** The address comes from the public demo keys (demo mode): it must not receive funds. */
    is_demo: z.boolean(),
  })
  .meta({ id: 'AccountCryptoInfo' });
export type DepositWalletResponse = z.infer<typeof depositWalletResponseSchema>;

export const CONVERSION_SECTIONS = ['deposits', 'withdrawals'] as const;

/** spec §3 Conversion request; spec §4: default BTC and EUR until the user's currency applies. */
export const conversionRequestSchema = z
  .object({
    crypto_symbol: z.enum(COIN_CODES).default('BTC'),
    fiat_symbol: z.enum(FIAT_SYMBOLS).default('EUR'),
    /** Major units on the wire; minor units (cents) once parsed. Zero converts to "0". */
    fiat_amount: fiatAmountSchema({ allowZero: true }),
    section_name: z.enum(CONVERSION_SECTIONS).default('deposits'),
  })
  .meta({ id: 'ConversionRequest' });
export type ConversionRequest = z.input<typeof conversionRequestSchema>;

/** spec §3 Crypto conversion result, with where the rate came from and how old it is. */
export const conversionResponseSchema = z
  .object({
    crypto_amount: z.string(),
    crypto_symbol: z.enum(COIN_CODES),
    fiat_symbol: z.enum(FIAT_SYMBOLS),
    fiat_amount: z.number(),
    section_name: z.enum(CONVERSION_SECTIONS),
    /** Price of one coin in the fiat currency, as decimal text. */
    rate: z.string(),
    /** live: the configured price API; offline: the committed table; pinned: set by an operator or test. */
    rate_source: z.enum(['live', 'offline', 'pinned']),
    /** When the rate was observed (ISO). */
    rate_date: z.string(),
  })
  .meta({ id: 'ConversionResult' });
export type ConversionResponse = z.infer<typeof conversionResponseSchema>;

export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'tip_sent',
  'tip_received',
  'bet',
  'win',
  'rollback',
  'bonus',
  'adjustment',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
/** What a withdrawal goes through (ARCHITECTURE decisions: Pending -> Approved -> Confirmed). */
export const WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'confirmed',
  'rejected',
  'cancelled',
] as const;
/**
 * A list row's status. `awaiting_rate`: a deposit has its confirmations but no fresh conversion
 * rate existed (live mode); it is credited as soon as one does.
 */
export const TRANSACTION_STATUSES = [...WITHDRAWAL_STATUSES, 'awaiting_rate'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * spec §3 Transaction: id, uuid, type, amount, sent_amount, reference_number, status,
 * created_at. `amount` is minor units of `currency` (negative when money left the player);
 * `sent_amount` is the crypto amount with its coin when one moved ("0.01 BTC").
 */
export const transactionSchema = z
  .object({
    id: recordId,
    uuid: z.string(),
    type: z.enum(TRANSACTION_TYPES),
    /** Null while a deposit awaits its confirmations (its value is fixed when credited). */
    amount: z.number().int().nullable(),
    currency: z.string(),
    sent_amount: z.string().nullable(),
    symbol: z.string().nullable(),
    reference_number: z.string().nullable(),
    status: z.enum(TRANSACTION_STATUSES),
    created_at: isoDateTime,
    /** Withdrawals: the receiving address. */
    wallet_address: z.string().nullable(),
    /** Tips: the other player's name. */
    counterparty: z.string().nullable(),
    /** Deposits: confirmations so far. */
    confirmations: z.number().int().nullable(),
    /** Rejections: the reason staff gave. */
    reason: z.string().nullable(),
    /** Game transactions: the catalog game's name (null for money that moved outside a game). */
    game: z.string().nullable(),
    /** Game transactions: the game's round id, as the game or provider names it. */
    round: z.string().nullable(),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof transactionSchema>;

/** Lists are paginated: page from 1, per_page up to 100. */
export const pageRequestSchema = z.object(pageQuery(20)).meta({ id: 'PageRequest' });
export type PageRequest = z.input<typeof pageRequestSchema>;

export const transactionsResponseSchema = z
  .object({
    transactions: z.array(transactionSchema),
    total: count,
    page: count,
    per_page: count,
  })
  .meta({ id: 'TransactionList' });
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

/** spec §3 Deposit request: the deposit a player says they sent, matched when the gateway reports. */
export const depositRequestSchema = z
  .object({
    reference_number: z.string().trim().min(1).max(200),
    entity_wallet_id: idParam,
    sent_amount: cryptoAmountSchema,
  })
  .meta({ id: 'DepositRequest' });
export type DepositRequest = z.input<typeof depositRequestSchema>;

/** spec §3 Withdraw request; amount in major units of the user's currency (minor once parsed). */
export const withdrawalRequestSchema = z
  .object({
    wallet_address: z.string().trim().min(1).max(200),
    entity_wallet_id: idParam,
    amount: moneyAmountSchema,
    ...twoFactorCodeField,
  })
  .meta({ id: 'WithdrawalRequest' });
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;

/**
 * ARCHITECTURE decision: a tip names its recipient; amount in major units of the sender's
 * currency (minor once parsed).
 */
export const tipRequestSchema = z
  .object({
    recipient: z.string().trim().min(1).max(60),
    amount: moneyAmountSchema,
    ...twoFactorCodeField,
  })
  .meta({ id: 'TipRequest' });
export type TipRequest = z.input<typeof tipRequestSchema>;

/** A money call's answer: the transaction it made and the player's balances after it. */
export const walletActionResponseSchema = acknowledgement({
  transaction: transactionSchema,
  user: userSchema,
}).meta({ id: 'WalletActionResult' });
export type WalletActionResponse = z.infer<typeof walletActionResponseSchema>;

/** POST /api/wallet/withdrawal/cancel: the player withdraws a pending request. */
export const withdrawalCancelRequestSchema = z
  .object({ uuid: z.string().uuid() })
  .meta({ id: 'WithdrawalCancelRequest' });
export type WithdrawalCancelRequest = z.input<typeof withdrawalCancelRequestSchema>;

/**
 * The bundled `generic` gateway's deposit report (POST /api/wallet/webhook/generic), a JSON
 * body signed with X-Signature = hex(HMAC-SHA256(PAYMENT_WEBHOOK_SECRET, timestamp + "." +
 * raw body)) and X-Signature-Timestamp = timestamp (docs/deposit-webhooks.md).
 */
export const depositWebhookSchema = z
  .object({
    coin: z.enum(COIN_CODES),
    /** Checked and normalised per coin by the server (docs/deposit-webhooks.md "txid"). */
    txid: z.string().trim().min(8).max(200),
    vout: z.coerce.number().int().min(0).max(1_000_000).default(0),
    address: z.string().trim().min(1).max(200),
    amount: cryptoAmountSchema,
    confirmations: z.coerce.number().int().min(0).max(1_000_000),
  })
  .meta({ id: 'DepositWebhook' });
export type DepositWebhook = z.input<typeof depositWebhookSchema>;
/** A reported deposit: waiting for confirmations, for a fresh rate, or credited. */
export const DEPOSIT_STATUSES = ['pending', 'awaiting_rate', 'confirmed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const depositWebhookResponseSchema = okAnswer({
  deposit: z.object({
    uuid: z.string(),
    /** awaiting_rate: confirmed on chain, credited once a fresh conversion rate exists. */
    status: z.enum(DEPOSIT_STATUSES),
    confirmations: z.number().int(),
    credited: z.boolean(),
  }),
});
export type DepositWebhookResponse = z.infer<typeof depositWebhookResponseSchema>;
export const WEBHOOK_SIGNATURE_HEADER = 'x-signature';
/** Unix seconds the gateway signed at; part of the signed text. */
export const WEBHOOK_TIMESTAMP_HEADER = 'x-signature-timestamp';
/** A signature older (or further in the future) than this is refused: replays expire. */
export const WEBHOOK_MAX_SKEW_SECONDS = 300;

/**
 * GET /api/wallet/onramp: the Buy Crypto tab's embedded third-party widget (spec §2: 600 px
 * high, default BTC/EUR, two gateways). `url` is null when the operator configured none.
 */
export const onrampResponseSchema = z
  .object({
    url: z.string().nullable(),
    default_crypto: z.enum(COIN_CODES),
    default_fiat: z.enum(FIAT_SYMBOLS),
  })
  .meta({ id: 'Onramp' });
export type OnrampResponse = z.infer<typeof onrampResponseSchema>;

/** POST /api/wallet/request/deposit: the pending deposit the declaration made. */
export const depositDeclaredResponseSchema = acknowledgement({ transaction: transactionSchema });
export type DepositDeclaredResponse = z.infer<typeof depositDeclaredResponseSchema>;
