import type { EntityWallet } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { getWithdrawableCoins, isValidWithdrawal, validateWithdrawal } from './wallet-data';

describe('validateWithdrawal (spec §5)', () => {
  const W_BALANCE = 5_000; // 50.00

  it('passes an address with an amount from 20 up to the withdrawable balance', () => {
    for (const amount of ['20', '20.00', '35,5', '50']) {
      const errors = validateWithdrawal({ walletAddress: 'bc1q', amount }, W_BALANCE);
      expect(errors, amount).toEqual({});
      expect(isValidWithdrawal(errors)).toBe(true);
    }
  });

  it('requires the address', () => {
    expect(validateWithdrawal({ walletAddress: ' ', amount: '20' }, W_BALANCE)).toEqual({
      wallet_address: 'required',
    });
  });

  it('orders the amount checks: a number, at least 20, at most w_balance', () => {
    const check = (amount: string) =>
      validateWithdrawal({ walletAddress: 'x', amount }, W_BALANCE).amount;
    expect(check('')).toBe('required');
    expect(check('abc')).toBe('required');
    expect(check('19.99')).toBe('min');
    expect(check('0')).toBe('min');
    expect(check('50.01')).toBe('balance');
    expect(validateWithdrawal({ walletAddress: 'x', amount: '20' }, 1_999).amount).toBe('balance');
  });
});

describe('getWithdrawableCoins (spec §2: allow_withdrawals = 1 only)', () => {
  it('keeps only the coins that allow withdrawals', () => {
    const coin = (id: number, allow_withdrawals: 0 | 1) =>
      ({ id, allow_withdrawals }) as EntityWallet;
    expect(getWithdrawableCoins([coin(1, 1), coin(2, 0), coin(3, 1)]).map((c) => c.id)).toEqual([
      1, 3,
    ]);
  });
});
