import type { EntityWallet } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { getConversionHref, getWithdrawableCoins } from './wallet-data';

describe('getWithdrawableCoins (spec §2: allow_withdrawals = 1 only)', () => {
  it('keeps only the coins that allow withdrawals', () => {
    const coin = (id: number, allow_withdrawals: 0 | 1) =>
      ({ id, allow_withdrawals }) as EntityWallet;
    expect(getWithdrawableCoins([coin(1, 1), coin(2, 0), coin(3, 1)]).map((c) => c.id)).toEqual([
      1, 3,
    ]);
  });
});

describe('getConversionHref', () => {
  it('asks the conversion of the user currency for the deposits section', () => {
    expect(
      getConversionHref({
        crypto_symbol: 'LTC',
        fiat_symbol: 'USD',
        fiat_amount: 100,
        section_name: 'deposits',
      }),
    ).toBe(
      '/wallet/conversion?crypto_symbol=LTC&fiat_symbol=USD&fiat_amount=100&section_name=deposits',
    );
  });
});
