import { decodeCashAddress } from '@bitauth/libauth';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58, base58xmr, bech32, bech32m } from '@scure/base';
import {
  type CoinCode,
  decodePoint,
  doubleSha256,
  MONERO_NETBYTE,
  toChecksumAddress,
} from './coins.deposit-addresses';

/**
 * Withdrawal-address checks: pure functions, no I/O. Each coin accepts the address forms its
 * mainnet wallets send to; everything else is refused with the reason.
 */

export type AddressKind =
  | 'p2pkh'
  | 'p2sh'
  | 'p2wpkh'
  | 'p2wsh'
  | 'p2tr'
  | 'evm'
  | 'monero-standard'
  | 'monero-subaddress'
  | 'monero-integrated';

/** Why an address was refused; the withdrawal service maps every one to INVALID_ADDRESS. */
export type AddressRejection =
  /** Empty, or longer than any address of any supported coin. */
  | 'BAD_LENGTH'
  /** Spaces, tabs or line breaks anywhere, even at the ends: nothing is trimmed silently. */
  | 'WHITESPACE'
  /** Bech32/CashAddr must be all lower or all upper case. */
  | 'MIXED_CASE'
  /** Not the coin's alphabet or layout at all. */
  | 'BAD_FORMAT'
  /** Well formed, but the checksum does not match: a typo. */
  | 'BAD_CHECKSUM'
  /** Another network's address (testnet, another coin's prefix or version byte). */
  | 'WRONG_NETWORK'
  /** A valid address of a kind we do not pay to (see the per-coin rules). */
  | 'UNSUPPORTED_TYPE'
  /** Monero: a key in the address is not a point of the curve. */
  | 'BAD_KEY';

export type AddressValidation =
  | {
      isValid: true;
      kind: AddressKind;
      /** Canonical spelling to store and pay to (lower-case bech32, prefixed CashAddr...). */
      address: string;
    }
  | { isValid: false; reason: AddressRejection };

// Longest supported: a Monero integrated address (106 characters). Also bounds base58's
// quadratic decoding cost on hostile input.
const MAX_ADDRESS_LENGTH = 128;

/**
 * Checks a player's withdrawal address for `coin`, mainnet only, with the real checksums.
 * Accepted:
 * - BTC: Base58Check P2PKH (0x00) / P2SH (0x05); bech32 witness v0 (20 or 32-byte program,
 *   BIP-173) and bech32m witness v1 with a 32-byte program (taproot, BIP-350), hrp `bc`.
 * - LTC: Base58Check 0x30 (L) / 0x32 (M) / legacy 0x05 (3); the same segwit rules, hrp `ltc`.
 * - DOGE: Base58Check 0x1e / 0x16. DASH: Base58Check 0x4c / 0x10.
 * - BCH: CashAddr, with or without `bitcoincash:`. Legacy Base58 is refused (UNSUPPORTED_TYPE)
 *   because it cannot be told apart from a BTC address, the classic way to lose a withdrawal.
 * - ETH, BNB: 0x + 40 hex; mixed case must pass EIP-55, all-lower or all-upper is accepted
 *   as unchecksummed.
 * - XMR: standard (0x12), subaddress (0x2A) and integrated (0x13) addresses, keccak checksum,
 *   both keys valid ed25519 points.
 * Segwit versions 2-16 and v1 programs other than 32 bytes are valid per BIP-350 but have no
 * spending rules yet (anyone can spend them), so they are refused as UNSUPPORTED_TYPE.
 */
export function validateWithdrawalAddress(coin: CoinCode, address: string): AddressValidation {
  if (address.length === 0 || address.length > MAX_ADDRESS_LENGTH) return reject('BAD_LENGTH');
  if (/\s/.test(address)) return reject('WHITESPACE');
  switch (coin) {
    case 'BTC':
      return validateUtxoAddress(address, { p2pkh: [0x00], p2sh: [0x05], hrp: 'bc' });
    case 'LTC':
      return validateUtxoAddress(address, { p2pkh: [0x30], p2sh: [0x32, 0x05], hrp: 'ltc' });
    case 'DOGE':
      return validateUtxoAddress(address, { p2pkh: [0x1e], p2sh: [0x16] });
    case 'DASH':
      return validateUtxoAddress(address, { p2pkh: [0x4c], p2sh: [0x10] });
    case 'BCH':
      return validateCashAddress(address);
    case 'ETH':
    case 'BNB':
      return validateEvmAddress(address);
    case 'XMR':
      return validateMoneroAddress(address);
  }
}

/** {@link validateWithdrawalAddress} as a yes/no. */
export function isValidWithdrawalAddress(coin: CoinCode, address: string): boolean {
  return validateWithdrawalAddress(coin, address).isValid;
}

function reject(reason: AddressRejection): AddressValidation {
  return { isValid: false, reason };
}

function accept(kind: AddressKind, address: string): AddressValidation {
  return { isValid: true, kind, address };
}

type UtxoRules = { p2pkh: number[]; p2sh: number[]; hrp?: string };

const BASE58_PATTERN = /^[1-9A-HJ-NP-Za-km-z]+$/;
// hrp, separator "1", then at least the 6 checksum characters of the bech32 alphabet.
const BECH32_PATTERN = /^([a-z]{1,83})1([02-9ac-hj-np-z]{6,})$/;

function validateUtxoAddress(address: string, rules: UtxoRules): AddressValidation {
  const lower = address.toLowerCase();
  const hrp = BECH32_PATTERN.exec(lower)?.[1];
  // Only a known segwit hrp sends us down the bech32 road: a Base58 address can look like
  // "<letters>1<bech32 characters>" by chance, and must not be misread as one.
  if (hrp !== undefined && SEGWIT_HRPS.has(hrp)) {
    if (address !== lower && address !== address.toUpperCase()) {
      // Bech32 is never mixed case, Base58 nearly always is: give Base58 its chance.
      const asBase58 = validateBase58Address(address, rules);
      return asBase58.isValid ? asBase58 : reject('MIXED_CASE');
    }
    if (hrp !== rules.hrp) return reject('WRONG_NETWORK');
    return validateSegwitAddress(lower);
  }
  return validateBase58Address(address, rules);
}

/** Segwit hrps we might be handed: ours and the test networks' (refused as WRONG_NETWORK). */
const SEGWIT_HRPS = new Set(['bc', 'tb', 'bcrt', 'ltc', 'tltc', 'rltc']);

function validateSegwitAddress(lower: string): AddressValidation {
  // Both checksums are tried; the witness version then says which one it had to be.
  const asBech32 = bech32.decodeUnsafe(lower);
  const decoded = asBech32 ?? bech32m.decodeUnsafe(lower);
  if (!decoded) return reject('BAD_CHECKSUM');
  const [version, ...words] = decoded.words;
  if (version === undefined || version > 16) return reject('BAD_FORMAT');
  // BIP-350: version 0 uses bech32, every later version bech32m.
  if ((version === 0) !== Boolean(asBech32)) return reject('BAD_CHECKSUM');
  const program = bech32.fromWordsUnsafe(words);
  if (!program || program.length < 2 || program.length > 40) return reject('BAD_FORMAT');
  if (version === 0) {
    if (program.length === 20) return accept('p2wpkh', lower);
    if (program.length === 32) return accept('p2wsh', lower);
    return reject('BAD_FORMAT');
  }
  if (version === 1 && program.length === 32) return accept('p2tr', lower);
  return reject('UNSUPPORTED_TYPE');
}

type Base58Decoded = { version: number; payload: Uint8Array } | { error: AddressRejection };

/** Base58Check with a one-byte version and a 20-byte hash: P2PKH and P2SH everywhere. */
function decodeBase58Address(address: string): Base58Decoded {
  if (!BASE58_PATTERN.test(address)) return { error: 'BAD_FORMAT' };
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(address);
  } catch {
    return { error: 'BAD_FORMAT' };
  }
  if (bytes.length !== 25) return { error: 'BAD_FORMAT' };
  const body = bytes.subarray(0, 21);
  const checksum = doubleSha256(body).subarray(0, 4);
  if (!bytesEqual(checksum, bytes.subarray(21))) return { error: 'BAD_CHECKSUM' };
  return { version: body[0] ?? -1, payload: body.slice(1) };
}

function validateBase58Address(address: string, rules: UtxoRules): AddressValidation {
  const decoded = decodeBase58Address(address);
  if ('error' in decoded) return reject(decoded.error);
  if (rules.p2pkh.includes(decoded.version)) return accept('p2pkh', address);
  if (rules.p2sh.includes(decoded.version)) return accept('p2sh', address);
  return reject('WRONG_NETWORK');
}

const CASHADDR_PREFIX = 'bitcoincash:';

function validateCashAddress(address: string): AddressValidation {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) {
    // CashAddr forbids mixed case (libauth would accept it); a legacy Base58 address is
    // always mixed case, so tell the two apart first.
    if (!address.includes(':') && 'version' in decodeBase58Address(address)) {
      return reject('UNSUPPORTED_TYPE');
    }
    return reject('MIXED_CASE');
  }
  const lower = address.toLowerCase();
  const colon = lower.indexOf(':');
  if (colon !== -1 && lower.slice(0, colon + 1) !== CASHADDR_PREFIX) {
    return reject('WRONG_NETWORK');
  }
  const prefixed = colon === -1 ? CASHADDR_PREFIX + lower : lower;
  const decoded = decodeCashAddress(prefixed);
  if (typeof decoded === 'string') {
    if (colon === -1 && 'version' in decodeBase58Address(address)) {
      return reject('UNSUPPORTED_TYPE');
    }
    if (validateUtxoAddress(address, { p2pkh: [], p2sh: [], hrp: 'bc' }).isValid) {
      return reject('WRONG_NETWORK');
    }
    return reject(/checksum/i.test(decoded) ? 'BAD_CHECKSUM' : 'BAD_FORMAT');
  }
  // Token-aware CashAddr types (CHIP-2022-02) receive plain BCH as well.
  const kind = decoded.type.startsWith('p2pkh') ? 'p2pkh' : 'p2sh';
  return accept(kind, prefixed);
}

const EVM_PATTERN = /^0x[0-9a-fA-F]{40}$/;

function validateEvmAddress(address: string): AddressValidation {
  if (!EVM_PATTERN.test(address)) return reject('BAD_FORMAT');
  const body = address.slice(2);
  const lowerBody = body.toLowerCase();
  const checksummed = toChecksumAddress(lowerBody);
  const isUnchecksummed = body === lowerBody || body === body.toUpperCase();
  if (!isUnchecksummed && address !== checksummed) return reject('BAD_CHECKSUM');
  return accept('evm', checksummed);
}

const MONERO_KINDS: Record<number, { kind: AddressKind; length: number }> = {
  [MONERO_NETBYTE.standard]: { kind: 'monero-standard', length: 69 },
  [MONERO_NETBYTE.subaddress]: { kind: 'monero-subaddress', length: 69 },
  // An integrated address also carries an 8-byte payment id before the checksum.
  [MONERO_NETBYTE.integrated]: { kind: 'monero-integrated', length: 77 },
};

function validateMoneroAddress(address: string): AddressValidation {
  if (!BASE58_PATTERN.test(address)) return reject('BAD_FORMAT');
  let bytes: Uint8Array;
  try {
    bytes = base58xmr.decode(address);
  } catch {
    return reject('BAD_FORMAT');
  }
  if (bytes.length !== 69 && bytes.length !== 77) return reject('BAD_FORMAT');
  const body = bytes.subarray(0, bytes.length - 4);
  if (!bytesEqual(keccak_256(body).subarray(0, 4), bytes.subarray(bytes.length - 4))) {
    return reject('BAD_CHECKSUM');
  }
  const expected = MONERO_KINDS[bytes[0] ?? -1];
  if (!expected) return reject('WRONG_NETWORK');
  if (expected.length !== bytes.length) return reject('BAD_FORMAT');
  if (!decodePoint(bytes.slice(1, 33)) || !decodePoint(bytes.slice(33, 65))) {
    return reject('BAD_KEY');
  }
  return accept(expected.kind, address);
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
