import type { AcceptedPayments, CoinCode } from '@casino/contracts';

/** Each coin's mark (simple-icons where it has one, a text badge otherwise). */
const COIN_ICONS = {
  BTC: 'bitcoin',
  ETH: 'ethereum',
  LTC: 'litecoin',
  DOGE: 'dogecoin',
  BCH: 'bitcoin-cash',
  XMR: 'monero',
  BNB: 'bnb',
  DASH: 'dash',
} as const satisfies Record<CoinCode, string>;

/** Card and wallet marks: what an on-ramp widget (Buy Crypto) takes. */
const ONRAMP_METHODS = [
  { id: 'visa', label: 'Visa' },
  { id: 'mastercard', label: 'Mastercard' },
  { id: 'apple-pay', label: 'Apple Pay' },
  { id: 'google-pay', label: 'Google Pay' },
  { id: 'revolut', label: 'Revolut' },
] as const;

export type PaymentIconId = (typeof COIN_ICONS)[CoinCode] | (typeof ONRAMP_METHODS)[number]['id'];

export interface AcceptedCoin {
  id: PaymentIconId;
  code: CoinCode;
  name: string;
}

/** spec §1 accepted crypto, from the coin table: the coins taking deposits, in its order. */
export function acceptedCoins(payments: AcceptedPayments | undefined): AcceptedCoin[] {
  return (payments?.coins ?? []).map((coin) => ({
    id: COIN_ICONS[coin.symbol],
    code: coin.symbol,
    name: coin.name,
  }));
}

/**
 * spec §1 payment icons: the accepted coins first, then cards and wallets only where an
 * on-ramp is configured to take them.
 */
export function paymentMethods(
  payments: AcceptedPayments | undefined,
): { id: PaymentIconId; label: string }[] {
  const coins = acceptedCoins(payments).map((coin) => ({ id: coin.id, label: coin.code }));
  return payments?.onramp ? [...coins, ...ONRAMP_METHODS] : coins;
}
