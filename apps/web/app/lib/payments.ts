/** spec §1: the coins the footer lists as accepted. */
export const ACCEPTED_CRYPTO = [
  { id: 'bitcoin', name: 'Bitcoin', code: 'BTC' },
  { id: 'monero', name: 'Monero', code: 'XMR' },
  { id: 'litecoin', name: 'Litecoin', code: 'LTC' },
  { id: 'dogecoin', name: 'Dogecoin', code: 'DOGE' },
  { id: 'bnb', name: 'Binance Coin', code: 'BNB' },
  { id: 'bitcoin-cash', name: 'Bitcoin Cash', code: 'BCH' },
] as const;

/** spec §1: the payment icons, coins first, then cards and wallets. */
export const PAYMENT_METHODS = [
  { id: 'bitcoin', label: 'BTC' },
  { id: 'ethereum', label: 'ETH' },
  { id: 'litecoin', label: 'LTC' },
  { id: 'dogecoin', label: 'DOGE' },
  { id: 'dash', label: 'DASH' },
  { id: 'bitcoin-cash', label: 'BCH' },
  { id: 'bnb', label: 'BNB' },
  { id: 'cardano', label: 'Cardano' },
  { id: 'monero', label: 'Monero' },
  { id: 'visa', label: 'Visa' },
  { id: 'mastercard', label: 'Mastercard' },
  { id: 'apple-pay', label: 'Apple Pay' },
  { id: 'google-pay', label: 'Google Pay' },
  { id: 'revolut', label: 'Revolut' },
] as const;

export type PaymentIconId = (typeof PAYMENT_METHODS)[number]['id'];
