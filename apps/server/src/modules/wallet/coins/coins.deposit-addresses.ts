import { encodeCashAddress } from '@bitauth/libauth';
import type { EdwardsPoint } from '@noble/curves/abstract/edwards.js';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58xmr, bech32, createBase58check, hex } from '@scure/base';
import { HDKey } from '@scure/bip32';

/**
 * Deposit addresses and nothing else: pure functions, no I/O, no private keys (withdrawal
 * addresses are checked in coins.withdrawal-addresses.ts). The operator configures one public key per coin; every player's deposit
 * address is derived from it, so the server can be fully compromised without losing funds.
 *
 * Configured public key, per coin:
 * - BTC, LTC, DOGE, DASH, BCH, ETH, BNB: an ACCOUNT-level BIP-32 extended public key
 *   (xpub/ypub/zpub/Ltub/dgub/drkp/...; any version bytes are accepted, only chain code and
 *   key are used). Deposit address `index` is the non-hardened child `0/index` of it, i.e.
 *   `m/purpose'/coin'/account'/0/index` in the operator's wallet. The script type is fixed per
 *   coin (below), whatever the version bytes suggest: import the same key into a wallet that
 *   uses that script type to see the deposits.
 *     BTC  P2WPKH bech32 `bc1q...` (BIP-84; export the m/84'/0'/0' zpub)
 *     LTC  P2WPKH bech32 `ltc1q...` (m/84'/2'/0')
 *     DOGE P2PKH `D...` (m/44'/3'/0')      DASH P2PKH `X...` (m/44'/5'/0')
 *     BCH  P2PKH CashAddr `bitcoincash:q...` (m/44'/145'/0')
 *     ETH, BNB (BNB Smart Chain) EIP-55 `0x...` (m/44'/60'/0', as MetaMask/Ledger Live)
 * - XMR: `<private view key hex>:<public spend key hex>` (64 + 64 hex, the two halves of a
 *   view-only wallet). Deposit address `index` is subaddress (account 0, minor `index`);
 *   index 0 is the wallet's primary address.
 */

export const COIN_CODES = ['BTC', 'LTC', 'DOGE', 'BCH', 'XMR', 'BNB', 'ETH', 'DASH'] as const;
export type CoinCode = (typeof COIN_CODES)[number];

export function isCoinCode(value: string): value is CoinCode {
  return (COIN_CODES as readonly string[]).includes(value);
}

const base58check = createBase58check(sha256);
const hash160 = (data: Uint8Array): Uint8Array => ripemd160(sha256(data));
export const doubleSha256 = (data: Uint8Array): Uint8Array => sha256(sha256(data));

// BIP-32 caps non-hardened children at 2^31 - 1; Monero's minor index is a uint32.
const MAX_HD_INDEX = 0x7fffffff;
const MAX_MONERO_INDEX = 0xffffffff;

/** Base58Check version bytes of single-key (P2PKH) deposit addresses. */
const P2PKH_VERSION = { DOGE: 0x1e, DASH: 0x4c } as const;
const SEGWIT_HRP = { BTC: 'bc', LTC: 'ltc' } as const;

// ---------------------------------------------------------------------------------------------
// Deposit addresses
// ---------------------------------------------------------------------------------------------

/**
 * The deposit address number `index` of a coin, derived from the operator's public key (see
 * the file comment for the key format). Deterministic: the same inputs always give the same
 * address, so addresses need no storage beyond the index. Throws on a malformed key or index.
 */
export function deriveDepositAddress(coin: CoinCode, publicKey: string, index: number): string {
  if (coin === 'XMR') {
    assertIndex(index, MAX_MONERO_INDEX);
    return deriveMoneroSubaddress(parseMoneroViewKeys(publicKey), 0, index);
  }
  assertIndex(index, MAX_HD_INDEX);
  const child = parseAccountKey(publicKey).deriveChild(0).deriveChild(index);
  const key = child.publicKey;
  if (!key) throw new Error('BIP-32 derivation produced no public key');
  switch (coin) {
    case 'BTC':
    case 'LTC':
      return bech32.encode(SEGWIT_HRP[coin], [0, ...bech32.toWords(hash160(key))]);
    case 'DOGE':
    case 'DASH':
      return base58check.encode(Uint8Array.of(P2PKH_VERSION[coin], ...hash160(key)));
    case 'BCH':
      return encodeCashAddress({ prefix: 'bitcoincash', type: 'p2pkh', payload: hash160(key) })
        .address;
    case 'ETH':
    case 'BNB':
      return evmAddressFromPublicKey(key);
  }
}

/**
 * Throws unless `publicKey` is usable by {@link deriveDepositAddress} for `coin`: meant for
 * start-up, so a bad key fails there and not at a player's first deposit.
 */
export function assertDepositPublicKey(coin: CoinCode, publicKey: string): void {
  deriveDepositAddress(coin, publicKey, 0);
}

/**
 * Reads a BIP-32 extended public key. The version bytes are not checked (every coin and
 * wallet has its own: xpub, zpub, Ltub, dgub, drkp...): the script type is chosen per coin.
 */
function parseAccountKey(extendedKey: string): HDKey {
  let payload: Uint8Array;
  try {
    payload = base58check.decode(extendedKey);
  } catch {
    throw new Error('extended public key: not valid Base58Check');
  }
  if (payload.length !== 78) throw new Error('extended public key: expected 78 bytes');
  // version(4) depth(1) parent fingerprint(4) child number(4) chain code(32) key(33)
  const view = new DataView(payload.buffer, payload.byteOffset, payload.byteLength);
  const key = payload.slice(45);
  if (key[0] === 0) {
    throw new Error('extended key is PRIVATE: configure the account public key (xpub) only');
  }
  try {
    // The versions only matter when serialising, which never happens here.
    return new HDKey({
      versions: { public: view.getUint32(0), private: 0 },
      depth: payload[4] ?? 0,
      parentFingerprint: view.getUint32(5),
      index: view.getUint32(9),
      chainCode: payload.slice(13, 45),
      publicKey: key,
    });
  } catch (error) {
    throw new Error(`extended public key: ${(error as Error).message}`);
  }
}

function assertIndex(index: number, max: number): void {
  if (!Number.isSafeInteger(index) || index < 0 || index > max) {
    throw new RangeError(`address index must be an integer in 0..${max}, got ${index}`);
  }
}

/** EIP-55 checksummed address of a secp256k1 public key (compressed or not). */
function evmAddressFromPublicKey(publicKey: Uint8Array): string {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return toChecksumAddress(hex.encode(keccak_256(uncompressed.slice(1)).slice(-20)));
}

/** EIP-55: a hex letter is upper case when the matching nibble of keccak(lower hex) is >= 8. */
export function toChecksumAddress(lowerHex: string): string {
  const digest = hex.encode(keccak_256(new TextEncoder().encode(lowerHex)));
  let out = '0x';
  for (let i = 0; i < lowerHex.length; i++) {
    const char = lowerHex.charAt(i);
    out += parseInt(digest.charAt(i), 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Monero
// ---------------------------------------------------------------------------------------------

/** The two halves of a Monero view-only wallet, hex encoded (32 bytes each). */
export type MoneroViewKeys = {
  /** Private view key `a` (a reduced scalar, little endian). */
  viewKey: string;
  /** Public spend key `B` (a compressed ed25519 point). */
  spendPublicKey: string;
};

export const MONERO_NETBYTE = { standard: 0x12, integrated: 0x13, subaddress: 0x2a } as const;
const ED25519 = ed25519.Point;
const ED25519_ORDER = ED25519.Fn.ORDER;
const SUBADDRESS_DOMAIN = new TextEncoder().encode('SubAddr\0');

/** Parses the XMR deposit key config `<private view key hex>:<public spend key hex>`. */
export function parseMoneroViewKeys(config: string): MoneroViewKeys {
  const match = /^([0-9a-fA-F]{64}):([0-9a-fA-F]{64})$/.exec(config);
  if (!match?.[1] || !match[2]) {
    throw new Error('XMR key must be "<private view key hex>:<public spend key hex>"');
  }
  return { viewKey: match[1].toLowerCase(), spendPublicKey: match[2].toLowerCase() };
}

/**
 * Monero subaddress (account `account`, index `index`) of a view-only wallet, as the official
 * wallet computes it:
 *   m = Hs("SubAddr\0" || a || uint32le(account) || uint32le(index))   (keccak256 mod l)
 *   D = B + m·G   (subaddress spend key)      C = a·D   (subaddress view key)
 *   address = base58xmr(0x2A || D || C || keccak256(...)[0..4])
 * (0, 0) is the primary address instead: 0x12 || B || a·G.
 */
export function deriveMoneroSubaddress(
  keys: MoneroViewKeys,
  account: number,
  index: number,
): string {
  assertIndex(account, MAX_MONERO_INDEX);
  assertIndex(index, MAX_MONERO_INDEX);
  const viewScalarBytes = hexToBytes32(keys.viewKey, 'private view key');
  const viewScalar = bytesToNumberLE(viewScalarBytes);
  if (viewScalar === 0n || viewScalar >= ED25519_ORDER) {
    throw new Error('private view key: not a reduced ed25519 scalar');
  }
  const spendPoint = decodePoint(hexToBytes32(keys.spendPublicKey, 'public spend key'));
  if (!spendPoint) throw new Error('public spend key: not a valid ed25519 point');
  if (account === 0 && index === 0) {
    return encodeMoneroAddress(
      MONERO_NETBYTE.standard,
      spendPoint.toBytes(),
      ED25519.BASE.multiply(viewScalar).toBytes(),
    );
  }
  const indices = new Uint8Array(8);
  const indexView = new DataView(indices.buffer);
  indexView.setUint32(0, account, true);
  indexView.setUint32(4, index, true);
  const m = hashToScalar(concatBytes(SUBADDRESS_DOMAIN, viewScalarBytes, indices));
  const subSpend = spendPoint.add(ED25519.BASE.multiply(m));
  const subView = subSpend.multiply(viewScalar);
  return encodeMoneroAddress(MONERO_NETBYTE.subaddress, subSpend.toBytes(), subView.toBytes());
}

/** Monero's Hs: keccak256 read as a little-endian integer, reduced mod the group order l. */
function hashToScalar(data: Uint8Array): bigint {
  return bytesToNumberLE(keccak_256(data)) % ED25519_ORDER;
}

function encodeMoneroAddress(netbyte: number, spendKey: Uint8Array, viewKey: Uint8Array): string {
  const body = concatBytes(Uint8Array.of(netbyte), spendKey, viewKey);
  return base58xmr.encode(concatBytes(body, keccak_256(body).slice(0, 4)));
}

/** The ed25519 point encoded in 32 bytes, or null when they encode none. */
export function decodePoint(bytes: Uint8Array): EdwardsPoint | null {
  try {
    return ED25519.fromBytes(bytes);
  } catch {
    return null;
  }
}

function hexToBytes32(value: string, what: string): Uint8Array {
  if (!/^[0-9a-fA-F]{64}$/.test(value)) throw new Error(`${what}: expected 64 hex characters`);
  return hex.decode(value.toLowerCase());
}

function bytesToNumberLE(bytes: Uint8Array): bigint {
  let n = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i] ?? 0);
  return n;
}

function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
