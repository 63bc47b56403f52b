import { COIN_CODES } from '@casino/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../platform/errors';
import { createTestApp, type TestApp } from '../../test/harness';
import { createClient } from '../../test/http';
import offlineJson from './rates.offline.json' with { type: 'json' };
import { useTestApp } from '../../test/suite';

const { t, api } = useTestApp({ seed: false });
afterEach(() => {
  t.runtime.services.ratesService.unpin();
  vi.restoreAllMocks();
});

const OFFLINE_DATE = `${offlineJson.date}T00:00:00.000Z`;
const convert = (body: unknown, options: Parameters<typeof api.post>[2] = {}) =>
  api.post('/api/coinremitterConversionRate', body, options);

describe('POST /api/coinremitterConversionRate', () => {
  it('converts for a visitor with the spec defaults: BTC, EUR, deposits (spec §4)', async () => {
    const res = await convert({ fiat_amount: 100 });
    expect(res.status).toBe(200);
    // 100 EUR / 90620 EUR per BTC = 0.00110350916... BTC, rounded down to a satoshi.
    expect(offlineJson.prices.BTC.EUR).toBe('90620');
    expect(res.body).toEqual({
      crypto_amount: '0.0011035',
      crypto_symbol: 'BTC',
      fiat_symbol: 'EUR',
      fiat_amount: 100,
      section_name: 'deposits',
      rate: '90620',
      rate_source: 'offline',
      rate_date: OFFLINE_DATE,
    });
  });

  it('answers every coin in both currencies from the offline table', async () => {
    for (const coin of COIN_CODES) {
      for (const fiat of ['USD', 'EUR']) {
        const res = await convert({ crypto_symbol: coin, fiat_symbol: fiat, fiat_amount: 20 });
        expect(res.status, `${coin}/${fiat}`).toBe(200);
        expect(res.body.crypto_amount).toMatch(/^\d+(\.\d{1,8})?$/);
        expect(res.body.rate_source).toBe('offline');
      }
    }
  });

  it('uses a pinned rate and keeps ETH to 8 shown decimals; zero gives "0"', async () => {
    t.runtime.services.ratesService.pin('ETH', 'USD', '3000');
    const res = await convert({
      crypto_symbol: 'ETH',
      fiat_symbol: 'USD',
      fiat_amount: 1,
      section_name: 'withdrawals',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      crypto_amount: '0.00033333',
      rate: '3000',
      rate_source: 'pinned',
      section_name: 'withdrawals',
    });
    const zero = await convert({ crypto_symbol: 'ETH', fiat_symbol: 'USD', fiat_amount: 0 });
    expect(zero.body.crypto_amount).toBe('0');
  });

  it('reads a form body as the spec client may send it', async () => {
    const res = await convert(Buffer.from('crypto_symbol=LTC&fiat_symbol=USD&fiat_amount=96.4'), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ crypto_amount: '1', crypto_symbol: 'LTC', fiat_amount: 96.4 });
  });

  it('rejects unknown symbols, a negative or missing amount and an unknown section (422)', async () => {
    const res = await convert({
      crypto_symbol: 'XRP',
      fiat_symbol: 'GBP',
      fiat_amount: -1,
      section_name: 'bonus',
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual([
      'crypto_symbol',
      'fiat_amount',
      'fiat_symbol',
      'section_name',
    ]);
    const missing = await convert({});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty('fiat_amount');
    const tooBig = await convert({ fiat_amount: 1e12 });
    expect(tooBig.status).toBe(422);
  });

  it('reads fiat_amount from its decimal text: whole cents only, no exponent, no float', async () => {
    const precise = await convert({ fiat_amount: '30.009' });
    expect(precise.status).toBe(422);
    expect(precise.body.errors?.fiat_amount).toEqual(['At most 2 decimals.']);
    const exponent = await convert({ fiat_amount: '1e3' }, { locale: 'es' });
    expect(exponent.status).toBe(422);
    expect(exponent.body.errors?.fiat_amount).toEqual([
      'Escribe el importe como un número simple, por ejemplo 20.50.',
    ]);
    // 0.1 + 0.2 = 0.30000000000000004: not an amount of money, and never rounded into one.
    expect((await convert({ fiat_amount: 0.1 + 0.2 })).status).toBe(422);
    t.runtime.services.ratesService.pin('BTC', 'EUR', '50000');
    const text = await convert({ fiat_amount: '20.10' });
    expect(text.body).toMatchObject({ crypto_amount: '0.000402', fiat_amount: 20.1 });
    expect((await convert({ fiat_amount: 20.1 })).body).toEqual(text.body);
  });

  it('answers RATE_UNAVAILABLE as 503 in the caller language', async () => {
    vi.spyOn(t.runtime.services.ratesService, 'convert').mockRejectedValueOnce(
      new AppError('RATE_UNAVAILABLE', { params: { coin: 'BTC', fiat: 'EUR' } }),
    );
    const res = await convert({ fiat_amount: 50 }, { locale: 'es' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      code: 'RATE_UNAVAILABLE',
      message: 'No hay tipo de cambio disponible para este par.',
    });
  });
});

describe('GET /api/rates', () => {
  it('lists every pair with source and date, for visitors', async () => {
    const res = await api.get('/api/rates');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ source: 'offline', date: OFFLINE_DATE });
    const rates = res.body.rates as Record<string, Record<string, string>>;
    expect(Object.keys(rates).sort()).toEqual([...COIN_CODES].sort());
    expect(rates.BTC).toEqual({ USD: '98500', EUR: '90620' });
  });

  it('shows pinned pairs and says the sources are mixed', async () => {
    t.runtime.services.ratesService.pin('DOGE', 'EUR', '0.25');
    const res = await api.get('/api/rates');
    expect(res.body.source).toBe('mixed');
    expect((res.body.rates as Record<string, Record<string, string>>).DOGE?.EUR).toBe('0.25');
  });
});

describe('live mode (APP_MODE=live): the offline table never answers', () => {
  let live: TestApp;
  let liveApi: ReturnType<typeof createClient>;
  beforeAll(async () => {
    live = await createTestApp({ seed: false, config: { APP_MODE: 'live' } });
    liveApi = createClient(live.app);
  });
  afterAll(async () => {
    await live.close();
  });

  it('answers the calculator RATE_STALE (503, translated) without a fresh rate, and a pinned one with it', async () => {
    const stale = await liveApi.post('/api/coinremitterConversionRate', { fiat_amount: 100 });
    expect(stale.status).toBe(503);
    expect(stale.body).toEqual({
      code: 'RATE_STALE',
      message:
        'No up-to-date conversion rate is available right now. Please try again in a few minutes.',
    });
    const zh = await liveApi.post(
      '/api/coinremitterConversionRate',
      { fiat_amount: 100 },
      { locale: 'zh-CN' },
    );
    expect(zh.body.message).toBe('当前没有最新的汇率，请几分钟后再试。');
    expect((await liveApi.get('/api/rates')).status).toBe(503);
    live.runtime.services.ratesService.pin('BTC', 'EUR', '50000');
    const pinned = await liveApi.post('/api/coinremitterConversionRate', { fiat_amount: 100 });
    expect(pinned.status).toBe(200);
    expect(pinned.body).toMatchObject({ crypto_amount: '0.002', rate_source: 'pinned' });
  });
});
