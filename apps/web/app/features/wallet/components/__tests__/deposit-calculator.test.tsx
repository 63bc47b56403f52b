// @vitest-environment happy-dom
import type { Currency } from '@casino/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFormFailure } from '../../../../lib/actions.server';
import { fieldDescription } from '../../../../lib/testing/field-description';
import { ConversionSummary } from '../conversion-summary';
import { DepositCalculator } from '../deposit-calculator';
import { conversion, preloadContracts, renderWallet } from './fixtures';

function renderCalculator(currency: Currency = 'EUR') {
  const onCryptoAmountChange = vi.fn();
  const view = renderWallet(
    <DepositCalculator
      coin="BTC"
      currency={currency}
      onCryptoAmountChange={onCryptoAmountChange}
    />,
  );
  return {
    ...view,
    onCryptoAmountChange,
    amount: screen.getByLabelText<HTMLInputElement>(`Amount in ${currency}`),
  };
}

describe('DepositCalculator (spec §2; §5/§9: from 100, start 100)', () => {
  beforeAll(preloadContracts);
  afterEach(cleanup);

  it('starts at 100 in the user currency with the rate note, and shows its equivalent', async () => {
    const { amount, conversions, onCryptoAmountChange } = renderCalculator();
    expect(amount.value).toBe('100');
    expect(screen.getByText('The rate may vary until the deposit is received.').tagName).toBe('P');
    expect((await screen.findByTestId('deposit-conversion-amount')).textContent).toBe('0.00166667');
    expect(conversions).toEqual([
      '?crypto_symbol=BTC&fiat_symbol=EUR&fiat_amount=100&section_name=deposits',
    ]);
    await waitFor(() => expect(onCryptoAmountChange).toHaveBeenLastCalledWith('0.00166667'));
    expect(fieldDescription(amount)).toBeNull();
  });

  it('refuses amounts below 100, and asks nothing for them', async () => {
    const { user, amount, conversions, onCryptoAmountChange } = renderCalculator('USD');
    await screen.findByTestId('deposit-conversion-amount');
    for (const typed of ['50', '99.99']) {
      await user.clear(amount);
      await user.type(amount, typed);
      await waitFor(() => expect(fieldDescription(amount)).toBe('The minimum is $100.00'));
    }
    expect(screen.queryByTestId('deposit-conversion-amount')).toBeNull();
    expect(screen.getByTestId('deposit-conversion').textContent).toBe('Crypto equivalent— BTC');
    await waitFor(() => expect(onCryptoAmountChange).toHaveBeenLastCalledWith(null));
    expect(conversions).toHaveLength(1);
  });

  it('asks the equivalent of an amount above 100, a comma read as a dot', async () => {
    const { user, amount, conversions } = renderCalculator();
    await screen.findByTestId('deposit-conversion-amount');
    const asks: [typed: string, asked: string][] = [
      ['250.50', '250.5'],
      ['250,75', '250.75'],
    ];
    for (const [typed, asked] of asks) {
      await user.clear(amount);
      await user.type(amount, typed);
      await waitFor(() =>
        expect(conversions.at(-1)).toBe(
          `?crypto_symbol=BTC&fiat_symbol=EUR&fiat_amount=${asked}&section_name=deposits`,
        ),
      );
    }
    expect(fieldDescription(amount)).toBeNull();
  });

  it('needs an amount, as a plain number', async () => {
    const { user, amount } = renderCalculator();
    await user.clear(amount);
    await waitFor(() => expect(fieldDescription(amount)).toBe('Required.'));
    await user.type(amount, 'ten');
    await waitFor(() =>
      expect(fieldDescription(amount)).toBe('Enter the amount as a plain number, such as 20.50.'),
    );
  });
});

describe('ConversionSummary', () => {
  afterEach(cleanup);

  it('shows the crypto amount and the live rate without a date', () => {
    renderWallet(
      <ConversionSummary result={conversion()} isLoading={false} coin="BTC" testId="calc" />,
    );
    expect(screen.getByTestId('calc-amount').textContent).toBe('0.00166667');
    expect(screen.getByText('1 BTC = €60,000.50').tagName).toBe('P');
    expect(screen.queryByTestId('calc-offline')).toBeNull();
  });

  it('dates an offline rate (spec §9: date - time without fractions)', () => {
    renderWallet(
      <ConversionSummary
        result={conversion({ rate_source: 'offline' })}
        isLoading={false}
        coin="BTC"
        testId="calc"
      />,
    );
    expect(screen.getByTestId('calc-offline').textContent).toBe(
      'Live rates are unavailable; this rate dates from 2026-03-04 - 05:06:07.',
    );
  });

  it('shows the server words when no rate could be found', () => {
    const failure = createFormFailure(
      {},
      { message: 'No conversion rate is available for this pair.' },
    );
    renderWallet(
      <ConversionSummary result={failure.data} isLoading={false} coin="XMR" testId="calc" />,
    );
    expect(screen.getByTestId('calc').textContent).toBe(
      'Crypto equivalentNo conversion rate is available for this pair.',
    );
  });
});
