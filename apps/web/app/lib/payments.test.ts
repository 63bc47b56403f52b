import type { AcceptedPayments } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { acceptedCoins, paymentMethods } from './payments';

const TWO_COINS: AcceptedPayments = {
  coins: [
    { symbol: 'ETH', name: 'Ethereum' },
    { symbol: 'DASH', name: 'Dash' },
  ],
  onramp: 0,
};

describe('what the site says it accepts (issue 19 item 12): the coin table, not a fixed list', () => {
  it('names exactly the coins taking deposits, in the table’s order, with their marks', () => {
    expect(acceptedCoins(TWO_COINS)).toEqual([
      { id: 'ethereum', code: 'ETH', name: 'Ethereum' },
      { id: 'dash', code: 'DASH', name: 'Dash' },
    ]);
    expect(acceptedCoins(undefined)).toEqual([]);
  });

  it('shows card and wallet marks only where an on-ramp takes them', () => {
    expect(paymentMethods(TWO_COINS).map((method) => method.label)).toEqual(['ETH', 'DASH']);
    expect(paymentMethods({ ...TWO_COINS, onramp: 1 }).map((method) => method.label)).toEqual([
      'ETH',
      'DASH',
      'Visa',
      'Mastercard',
      'Apple Pay',
      'Google Pay',
      'Revolut',
    ]);
  });
});
