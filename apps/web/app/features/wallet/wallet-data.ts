import type {
  ConversionRequest,
  ConversionResponse,
  DepositWalletResponse,
  EntityWallet,
  EntityWalletsResponse,
  OnrampResponse,
  Transaction,
  User,
} from '@casino/contracts';
import type { FormFailure, FormSuccess } from '../../lib/forms';
import { parseMajorAmount } from '../../lib/money';
import { WALLET_COINS_PATH } from '../../lib/wallet-dialog';
import { MIN_DEPOSIT_CALCULATOR, MIN_WITHDRAWAL_MINOR } from '@casino/contracts/wallet-limits';

/** Where the dialog's fetchers ask the web server (resource routes that call the API there). */
export const WALLET_ROUTES = {
  coins: WALLET_COINS_PATH,
  address: '/wallet/address',
  conversion: '/wallet/conversion',
  onramp: '/wallet/onramp',
  withdraw: '/wallet/withdraw',
  tip: '/wallet/tip',
  deposit: '/wallet/deposit',
} as const;

/** A resource route's answer: the API's body, or the failure with the server's words. */
export type Loaded<T> = T | FormFailure;
export type CoinsResult = Loaded<EntityWalletsResponse>;
export type AddressResult = Loaded<DepositWalletResponse>;
export type ConversionResult = Loaded<ConversionResponse>;
export type OnrampResult = Loaded<OnrampResponse>;
/** A money form's answer; on success the balances after it. */
export type MoneyActionResult = (FormSuccess & { user: User }) | FormFailure;
/** The declared deposit's answer; on success the pending transaction it made. */
export type DeclareDepositResult = (FormSuccess & { transaction: Transaction }) | FormFailure;

export function isFailure<T extends object>(result: Loaded<T> | undefined): result is FormFailure {
  return result !== undefined && 'ok' in result && result.ok === false;
}

/** The hidden field that carries a form's idempotency key to the action. */
export const IDEMPOTENCY_FIELD = 'idempotency_key';

export function createIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** spec §2: the withdraw tab lists only coins with allow_withdrawals = 1. */
export function getWithdrawableCoins(wallets: EntityWallet[]): EntityWallet[] {
  return wallets.filter((wallet) => wallet.allow_withdrawals === 1);
}

/** The calculator's question as query parameters of the conversion resource route. */
export function getConversionHref(request: ConversionRequest): string {
  const params = new URLSearchParams({
    crypto_symbol: request.crypto_symbol ?? 'BTC',
    fiat_symbol: request.fiat_symbol ?? 'EUR',
    fiat_amount: String(request.fiat_amount),
    section_name: request.section_name ?? 'deposits',
  });
  return `${WALLET_ROUTES.conversion}?${params}`;
}

export type CalculatorCheck = { amount: number | null; error: 'required' | 'min' | null };

/** spec §5/§9: the deposit calculator takes amounts from 100 up. */
export function checkCalculatorAmount(text: string): CalculatorCheck {
  if (text.trim() === '') return { amount: null, error: 'required' };
  const minor = parseMajorAmount(text);
  if (minor === null) return { amount: null, error: 'required' };
  if (minor < MIN_DEPOSIT_CALCULATOR * 100) return { amount: minor / 100, error: 'min' };
  return { amount: minor / 100, error: null };
}

export type WithdrawInput = { walletAddress: string; amount: string };
export type WithdrawErrors = {
  wallet_address?: 'required';
  amount?: 'required' | 'min' | 'balance';
};

/**
 * spec §5 withdraw form: the address is required; the amount is numeric, at least 20 in the
 * user's currency and at most the withdrawable balance (w_balance). Submit waits until valid.
 */
export function validateWithdrawal(input: WithdrawInput, wBalance: number): WithdrawErrors {
  const errors: WithdrawErrors = {};
  if (input.walletAddress.trim() === '') errors.wallet_address = 'required';
  const minor = parseMajorAmount(input.amount);
  if (minor === null) errors.amount = 'required';
  else if (minor < MIN_WITHDRAWAL_MINOR) errors.amount = 'min';
  else if (minor > wBalance) errors.amount = 'balance';
  return errors;
}

export function isValidWithdrawal(errors: WithdrawErrors): boolean {
  return !errors.wallet_address && !errors.amount;
}

/** spec §3 Deposit request: the transaction id (reference_number) is 1..200 characters. */
export const MAX_REFERENCE_LENGTH = 200;

export type DeclareDepositInput = { referenceNumber: string; sentAmount: string };
export type DeclareDepositErrors = {
  reference_number?: 'required' | 'invalid';
  sent_amount?: 'required' | 'invalid';
};

/** Whole coins as the API takes them ("0.0011035"): no sign, no exponent, a dot. */
const CRYPTO_AMOUNT = /^(?:0|[1-9]\d{0,17})(?:\.(\d{1,18}))?$/;

/** What the player typed as the API wants it: trimmed, a decimal comma read as a dot. */
export function normalizeCryptoAmount(text: string): string {
  return text.trim().replace(',', '.');
}

/**
 * spec §3/§5 "Already sent it?": the transaction id is required (at most 200 characters); the
 * sent amount is a decimal above zero in whole coins, with no more decimals than the coin has.
 */
export function validateDepositDeclaration(
  input: DeclareDepositInput,
  decimals: number,
): DeclareDepositErrors {
  const errors: DeclareDepositErrors = {};
  const reference = input.referenceNumber.trim();
  if (reference === '') errors.reference_number = 'required';
  else if (reference.length > MAX_REFERENCE_LENGTH) errors.reference_number = 'invalid';
  const amount = normalizeCryptoAmount(input.sentAmount);
  const match = CRYPTO_AMOUNT.exec(amount);
  if (amount === '') errors.sent_amount = 'required';
  else if (!match || (match[1]?.length ?? 0) > decimals || !/[1-9]/.test(amount)) {
    errors.sent_amount = 'invalid';
  }
  return errors;
}

/** spec §5: the deposit button needs a valid form and a chosen coin. */
export function canDeclareDeposit(
  coin: Pick<EntityWallet, 'decimals'> | null,
  input: DeclareDepositInput,
): boolean {
  if (!coin) return false;
  const errors = validateDepositDeclaration(input, coin.decimals);
  return !errors.reference_number && !errors.sent_amount;
}
