import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58xmr, createBase58check, hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import {
  COIN_CODES,
  deriveDepositAddress,
  deriveMoneroSubaddress,
  isCoinCode,
  parseMoneroViewKeys,
  type CoinCode,
} from './coins.deposit-addresses';
import {
  isValidWithdrawalAddress,
  validateWithdrawalAddress,
  type AddressRejection,
} from './coins.withdrawal-addresses';

// BIP-84 (bitcoin/bips bip-0084.mediawiki): account 0 of the "abandon ... about" mnemonic.
const BIP84_ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';

const base58check = createBase58check(sha256);

/** The same 78-byte key with other version bytes, as another wallet would export it. */
function withVersion(extendedKey: string, version: number): string {
  const payload = base58check.decode(extendedKey).slice();
  new DataView(payload.buffer).setUint32(0, version);
  return base58check.encode(payload);
}

function rejectionOf(coin: CoinCode, address: string): AddressRejection | 'VALID' {
  const result = validateWithdrawalAddress(coin, address);
  return result.isValid ? 'VALID' : result.reason;
}

describe('coin codes', () => {
  it('lists the eight coins and recognises them', () => {
    expect(COIN_CODES).toEqual(['BTC', 'LTC', 'DOGE', 'BCH', 'XMR', 'BNB', 'ETH', 'DASH']);
    expect(isCoinCode('DOGE')).toBe(true);
    expect(isCoinCode('doge')).toBe(false);
    expect(isCoinCode('XRP')).toBe(false);
  });
});

describe('deriveDepositAddress from an extended public key', () => {
  it('gives the BIP-84 receive addresses m/84h/0h/0h/0/0 and 0/1', () => {
    expect(deriveDepositAddress('BTC', BIP84_ZPUB, 0)).toBe(
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    );
    expect(deriveDepositAddress('BTC', BIP84_ZPUB, 1)).toBe(
      'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
    );
  });

  it('ignores the version bytes: xpub, zpub or anything else give the same addresses', () => {
    const asXpub = withVersion(BIP84_ZPUB, 0x0488b21e);
    expect(asXpub.startsWith('xpub')).toBe(true);
    const asOther = withVersion(BIP84_ZPUB, 0x12345678);
    for (const key of [asXpub, asOther]) {
      expect(deriveDepositAddress('BTC', key, 0)).toBe(
        'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      );
    }
  });

  it('is deterministic and gives distinct addresses per index', () => {
    const addresses = [0, 1, 2, 3, 4].map((i) => deriveDepositAddress('ETH', BIP84_ZPUB, i));
    expect(new Set(addresses).size).toBe(5);
    expect(deriveDepositAddress('ETH', BIP84_ZPUB, 3)).toBe(addresses[3]);
  });

  it('accepts every non-hardened index and nothing else', () => {
    expect(() => deriveDepositAddress('BTC', BIP84_ZPUB, 0x7fffffff)).not.toThrow();
    for (const index of [-1, 0.5, 0x80000000, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => deriveDepositAddress('BTC', BIP84_ZPUB, index)).toThrow(RangeError);
    }
  });

  it('refuses a private extended key: the server must never hold one', () => {
    // BIP-32 test vector 1, chain m.
    const xprv =
      'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi';
    expect(() => deriveDepositAddress('BTC', xprv, 0)).toThrow(/PRIVATE/);
  });

  it('refuses malformed keys', () => {
    const typo = BIP84_ZPUB.slice(0, -1) + (BIP84_ZPUB.endsWith('s') ? 't' : 's');
    for (const key of ['', 'not a key', typo, BIP84_ZPUB.slice(0, 60)]) {
      expect(() => deriveDepositAddress('BTC', key, 0)).toThrow();
    }
  });
});

describe('Monero subaddresses', () => {
  // Published by ebellocchia/bip_utils (tests/monero/test_monero_subaddr.py), checked there
  // against the official wallet: private view key, public spend key, then (major, minor).
  const BIP_UTILS_VECTORS = [
    {
      viewKey: 'dc040dc3333460dccdc61e77a16f4c31e5f3d965c9c93efec425218c733b5400',
      spendPublicKey: '53f1cf5d17cecbd395ddee631b8ef0006366f5839e6e5c4ef5a0673b1923c2bf',
      addresses: [
        [
          0,
          0,
          '44ocYoMADLecPeL3taj8ij14mUqrn3rQ3ED1Lh1ids1BZ2tMfhyc2Dbf4w9shy6i5f7kjcxT4xsXp6T9VWKuqZzZKyQef6P',
        ],
        [
          0,
          1,
          '88FbsUdLqFoGETRSbW4h69L55gPRSvY77JWxptPQnQfNJe4tYKKh5YceRVCbzhn3jYgFSw8338z8d19VNuv9GKo4S1Knxbz',
        ],
        [
          1,
          0,
          '82c36HvKeDKGbp3kXhDSDbfn8RftU5gpjfn87axpue7eSBd8hVtMpYnaUKz2Na3niND8Kxo1cqwcZccTqQKzEa2P4oQniWx',
        ],
        [
          1,
          1,
          '83MxdUKPHvAExTAhq8def6MRPsXcVJ1GmCGxmyKu3MMVDYH8pMR5EXw9eUax6c7GvaSKNtbNhoEqthpXdKS2VMyfLueHY1A',
        ],
      ],
    },
    {
      viewKey: '44754b4be2bfe25dbb0d48341a34b6671b96dfc62659800e3e6a3d59c80a950b',
      spendPublicKey: '708e54bdee993949706537a7f0b9f9e519680c2b688560ee3b1d10f8b9de9fe5',
      addresses: [
        [
          0,
          0,
          '45tVwrfdxV6DHT9EoFa9fvfKYt1kDPr55gr928yHdhEnfMN8e7oHY4mf3Dkw5eALT64wS5p7wXLTWFTtA1kqA22oMM5Gek3',
        ],
        [
          0,
          1,
          '86BqhYtMUw9PCnLCMpi4y4h1nzTaJ2byKZiGLk4fMcgTFabYVVhYABaa54y38HoXhKHH7BDGJiqPVQhSaTwgMUoZ6ykTGoy',
        ],
        [
          1,
          0,
          '8AfiErPGPk4ehDGeo1SUHL13vXg3kqDTuHxYZQMuYDgRTNw7qGtqrXB47SYFV3AvLVeaFKEomAzanHs1mh2cj7Zb8QoN8dF',
        ],
        [
          1,
          1,
          '86v9jEBBbnyFd33wH6AJM8XcTK82hfaHE41JE1EQKProgW53f7RkjAycTvfEki1EphdUnv1avXowg6dWopQ2B66LMoDSf7t',
        ],
      ],
    },
  ] as const;

  it.each(BIP_UTILS_VECTORS)('matches bip_utils for view key $viewKey', (vector) => {
    for (const [account, index, expected] of vector.addresses) {
      expect(deriveMoneroSubaddress(vector, account, index)).toBe(expected);
    }
  });

  it('derives the Monero General Fund donation subaddress (0, 70) from its published view key', () => {
    // getmonero.org publishes the General Fund's address and view key; the donation
    // subaddress is (0, 70) (also a test of P2Pool-Observer/consensus, subaddress_test.go).
    const primary =
      '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A';
    const keys = {
      viewKey: 'f359631075708155cc3d92a32b75a7d02a5dcf27756707b47a2b31b21c389501',
      spendPublicKey: hex.encode(base58xmr.decode(primary).slice(1, 33)),
    };
    expect(deriveMoneroSubaddress(keys, 0, 0)).toBe(primary);
    expect(deriveMoneroSubaddress(keys, 0, 70)).toBe(
      '888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H',
    );
  });

  it('reads the "<view key>:<spend public key>" config, and deposit index n is subaddress (0, n)', () => {
    const vector = BIP_UTILS_VECTORS[0];
    const config = `${vector.viewKey.toUpperCase()}:${vector.spendPublicKey}`;
    expect(parseMoneroViewKeys(config)).toEqual({
      viewKey: vector.viewKey,
      spendPublicKey: vector.spendPublicKey,
    });
    expect(deriveDepositAddress('XMR', config, 0)).toBe(vector.addresses[0][2]);
    expect(deriveDepositAddress('XMR', config, 1)).toBe(vector.addresses[1][2]);
  });

  it('refuses malformed Monero keys and indices', () => {
    const { viewKey, spendPublicKey } = BIP_UTILS_VECTORS[0];
    expect(() => parseMoneroViewKeys(viewKey)).toThrow();
    expect(() => parseMoneroViewKeys(`${viewKey}:${spendPublicKey}:`)).toThrow();
    expect(() => parseMoneroViewKeys(`${viewKey.slice(2)}:${spendPublicKey}`)).toThrow();
    // 2 is not the y coordinate of any ed25519 point.
    const notAPoint = '02'.padEnd(64, '0');
    expect(() => deriveMoneroSubaddress({ viewKey, spendPublicKey: notAPoint }, 0, 1)).toThrow(
      /spend key/,
    );
    // The group order l itself is not a reduced scalar.
    const order = 'edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010';
    expect(() => deriveMoneroSubaddress({ viewKey: order, spendPublicKey }, 0, 1)).toThrow(
      /view key/,
    );
    const keys = { viewKey, spendPublicKey };
    expect(() => deriveMoneroSubaddress(keys, 0, 0xffffffff)).not.toThrow();
    expect(() => deriveMoneroSubaddress(keys, 0, 0x100000000)).toThrow(RangeError);
    expect(() => deriveMoneroSubaddress(keys, -1, 0)).toThrow(RangeError);
  });
});

describe('validateWithdrawalAddress', () => {
  it('BTC: Base58 P2PKH/P2SH, bech32 v0 and bech32m taproot (BIP-173/350 vectors)', () => {
    const valid: [string, string, string][] = [
      ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'p2pkh', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa'],
      ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'p2sh', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
      [
        'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
        'p2wpkh',
        'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      ],
      [
        'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
        'p2wsh',
        'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
      ],
      [
        'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
        'p2tr',
        'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      ],
    ];
    for (const [address, kind, canonical] of valid) {
      expect(validateWithdrawalAddress('BTC', address)).toEqual({
        isValid: true,
        kind,
        address: canonical,
      });
    }
  });

  it('BTC: refuses the BIP-350 invalid mainnet vectors', () => {
    const invalid: [string, AddressRejection][] = [
      // v1 with a bech32 checksum, v16 with bech32, v0 with bech32m
      ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'BAD_CHECKSUM'],
      ['BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'BAD_CHECKSUM'],
      ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'BAD_CHECKSUM'],
      // invalid character in checksum ("o")
      ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'BAD_FORMAT'],
      // witness version 17
      ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'BAD_FORMAT'],
      // 1-byte and 41-byte programs, 16-byte v0 program
      ['bc1pw5dgrnzv', 'BAD_FORMAT'],
      [
        'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
        'BAD_FORMAT',
      ],
      ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'BAD_FORMAT'],
      // more than 4 bits of padding, non-zero padding
      ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'BAD_FORMAT'],
      ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'BAD_CHECKSUM'],
      // empty data section
      ['bc1gmk9yu', 'BAD_FORMAT'],
    ];
    for (const [address, reason] of invalid) {
      expect(isValidWithdrawalAddress('BTC', address), address).toBe(false);
      expect(rejectionOf('BTC', address), address).toBe(reason);
    }
  });

  it('BTC: refuses spec-valid segwit outputs nobody can spend safely yet (v1 non-32, v2-16)', () => {
    for (const address of [
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
      'BC1SW50QGDZ25J',
      'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
    ]) {
      expect(rejectionOf('BTC', address), address).toBe('UNSUPPORTED_TYPE');
    }
  });

  it('BTC: refuses typos, whitespace, mixed case and other networks', () => {
    const cases: [string, AddressRejection][] = [
      ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb', 'BAD_CHECKSUM'],
      ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'BAD_CHECKSUM'],
      ['bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'MIXED_CASE'],
      [' bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'WHITESPACE'],
      ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4\n', 'WHITESPACE'],
      ['bc1qw508d6qejxtdg4y5r3z arvary0c5xw7kv8f3t4', 'WHITESPACE'],
      ['', 'BAD_LENGTH'],
      ['1'.repeat(200), 'BAD_LENGTH'],
      ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'WRONG_NETWORK'],
      ['mrCDrCybB6J1vRfbwM5hemdJz73FwDBC8r', 'WRONG_NETWORK'],
      ['ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh', 'WRONG_NETWORK'],
      ['DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC', 'WRONG_NETWORK'],
      ['0x9858EfFD232B4033E47d90003D41EC34EcaEda94', 'BAD_FORMAT'],
      ['bitcoincash:qqyx49mu0kkn9ftfj6hje6g2wfer34yfnq5tahq3q6', 'BAD_FORMAT'],
    ];
    for (const [address, reason] of cases) {
      expect(rejectionOf('BTC', address), JSON.stringify(address)).toBe(reason);
    }
  });

  it('LTC: L/M/legacy-3 Base58 and ltc1 bech32 (EdgeApp fixtures for the abandon mnemonic)', () => {
    expect(validateWithdrawalAddress('LTC', 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh')).toEqual(
      {
        isValid: true,
        kind: 'p2wpkh',
        address: 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh',
      },
    );
    expect(rejectionOf('LTC', 'LUWPbpM43E2p7ZSh8cyTBEkvpHmr3cB8Ez')).toBe('VALID');
    expect(rejectionOf('LTC', 'M7wtsL7wSHDBJVMWWhtQfTMSYYkyooAAXM')).toBe('VALID');
    expect(rejectionOf('LTC', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe('VALID');
    expect(rejectionOf('LTC', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')).toBe('WRONG_NETWORK');
    expect(rejectionOf('LTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe('WRONG_NETWORK');
    expect(rejectionOf('LTC', 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wj')).toBe('BAD_CHECKSUM');
  });

  it('DOGE and DASH: their P2PKH and P2SH version bytes only', () => {
    const hash = new Uint8Array(20).fill(7);
    const encode = (version: number) => base58check.encode(Uint8Array.of(version, ...hash));
    expect(rejectionOf('DOGE', 'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC')).toBe('VALID');
    expect(validateWithdrawalAddress('DOGE', encode(0x16))).toMatchObject({ kind: 'p2sh' });
    expect(rejectionOf('DOGE', 'XoJA8qE3N2Y3jMLEtZ3vcN42qseZ8LvFf5')).toBe('WRONG_NETWORK');
    expect(rejectionOf('DOGE', 'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgc')).toBe('BAD_CHECKSUM');
    expect(rejectionOf('DOGE', 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')).toBe('WRONG_NETWORK');

    expect(rejectionOf('DASH', 'XoJA8qE3N2Y3jMLEtZ3vcN42qseZ8LvFf5')).toBe('VALID');
    expect(validateWithdrawalAddress('DASH', encode(0x10))).toMatchObject({ kind: 'p2sh' });
    expect(rejectionOf('DASH', 'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC')).toBe('WRONG_NETWORK');
    expect(rejectionOf('DASH', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe('WRONG_NETWORK');
    expect(rejectionOf('DASH', 'XoJA8qE3N2Y3jMLEtZ3vcN42qseZ8LvFf0')).toBe('BAD_FORMAT');
  });

  it('BCH: CashAddr with or without prefix, canonicalised with it', () => {
    const p2pkh = 'bitcoincash:qqyx49mu0kkn9ftfj6hje6g2wfer34yfnq5tahq3q6';
    for (const address of [p2pkh, p2pkh.slice('bitcoincash:'.length), p2pkh.toUpperCase()]) {
      expect(validateWithdrawalAddress('BCH', address)).toEqual({
        isValid: true,
        kind: 'p2pkh',
        address: p2pkh,
      });
    }
    expect(validateWithdrawalAddress('BCH', 'pz689gnx6z7cnsfhq6jpxtx0k9hhcwulev5cpumfk0')).toEqual({
      isValid: true,
      kind: 'p2sh',
      address: 'bitcoincash:pz689gnx6z7cnsfhq6jpxtx0k9hhcwulev5cpumfk0',
    });
  });

  it('BCH: refuses mixed case, typos, testnet, legacy Base58 and BTC addresses', () => {
    const cases: [string, AddressRejection][] = [
      ['bitcoincash:QQyx49mu0kkn9ftfj6hje6g2wfer34yfnq5tahq3q6', 'MIXED_CASE'],
      ['bitcoincash:qqyx49mu0kkn9ftfj6hje6g2wfer34yfnq5tahq3q7', 'BAD_CHECKSUM'],
      ['bchtest:qqaz6s295ncfs53m86qj0uw6sl8u2kuw0ymst35fx4', 'WRONG_NETWORK'],
      ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'UNSUPPORTED_TYPE'],
      ['bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', 'WRONG_NETWORK'],
      ['bitcoincash:', 'BAD_FORMAT'],
    ];
    for (const [address, reason] of cases) {
      expect(rejectionOf('BCH', address), address).toBe(reason);
    }
  });

  it('ETH and BNB: EIP-55 enforced on mixed case, plain lower/upper accepted', () => {
    // EIP-55's own examples.
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      for (const coin of ['ETH', 'BNB'] as const) {
        expect(validateWithdrawalAddress(coin, address)).toEqual({
          isValid: true,
          kind: 'evm',
          address,
        });
        expect(validateWithdrawalAddress(coin, address.toLowerCase())).toEqual({
          isValid: true,
          kind: 'evm',
          address,
        });
        expect(rejectionOf(coin, `0x${address.slice(2).toUpperCase()}`)).toBe('VALID');
      }
    }
    const cases: [string, AddressRejection][] = [
      ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'BAD_CHECKSUM'],
      ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae', 'BAD_FORMAT'],
      ['0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'BAD_FORMAT'],
      ['5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'BAD_FORMAT'],
      ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg', 'BAD_FORMAT'],
      ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed ', 'WHITESPACE'],
    ];
    for (const [address, reason] of cases) {
      expect(rejectionOf('ETH', address), address).toBe(reason);
      expect(rejectionOf('BNB', address), address).toBe(reason);
    }
  });

  it('XMR: standard, subaddress and integrated addresses', () => {
    const cases: [string, string][] = [
      [
        '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A',
        'monero-standard',
      ],
      [
        '888tNkZrPN6JsEgekjMnABU4TBzc2Dt29EPAvkRxbANsAnjyPbb3iQ1YBRk1UXcdRsiKc9dhwMVgN5S9cQUiyoogDavup3H',
        'monero-subaddress',
      ],
      // bip_utils tests/monero/test_monero.py, payment id d6f093554c0daa94
      [
        '4LiifdU2wUF3aCTG8X83ZM1xunHBjWEB5jmzM1zfrAKcGokjBPvS7eAcadEQZEgDhDeweod9KEZ5L2mXYVthxdxy4KUCty2MEBbHiGc8eM',
        'monero-integrated',
      ],
    ];
    for (const [address, kind] of cases) {
      expect(validateWithdrawalAddress('XMR', address)).toEqual({ isValid: true, kind, address });
    }
  });

  it('XMR: refuses typos, other networks and keys that are not curve points', () => {
    const primary =
      '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A';
    const typo = primary.slice(0, 50) + (primary[50] === 'a' ? 'b' : 'a') + primary.slice(51);
    // A Monero address with a chosen netbyte and keys, and a correct checksum.
    const forge = (netbyte: number, spendKey: Uint8Array, viewKey: Uint8Array) => {
      const body = Uint8Array.of(netbyte, ...spendKey, ...viewKey);
      return base58xmr.encode(Uint8Array.of(...body, ...keccak_256(body).slice(0, 4)));
    };
    const decoded = base58xmr.decode(primary);
    const [spendKey, viewKey] = [decoded.slice(1, 33), decoded.slice(33, 65)];
    const notAPoint = hex.decode('02'.padEnd(64, '0'));
    const cases: [string, AddressRejection][] = [
      [typo, 'BAD_CHECKSUM'],
      [primary.slice(0, -1), 'BAD_FORMAT'],
      [`${primary}1`, 'BAD_FORMAT'],
      [primary.replace('q', '0'), 'BAD_FORMAT'],
      // stagenet, from bip_utils
      [
        '5Aro6RZf2gc9AZGHkyVLkvU4Qonc8yQ8fR4PZTy9haCVe6NHSMH4TtNLyWhovaP75PFDSUC9cAML7MAGhXS56o16H7BmpEP',
        'WRONG_NETWORK',
      ],
      [forge(0x18, spendKey, viewKey), 'WRONG_NETWORK'],
      [forge(0x12, notAPoint, viewKey), 'BAD_KEY'],
      [forge(0x2a, spendKey, notAPoint), 'BAD_KEY'],
      // an integrated netbyte on a 69-byte body
      [forge(0x13, spendKey, viewKey), 'BAD_FORMAT'],
      ['0x9858EfFD232B4033E47d90003D41EC34EcaEda94', 'BAD_FORMAT'],
    ];
    expect(forge(0x12, spendKey, viewKey)).toBe(primary);
    for (const [address, reason] of cases) {
      expect(rejectionOf('XMR', address), address).toBe(reason);
    }
  });

  it('accepts every deposit address it derives', () => {
    const keys: Record<CoinCode, string> = {
      BTC: BIP84_ZPUB,
      LTC: BIP84_ZPUB,
      DOGE: BIP84_ZPUB,
      BCH: BIP84_ZPUB,
      XMR:
        'dc040dc3333460dccdc61e77a16f4c31e5f3d965c9c93efec425218c733b5400:' +
        '53f1cf5d17cecbd395ddee631b8ef0006366f5839e6e5c4ef5a0673b1923c2bf',
      BNB: BIP84_ZPUB,
      ETH: BIP84_ZPUB,
      DASH: BIP84_ZPUB,
    };
    for (const coin of COIN_CODES) {
      for (const index of [0, 1, 2, 1000]) {
        const address = deriveDepositAddress(coin, keys[coin], index);
        expect(validateWithdrawalAddress(coin, address), `${coin} ${address}`).toMatchObject({
          isValid: true,
          address,
        });
      }
    }
  });
});
