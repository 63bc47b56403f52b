import type { ConversionResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { createFormFailure } from '../../../../lib/actions.server';
import { checkCalculatorAmount, getConversionHref } from '../../wallet-data';
import { ConversionSummary } from '../conversion-summary';
import { DepositCalculator } from '../deposit-calculator';
import { renderWithRouter } from './render';

function conversion(overrides: Partial<ConversionResponse> = {}): ConversionResponse {
  return {
    crypto_amount: '0.00166667',
    crypto_symbol: 'BTC',
    fiat_symbol: 'EUR',
    fiat_amount: 100,
    section_name: 'deposits',
    rate: '60000.5',
    rate_source: 'live',
    rate_date: '2026-03-04T05:06:07.890Z',
    ...overrides,
  };
}

describe('checkCalculatorAmount (spec §5/§9: minimum 100)', () => {
  it('accepts 100 and more, refuses less or nothing', () => {
    expect(checkCalculatorAmount('100')).toEqual({ amount: 100, error: null });
    expect(checkCalculatorAmount('250.50')).toEqual({ amount: 250.5, error: null });
    expect(checkCalculatorAmount('99.99')).toEqual({ amount: 99.99, error: 'min' });
    expect(checkCalculatorAmount('')).toEqual({ amount: null, error: 'required' });
    expect(checkCalculatorAmount('ten')).toEqual({ amount: null, error: 'required' });
  });

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

describe('DepositCalculator', () => {
  it('starts at 100 in the user currency with the rate note', () => {
    const html = renderWithRouter(<DepositCalculator coin="BTC" currency="EUR" />);
    expect(html).toContain('Amount in EUR');
    expect(html).toMatch(/value="100"/);
    expect(html).toContain('The rate may vary until the deposit is received.');
    expect(html).not.toContain('The minimum is');
  });

  it('refuses amounts below 100', () => {
    const html = renderWithRouter(
      <DepositCalculator coin="BTC" currency="USD" initialAmount="50" />,
    );
    expect(html).toContain('The minimum is $100.00');
  });
});

describe('ConversionSummary', () => {
  it('shows the crypto amount and the live rate without a date', () => {
    const html = renderWithRouter(
      <ConversionSummary result={conversion()} isLoading={false} coin="BTC" testId="calc" />,
    );
    expect(html).toContain('0.00166667');
    expect(html).toContain('1 BTC = €60,000.50');
    expect(html).not.toContain('data-testid="calc-offline"');
  });

  it('dates an offline rate (spec §9: date - time without fractions)', () => {
    const html = renderWithRouter(
      <ConversionSummary
        result={conversion({ rate_source: 'offline' })}
        isLoading={false}
        coin="BTC"
        testId="calc"
      />,
    );
    expect(html).toContain('data-testid="calc-offline"');
    expect(html).toContain('2026-03-04 - 05:06:07');
  });

  it('shows the server words when no rate could be found', async () => {
    const failure = createFormFailure(
      {},
      { message: 'No conversion rate is available for this pair.' },
    );
    const html = renderWithRouter(
      <ConversionSummary result={failure.data} isLoading={false} coin="XMR" testId="calc" />,
    );
    expect(html).toContain('No conversion rate is available for this pair.');
  });
});
