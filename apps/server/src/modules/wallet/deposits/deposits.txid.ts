import type { CoinCode } from '@casino/contracts';

/**
 * Transaction ids as deposits are keyed by them (docs/deposit-webhooks.md "txid"). A deposit is
 * one row per (coin, txid, output), so the same transaction must always be spelled the same:
 * otherwise a re-report in capitals would be a second deposit and a second credit.
 *
 * - BTC, LTC, DOGE, BCH, DASH, XMR: 64 hexadecimal characters (a 32-byte hash), no prefix;
 *   stored in lower case.
 * - ETH, BNB (BNB Smart Chain): a 32-byte hash as `0x` + 64 hexadecimal characters; the `0x`
 *   may be left out or written `0X`; stored as `0x` + lower case.
 */
const PREFIXED_HEX_COINS: ReadonlySet<CoinCode> = new Set(['ETH', 'BNB']);

const HASH_HEX = /^[0-9a-f]{64}$/;

/** The canonical spelling of `txid` for `coin`, or null when it is not a valid txid there. */
export function normalizeTxid(coin: CoinCode, txid: string): string | null {
  let hex = txid.trim().toLowerCase();
  const isPrefixed = PREFIXED_HEX_COINS.has(coin);
  if (isPrefixed && hex.startsWith('0x')) hex = hex.slice(2);
  if (!HASH_HEX.test(hex)) return null;
  return isPrefixed ? `0x${hex}` : hex;
}
