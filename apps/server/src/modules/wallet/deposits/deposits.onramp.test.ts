import type { AcceptedPayments, OnrampResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { createTestApp } from '../../../test/harness';
import { createClient } from '../../../test/http';
import { onrampWidgetUrl } from './deposits.onramp';

describe('the Buy Crypto widget address (spec §2: default BTC/EUR, two gateways)', () => {
  it('adds the spec’s defaults and the two gateways to the operator’s widget link', () => {
    const url = new URL(
      onrampWidgetUrl('https://buy.onramper.com/?apiKey=pk_prod_KEY', ['moonpay', 'transak']),
    );
    expect(url.origin).toBe('https://buy.onramper.com');
    expect(url.searchParams.get('apiKey')).toBe('pk_prod_KEY');
    expect(url.searchParams.get('defaultCrypto')).toBe('BTC');
    expect(url.searchParams.get('defaultFiat')).toBe('EUR');
    expect(url.searchParams.get('onlyOnramps')).toBe('moonpay,transak');
  });

  it('keeps what the operator wrote into the link', () => {
    const url = new URL(
      onrampWidgetUrl('https://buy.onramper.com/?apiKey=k&defaultFiat=USD&onlyOnramps=banxa', [
        'moonpay',
        'transak',
      ]),
    );
    expect(url.searchParams.get('defaultFiat')).toBe('USD');
    expect(url.searchParams.get('onlyOnramps')).toBe('banxa');
    expect(url.searchParams.get('defaultCrypto')).toBe('BTC');
  });

  it('takes exactly two gateways from ONRAMP_GATEWAYS, moonpay and transak unless set', () => {
    expect(loadConfig({}).ONRAMP_GATEWAYS).toEqual(['moonpay', 'transak']);
    expect(loadConfig({ ONRAMP_GATEWAYS: 'banxa, mercuryo' }).ONRAMP_GATEWAYS).toEqual([
      'banxa',
      'mercuryo',
    ]);
    expect(() => loadConfig({ ONRAMP_GATEWAYS: 'moonpay' })).toThrow(/ONRAMP_GATEWAYS/);
    expect(() => loadConfig({ ONRAMP_GATEWAYS: 'a,b,c' })).toThrow(/ONRAMP_GATEWAYS/);
  });

  it('is what GET /api/wallet/onramp answers, and the site then shows card marks', async () => {
    const t = await createTestApp({
      config: { ONRAMP_WIDGET_URL: 'https://buy.onramper.com/?apiKey=pk_test_KEY' },
    });
    try {
      const api = createClient(t.app);
      const onramp = (await api.get('/api/wallet/onramp')).body as unknown as OnrampResponse;
      expect(onramp).toEqual({
        url: 'https://buy.onramper.com/?apiKey=pk_test_KEY&defaultCrypto=BTC&defaultFiat=EUR&onlyOnramps=moonpay%2Ctransak',
        default_crypto: 'BTC',
        default_fiat: 'EUR',
      });
      const accepted = (await api.get('/api/wallet/accepted')).body as unknown as AcceptedPayments;
      expect(accepted.onramp).toBe(1);
    } finally {
      await t.close();
    }
  });
});
