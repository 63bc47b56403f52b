import type {
  ConversionRequest,
  ConversionResponse,
  DepositWalletResponse,
  EntityWallet,
  EntityWalletsResponse,
  OnrampResponse,
  Transaction,
  TwoFactorStatusResponse,
  User,
} from '@casino/contracts';
import type { FormFailure, FormResult, FormSuccess } from '../../lib/forms';
import { WALLET_COINS_PATH } from '../../lib/wallet-dialog';

/** Where the dialog's fetchers ask the web server (resource routes that call the API there). */
export const WALLET_ROUTES = {
  coins: WALLET_COINS_PATH,
  address: '/wallet/address',
  conversion: '/wallet/conversion',
  onramp: '/wallet/onramp',
  withdraw: '/wallet/withdraw',
  tip: '/wallet/tip',
  deposit: '/wallet/deposit',
  twoFactor: '/wallet/two-factor',
} as const;

/** A resource route's answer: the API's body, or the failure with the server's words. */
export type Loaded<T> = T | FormFailure;
export type CoinsResult = Loaded<EntityWalletsResponse>;
export type AddressResult = Loaded<DepositWalletResponse>;
export type ConversionResult = Loaded<ConversionResponse>;
export type OnrampResult = Loaded<OnrampResponse>;
export type TwoFactorResult = Loaded<TwoFactorStatusResponse>;
/** A money form's answer; on success the balances after it. */
export type MoneyActionResult = (FormSuccess & { user: User }) | FormFailure;
/** The declared deposit's answer; on success the pending transaction it made. */
export type DeclareDepositResult = (FormSuccess & { transaction: Transaction }) | FormFailure;

export function isFailure<T extends object>(result: Loaded<T> | undefined): result is FormFailure {
  return result !== undefined && 'ok' in result && result.ok === false;
}

/** The code withdrawals and tips carry when the player has two-factor authentication on. */
export const TWO_FACTOR_CODE_FIELD = 'two_factor_code';

/**
 * Whether a money form asks for the two-factor code: the player has it on, or the API has just
 * asked for the code (when the status could not be read).
 */
export function isAskingTwoFactorCode(isTwoFactorOn: boolean, result: FormResult | undefined) {
  return (
    isTwoFactorOn || Boolean(result && !result.ok && result.fieldErrors[TWO_FACTOR_CODE_FIELD])
  );
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
