import { COIN_CODES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { normalizeTxid } from './deposits.txid';

const HASH = '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b';

describe('normalizeTxid (unit)', () => {
  it('spells every coin’s txid one way: lower-case hex, `0x` first for ETH and BNB', () => {
    for (const coin of COIN_CODES) {
      const canonical = coin === 'ETH' || coin === 'BNB' ? `0x${HASH}` : HASH;
      expect(normalizeTxid(coin, HASH), coin).toBe(canonical);
      expect(normalizeTxid(coin, ` ${HASH.toUpperCase()} `), coin).toBe(canonical);
    }
    expect(normalizeTxid('ETH', `0X${HASH.toUpperCase()}`)).toBe(`0x${HASH}`);
    expect(normalizeTxid('BNB', `0x${HASH}`)).toBe(`0x${HASH}`);
  });

  it('refuses what is not a 32-byte hash of that coin', () => {
    for (const bad of [HASH.slice(1), `${HASH}0`, `${HASH.slice(1)}g`, '', 'deposit-1']) {
      expect(normalizeTxid('BTC', bad), bad).toBeNull();
      expect(normalizeTxid('ETH', bad), bad).toBeNull();
    }
    // Only ETH and BNB hashes carry the prefix.
    expect(normalizeTxid('BTC', `0x${HASH}`)).toBeNull();
    expect(normalizeTxid('XMR', `0x${HASH}`)).toBeNull();
    expect(normalizeTxid('ETH', `0x0x${HASH}`)).toBeNull();
  });
});
