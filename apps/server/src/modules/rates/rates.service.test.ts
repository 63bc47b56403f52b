import { COIN_CODES, FIAT_SYMBOLS } from '@casino/contracts';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../platform/errors';
import offlineJson from './rates.offline.json' with { type: 'json' };
import {
  COINGECKO_IDS,
  createRatesService,
  loadOfflineTable,
  type ConversionQuery,
} from './rates.service';
import { COIN_DECIMALS, decimalTextFromNumber, formatUnits, parseDecimal } from './rates.units';

const T0 = new Date('2026-11-20T12:00:00.000Z');
const OFFLINE_DATE = new Date(`${offlineJson.date}T00:00:00.000Z`);

function fakeClock(start = T0) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

const fakeLogger = () => ({ warn: vi.fn() });

/** A CoinGecko-style answer with every coin, USD and EUR. */
function priceAnswer(overrides: Record<string, Record<string, unknown>> = {}) {
  const answer: Record<string, Record<string, unknown>> = {};
  COIN_CODES.forEach((coin, index) => {
    answer[COINGECKO_IDS[coin]] = { usd: 1000 + index, eur: 900 + index };
  });
  return { ...answer, ...overrides };
}

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

function liveService(
  options: {
    fetch?: typeof fetch;
    maxAgeMs?: number;
    retryAfterMs?: number;
    apiUrl?: string;
    /** APP_MODE=live: fresh prices only. */
    live?: boolean;
  } = {},
) {
  const clock = fakeClock();
  const logger = fakeLogger();
  const fetchMock = vi.fn<typeof fetch>(options.fetch ?? (async () => jsonResponse(priceAnswer())));
  const service = createRatesService({
    apiUrl: options.apiUrl ?? 'https://prices.example/api/v3/simple/price',
    maxAgeMs: options.maxAgeMs ?? 60_000,
    retryAfterMs: options.retryAfterMs ?? 15_000,
    logger,
    fetch: fetchMock,
    now: clock.now,
    live: options.live ?? false,
  });
  return { service, clock, logger, fetchMock };
}

/** A parsed conversion request: fiat_amount in cents (the contract parsed the text). */
const query = (overrides: Partial<ConversionQuery> = {}): ConversionQuery => ({
  crypto_symbol: 'BTC',
  fiat_symbol: 'EUR',
  fiat_amount: 10_000,
  section_name: 'deposits',
  ...overrides,
});

describe('parseDecimal / formatUnits (unit)', () => {
  it('scales decimal text into BigInt smallest units exactly', () => {
    expect(parseDecimal('0.01', 8)).toBe(1_000_000n);
    expect(parseDecimal('1', 18)).toBe(10n ** 18n);
    expect(parseDecimal('0.000000000000000001', 18)).toBe(1n);
    expect(parseDecimal('12345678901234567890.123456789012345678', 18)).toBe(
      12345678901234567890123456789012345678n,
    );
    expect(parseDecimal('0.10000000000', 8)).toBe(10_000_000n); // trailing zeros are harmless
    expect(parseDecimal(' 7 ', 2)).toBe(700n);
  });

  it('refuses digits beyond the precision unless asked to cut them (round down)', () => {
    expect(() => parseDecimal('0.123456789', 8)).toThrow(RangeError);
    expect(parseDecimal('0.123456789', 8, { truncate: true })).toBe(12_345_678n);
    expect(parseDecimal('19.999', 2, { truncate: true })).toBe(1999n);
  });

  it('refuses anything but plain non-negative decimal text', () => {
    for (const bad of ['-1', '1e5', '.5', '5.', 'abc', '', '1,000', '0x10', 'NaN']) {
      expect(() => parseDecimal(bad, 8), bad).toThrow(RangeError);
    }
    expect(() => parseDecimal('1', -1)).toThrow(RangeError);
  });

  it('formats units, trims trailing zeros and cuts (never rounds up) extra digits', () => {
    expect(formatUnits(1_000_000n, 8)).toBe('0.01');
    expect(formatUnits(0n, 18)).toBe('0');
    expect(formatUnits(10n ** 18n, 18)).toBe('1');
    expect(formatUnits(123_456_789_999_999_999n, 18, 8)).toBe('0.12345678');
    expect(formatUnits(1n, 18, 8)).toBe('0'); // dust below the display precision
    expect(formatUnits(150_000_000n, 8)).toBe('1.5');
    expect(formatUnits(-150_000_000n, 8)).toBe('-1.5');
    expect(formatUnits(42n, 0)).toBe('42');
  });

  it('round-trips every coin at its own precision', () => {
    for (const coin of COIN_CODES) {
      const decimals = COIN_DECIMALS[coin];
      const text = `123.${'9'.repeat(decimals)}`;
      expect(formatUnits(parseDecimal(text, decimals), decimals)).toBe(text);
    }
  });

  it('turns JSON numbers into their literal decimal text, exponents expanded', () => {
    expect(decimalTextFromNumber(12.34)).toBe('12.34');
    expect(decimalTextFromNumber(0)).toBe('0');
    expect(decimalTextFromNumber(1e-7)).toBe('0.0000001');
    expect(decimalTextFromNumber(1.5e-7)).toBe('0.00000015');
    expect(decimalTextFromNumber(1.5e21)).toBe('1500000000000000000000');
    expect(decimalTextFromNumber(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(() => decimalTextFromNumber(Number.NaN)).toThrow(RangeError);
  });
});

describe('conversions (unit, pinned prices)', () => {
  const pinned = () =>
    createRatesService({ maxAgeMs: 60_000, logger: fakeLogger(), now: () => T0 });

  it('converts fiat cents to satoshis exactly', async () => {
    const rates = pinned();
    rates.pin('BTC', 'EUR', '50000');
    const { smallestUnits, rate } = await rates.fiatToCrypto('BTC', 'EUR', 10_000); // 100 EUR
    expect(smallestUnits).toBe(200_000n); // 0.002 BTC
    expect(rate).toEqual({ price: '50000', source: 'pinned', observedAt: T0 });
  });

  it('keeps all 18 decimals of ETH and rounds down', async () => {
    const rates = pinned();
    rates.pin('ETH', 'USD', '3000');
    // 1 USD / 3000 = 0.000333333333333333333... ETH: the 19th decimal on is dropped.
    expect((await rates.fiatToCrypto('ETH', 'USD', 100)).smallestUnits).toBe(333_333_333_333_333n);
    // 1 wei is worth far less than a cent: nothing is credited.
    expect((await rates.cryptoToFiat('ETH', 'USD', 1n)).minor).toBe(0);
    expect((await rates.cryptoToFiat('ETH', 'USD', 10n ** 18n)).minor).toBe(300_000);
    // 0.999999999999999 USD worth of ETH is 99 cents, not a dollar.
    expect((await rates.cryptoToFiat('ETH', 'USD', 333_333_333_333_333n)).minor).toBe(99);
  });

  it('handles XMR (12 decimals) and prices with long fractions', async () => {
    const rates = pinned();
    rates.pin('XMR', 'EUR', '150');
    expect((await rates.fiatToCrypto('XMR', 'EUR', 1)).smallestUnits).toBe(66_666_666n);
    rates.pin('DOGE', 'USD', '0.123456789');
    // 1 / 0.123456789 = 8.1000000737...
    expect((await rates.fiatToCrypto('DOGE', 'USD', 100)).smallestUnits).toBe(810_000_007n);
    expect((await rates.cryptoToFiat('DOGE', 'USD', 810_000_007n)).minor).toBe(99);
  });

  it('never gives back more fiat than went in (round trip)', async () => {
    const rates = pinned();
    rates.pin('BNB', 'EUR', '629.46');
    for (const cents of [1, 7, 99, 12_345, 987_654_321]) {
      const { smallestUnits } = await rates.fiatToCrypto('BNB', 'EUR', cents);
      const { minor } = await rates.cryptoToFiat('BNB', 'EUR', smallestUnits);
      expect(minor).toBeLessThanOrEqual(cents);
      expect(minor).toBeGreaterThanOrEqual(cents - 1);
    }
  });

  it('refuses amounts that are not whole, non-negative units', async () => {
    const rates = pinned();
    await expect(rates.fiatToCrypto('BTC', 'EUR', 1.5)).rejects.toThrow(RangeError);
    await expect(rates.fiatToCrypto('BTC', 'EUR', -1)).rejects.toThrow(RangeError);
    await expect(rates.cryptoToFiat('BTC', 'EUR', -1n)).rejects.toThrow(RangeError);
  });

  it('convert: display text of at most 8 decimals, zero as "0", the amount echoed in major units', async () => {
    const rates = pinned();
    rates.pin('ETH', 'EUR', '3000');
    const eth = await rates.convert(query({ crypto_symbol: 'ETH', fiat_amount: 100 }));
    expect(eth).toEqual({
      crypto_amount: '0.00033333',
      crypto_symbol: 'ETH',
      fiat_symbol: 'EUR',
      fiat_amount: 1,
      section_name: 'deposits',
      rate: '3000',
      rate_source: 'pinned',
      rate_date: T0.toISOString(),
    });
    expect(
      (await rates.convert(query({ crypto_symbol: 'ETH', fiat_amount: 0 }))).crypto_amount,
    ).toBe('0');
    const cents = await rates.convert(
      query({ crypto_symbol: 'ETH', fiat_amount: 3_001, section_name: 'withdrawals' }),
    );
    expect(cents).toMatchObject({
      crypto_amount: '0.01000333',
      fiat_amount: 30.01,
      section_name: 'withdrawals',
    });
  });

  it('pin validates the price; unpin releases one pair or all', async () => {
    const rates = pinned();
    expect(() => rates.pin('BTC', 'USD', '0')).toThrow(RangeError);
    expect(() => rates.pin('BTC', 'USD', 'lots')).toThrow(RangeError);
    expect(rates.pin('BTC', 'USD', '100000.50').price).toBe('100000.5');
    rates.pin('BTC', 'EUR', '90000');
    rates.pin('ETH', 'EUR', '3000');
    rates.unpin('BTC', 'USD');
    expect((await rates.getRate('BTC', 'USD')).source).toBe('offline');
    expect((await rates.getRate('BTC', 'EUR')).source).toBe('pinned');
    rates.unpin('ETH');
    expect((await rates.getRate('ETH', 'EUR')).source).toBe('offline');
    rates.unpin();
    expect((await rates.getRate('BTC', 'EUR')).source).toBe('offline');
  });
});

describe('offline reference table (unit)', () => {
  it('has a positive price for every coin in every fiat currency', () => {
    const snapshot = loadOfflineTable(offlineJson);
    for (const coin of COIN_CODES) {
      for (const fiat of FIAT_SYMBOLS) {
        expect(snapshot.prices[coin]?.[fiat], `${coin}/${fiat}`).toBeGreaterThan(0n);
      }
    }
    expect(offlineJson.note).toMatch(/not live prices/);
  });

  it('answers without an API, dated by the table', async () => {
    const rates = createRatesService({ maxAgeMs: 60_000, logger: fakeLogger() });
    const rate = await rates.getRate('BTC', 'EUR');
    expect(rate).toEqual({
      price: offlineJson.prices.BTC.EUR,
      source: 'offline',
      observedAt: OFFLINE_DATE,
    });
    // 100 EUR at the table's price, rounded down to a satoshi and shown with 8 decimals.
    const expected = (10_000n * 10n ** 8n) / parseDecimal(offlineJson.prices.BTC.EUR, 2);
    const result = await rates.convert(query());
    expect(result.crypto_amount).toBe(formatUnits(expected, 8));
    expect(result).toMatchObject({ rate_source: 'offline', rate_date: OFFLINE_DATE.toISOString() });
  });

  it('fails start-up on a table with a gap, and answers RATE_UNAVAILABLE never silently', () => {
    const gap = structuredClone(offlineJson) as { prices: Record<string, unknown> };
    delete gap.prices.DASH;
    expect(() =>
      createRatesService({
        maxAgeMs: 60_000,
        logger: fakeLogger(),
        offlineTable: gap as typeof offlineJson,
      }),
    ).toThrow();
    const zero = structuredClone(offlineJson);
    zero.prices.BTC.USD = '0';
    expect(() => loadOfflineTable(zero)).toThrow(/positive/);
  });

  it('lists every pair with its source and date', async () => {
    const rates = createRatesService({ maxAgeMs: 60_000, logger: fakeLogger(), now: () => T0 });
    const list = await rates.listRates();
    expect(list.source).toBe('offline');
    expect(list.date).toBe(OFFLINE_DATE.toISOString());
    expect(Object.keys(list.rates)).toEqual([...COIN_CODES]);
    // Prices are canonical decimal text: "3620.00" in the table reads "3620".
    expect(list.rates.ETH).toEqual({ USD: '3620', EUR: '3330.4' });
    rates.pin('BTC', 'EUR', '1');
    expect((await rates.listRates()).source).toBe('mixed');
  });
});

describe('HTTP price source (unit, fake fetch)', () => {
  it('asks for every coin in USD and EUR, keeping the operator query, and reads the answer', async () => {
    const { service, fetchMock } = liveService({
      apiUrl: 'https://prices.example/simple/price?x_cg_demo_api_key=k',
      fetch: async () =>
        jsonResponse(
          priceAnswer({
            bitcoin: { usd: 100_000.5, eur: 92_000 },
            dogecoin: { usd: 1e-7, eur: 0.19 },
          }),
        ),
    });
    expect(await service.getRate('BTC', 'USD')).toEqual({
      price: '100000.5',
      source: 'live',
      observedAt: T0,
    });
    expect((await service.getRate('DOGE', 'USD')).price).toBe('0.0000001');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.searchParams.get('ids')).toBe(
      'bitcoin,litecoin,dogecoin,bitcoin-cash,monero,binancecoin,ethereum,dash',
    );
    expect(url.searchParams.get('vs_currencies')).toBe('usd,eur');
    expect(url.searchParams.get('x_cg_demo_api_key')).toBe('k');
    const result = await service.convert(query({ fiat_symbol: 'USD', fiat_amount: 100_001 }));
    // 100001 cents / 100000.5 USD = 0.0100000499... BTC
    expect(result).toMatchObject({ crypto_amount: '0.01000004', rate_source: 'live' });
  });

  it('caches for the maximum age, then fetches again', async () => {
    const { service, fetchMock, clock } = liveService({ maxAgeMs: 60_000 });
    await service.getRate('BTC', 'EUR');
    await service.getRate('ETH', 'USD');
    clock.advance(60_000);
    await service.getRate('LTC', 'EUR');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    clock.advance(1);
    const rate = await service.getRate('BTC', 'EUR');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(rate.observedAt).toEqual(new Date(T0.getTime() + 60_001));
  });

  it('shares one in-flight request among concurrent callers', async () => {
    let release: (response: Response) => void = () => undefined;
    const { service, fetchMock } = liveService({
      fetch: () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    const pending = Promise.all(COIN_CODES.map((coin) => service.getRate(coin, 'EUR')));
    await Promise.resolve();
    release(jsonResponse(priceAnswer()));
    const rates = await pending;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(rates.every((rate) => rate.source === 'live')).toBe(true);
  });

  it('falls back to the offline table on failure, warns once, and backs off before retrying', async () => {
    const { service, fetchMock, clock, logger } = liveService({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
      retryAfterMs: 15_000,
    });
    const [first, second] = await Promise.all([
      service.getRate('BTC', 'EUR'),
      service.getRate('BTC', 'USD'),
    ]);
    expect(first).toMatchObject({ source: 'offline', price: offlineJson.prices.BTC.EUR });
    expect(second?.source).toBe('offline');
    await service.getRate('ETH', 'EUR');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    clock.advance(15_000);
    fetchMock.mockImplementation(async () => jsonResponse(priceAnswer()));
    expect((await service.getRate('BTC', 'EUR')).source).toBe('live');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats HTTP errors and malformed answers as failures', async () => {
    for (const response of [
      () => jsonResponse({ error: 'rate limited' }, 429),
      () => new Response('<html>', { status: 200 }),
      () => jsonResponse([1, 2, 3]),
    ]) {
      const { service, logger } = liveService({ fetch: async () => response() });
      expect((await service.getRate('BTC', 'EUR')).source).toBe('offline');
      expect(logger.warn).toHaveBeenCalledTimes(1);
    }
  });

  it('never uses a live price older than the maximum age, even when the refresh fails', async () => {
    const { service, fetchMock, clock } = liveService({ maxAgeMs: 60_000 });
    expect((await service.getRate('BTC', 'EUR')).source).toBe('live');
    clock.advance(60_001);
    fetchMock.mockImplementation(async () => jsonResponse({}, 503));
    expect((await service.getRate('BTC', 'EUR')).source).toBe('offline');
  });

  it('takes a pair the API lacks (or gives badly) from the offline table, warning once', async () => {
    const { service, logger } = liveService({
      fetch: async () => jsonResponse(priceAnswer({ monero: { usd: -1 }, dash: 'n/a' as never })),
    });
    expect((await service.getRate('BTC', 'EUR')).source).toBe('live');
    expect((await service.getRate('XMR', 'USD')).source).toBe('offline');
    expect((await service.getRate('XMR', 'USD')).source).toBe('offline');
    expect((await service.getRate('DASH', 'EUR')).source).toBe('offline');
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('lets a pin override the live price', async () => {
    const { service } = liveService();
    service.pin('BTC', 'EUR', '12345.678');
    expect(await service.getRate('BTC', 'EUR')).toMatchObject({
      price: '12345.678',
      source: 'pinned',
    });
    service.unpin();
    expect((await service.getRate('BTC', 'EUR')).source).toBe('live');
  });
});

describe('the full list (GET /api/rates) is kept until the rates change (unit)', () => {
  it('answers the same list while the snapshot is fresh and anew once a new one came', async () => {
    let price = 1000;
    const { service, fetchMock, clock } = liveService({
      maxAgeMs: 60_000,
      fetch: async () => jsonResponse(priceAnswer({ bitcoin: { usd: price, eur: price } })),
    });
    const first = await service.listRates();
    expect(first.rates.BTC.EUR).toBe('1000');
    price = 2000;
    clock.advance(60_000);
    expect(await service.listRates()).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Past the maximum age the list is made again from the new snapshot.
    clock.advance(1);
    expect((await service.listRates()).rates.BTC.EUR).toBe('2000');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('answers anew at once after a pin or an unpin', async () => {
    const rates = createRatesService({ maxAgeMs: 60_000, logger: fakeLogger(), now: () => T0 });
    const offline = await rates.listRates();
    expect(await rates.listRates()).toBe(offline);
    rates.pin('BTC', 'EUR', '1');
    expect((await rates.listRates()).rates.BTC.EUR).toBe('1');
    rates.unpin('BTC', 'EUR');
    expect(await rates.listRates()).toEqual(offline);
  });

  it('tries the price API again once the back-off after a failure is over', async () => {
    const { service, fetchMock, clock } = liveService({
      retryAfterMs: 15_000,
      fetch: async () => jsonResponse({}, 503),
    });
    expect((await service.listRates()).source).toBe('offline');
    fetchMock.mockImplementation(async () => jsonResponse(priceAnswer()));
    clock.advance(14_999);
    expect((await service.listRates()).source).toBe('offline');
    clock.advance(1);
    expect((await service.listRates()).source).toBe('live');
  });
});

describe('live mode: money and the calculator use fresh prices only (unit, fake fetch)', () => {
  const isRateStale = (error: unknown) => error instanceof AppError && error.code === 'RATE_STALE';

  it('uses a fresh live price as in demo mode', async () => {
    const { service } = liveService({ live: true });
    expect((await service.getRate('BTC', 'EUR')).source).toBe('live');
    expect((await service.fiatToCrypto('BTC', 'EUR', 90_000)).rate.source).toBe('live');
  });

  it('refuses a price older than the maximum age when the refresh fails: RATE_STALE, never the table', async () => {
    const { service, clock, fetchMock, logger } = liveService({ live: true, maxAgeMs: 60_000 });
    expect((await service.getRate('BTC', 'EUR')).source).toBe('live');
    clock.advance(60_001);
    fetchMock.mockImplementation(async () => jsonResponse({}, 503));
    await expect(service.cryptoToFiat('BTC', 'EUR', 100_000n)).rejects.toSatisfy(isRateStale);
    await expect(service.fiatToCrypto('BTC', 'EUR', 2_000)).rejects.toSatisfy(isRateStale);
    await expect(service.convert(query())).rejects.toSatisfy(isRateStale);
    await expect(service.listRates()).rejects.toSatisfy(isRateStale);
    expect(logger.warn.mock.calls[0]?.[1]).toMatch(/live mode/);
    // A fresh answer again: money moves again.
    clock.advance(15_000);
    fetchMock.mockImplementation(async () => jsonResponse(priceAnswer()));
    expect((await service.cryptoToFiat('BTC', 'EUR', 100_000n)).rate.source).toBe('live');
  });

  it('refuses a pair the API lacks, and everything when there is no API at all', async () => {
    const { service } = liveService({
      live: true,
      fetch: async () => jsonResponse(priceAnswer({ monero: { usd: -1, eur: 150 } })),
    });
    expect((await service.getRate('XMR', 'EUR')).source).toBe('live');
    await expect(service.getRate('XMR', 'USD')).rejects.toSatisfy(isRateStale);
    const offlineOnly = createRatesService({ maxAgeMs: 60_000, logger: fakeLogger(), live: true });
    await expect(offlineOnly.convert(query())).rejects.toSatisfy(isRateStale);
  });

  it('counts a pinned price as fresh', async () => {
    const rates = createRatesService({ maxAgeMs: 60_000, logger: fakeLogger(), live: true });
    rates.pin('BTC', 'EUR', '50000');
    // 100.00 EUR at 50,000 EUR per BTC: 0.002 BTC.
    expect((await rates.fiatToCrypto('BTC', 'EUR', 10_000)).smallestUnits).toBe(200_000n);
    await expect(rates.getRate('BTC', 'USD')).rejects.toSatisfy(isRateStale);
  });
});
