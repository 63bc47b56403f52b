import {
  COIN_CODES,
  FIAT_SYMBOLS,
  z,
  type CoinCode,
  type ConversionResponse,
  type conversionRequestSchema,
} from '@casino/contracts';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import offlineJson from './rates.offline.json' with { type: 'json' };
import {
  COIN_DECIMALS,
  FIAT_DECIMALS,
  PRICE_DECIMALS,
  decimalTextFromNumber,
  formatUnits,
  parseDecimal,
  pow10,
} from './rates.units';

// Other modules import only this file (STYLE.md), so the unit helpers are offered here too.
export { COIN_DECIMALS, formatUnits, parseDecimal } from './rates.units';

export type FiatSymbol = (typeof FIAT_SYMBOLS)[number];
/** The conversion request after the contract's defaults applied (BTC, EUR, deposits). */
export type ConversionQuery = z.output<typeof conversionRequestSchema>;
export type RateSourceName = ConversionResponse['rate_source'];

/** Price of one whole coin in a fiat currency, where it came from and when it was seen. */
export interface Rate {
  /** Decimal text, e.g. "98500.12". */
  price: string;
  source: RateSourceName;
  observedAt: Date;
}

/** Scaled prices (PRICE_DECIMALS) per coin and fiat; a pair may be missing from an API answer. */
export type PriceTable = Partial<Record<CoinCode, Partial<Record<FiatSymbol, bigint>>>>;

/** What every price source gives: a whole table at once, so one fetch serves all pairs. */
export interface RateSnapshot {
  prices: PriceTable;
  observedAt: Date;
}

/** A price source (the HTTP API today; another exchange tomorrow) behind one interface. */
export interface RateSource {
  fetchSnapshot(): Promise<RateSnapshot>;
}

// ---------------------------------------------------------------------------------------------
// The offline reference table

const decimalTextSchema = z.string().regex(/^\d+(?:\.\d+)?$/);
const offlineTableSchema = z.object({
  note: z.string(),
  date: z.iso.date(),
  prices: z.record(z.enum(COIN_CODES), z.record(z.enum(FIAT_SYMBOLS), decimalTextSchema)),
});
export type OfflineTable = z.input<typeof offlineTableSchema>;

/**
 * Reads the committed table (rates.offline.json). Every coin must have every fiat with a
 * positive price: the offline table is the answer of last resort, so a gap fails start-up
 * instead of a player's request.
 */
export function loadOfflineTable(table: OfflineTable): RateSnapshot {
  const parsed = offlineTableSchema.parse(table);
  const prices: PriceTable = {};
  for (const coin of COIN_CODES) {
    for (const fiat of FIAT_SYMBOLS) {
      const text = parsed.prices[coin]?.[fiat];
      if (text === undefined) throw new Error(`rates.offline.json: no ${coin}/${fiat} price`);
      const scaled = parseDecimal(text, PRICE_DECIMALS, { truncate: true });
      if (scaled <= 0n) throw new Error(`rates.offline.json: ${coin}/${fiat} must be positive`);
      (prices[coin] ??= {})[fiat] = scaled;
    }
  }
  // The table is as of its day; rate_date shows that day to the player (spec §3 result).
  return { prices, observedAt: new Date(`${parsed.date}T00:00:00.000Z`) };
}

// ---------------------------------------------------------------------------------------------
// The HTTP price API (CoinGecko's /simple/price shape)

/** CoinGecko ids of the supported coins. */
export const COINGECKO_IDS: Record<CoinCode, string> = {
  BTC: 'bitcoin',
  LTC: 'litecoin',
  DOGE: 'dogecoin',
  BCH: 'bitcoin-cash',
  XMR: 'monero',
  BNB: 'binancecoin',
  ETH: 'ethereum',
  DASH: 'dash',
};

/** An entry that is not an object counts as "no prices for that coin", not as a failed fetch. */
const priceAnswerSchema = z.record(z.string(), z.record(z.string(), z.unknown()).catch({}));

/**
 * `GET {apiUrl}?ids=bitcoin,...&vs_currencies=usd,eur` answering `{bitcoin: {usd: 1, eur: 2}}`.
 * Keeps any query the operator put in the URL (an API key, say). Pairs the answer lacks, or
 * gives as something other than a positive number, are simply missing from the snapshot.
 */
export function createHttpRateSource(deps: {
  apiUrl: string;
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
}): RateSource {
  const fetchImpl = deps.fetch ?? globalThis.fetch;
  const now = deps.now ?? (() => new Date());
  const url = new URL(deps.apiUrl);
  url.searchParams.set('ids', COIN_CODES.map((coin) => COINGECKO_IDS[coin]).join(','));
  url.searchParams.set('vs_currencies', FIAT_SYMBOLS.map((fiat) => fiat.toLowerCase()).join(','));

  return {
    async fetchSnapshot() {
      const response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(deps.timeoutMs ?? 5_000),
      });
      if (!response.ok) throw new Error(`price API answered HTTP ${response.status}`);
      const answer = priceAnswerSchema.parse(await response.json());
      const prices: PriceTable = {};
      for (const coin of COIN_CODES) {
        for (const fiat of FIAT_SYMBOLS) {
          const value = answer[COINGECKO_IDS[coin]]?.[fiat.toLowerCase()];
          if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) continue;
          const scaled = parseDecimal(decimalTextFromNumber(value), PRICE_DECIMALS, {
            truncate: true,
          });
          if (scaled > 0n) (prices[coin] ??= {})[fiat] = scaled;
        }
      }
      return { prices, observedAt: now() };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The service

/** Display precision of crypto_amount: 8 decimals is a satoshi, and plenty for ETH or XMR. */
const DISPLAY_FRACTION_DIGITS = 8;

export function createRatesService(deps: {
  /** CoinGecko-compatible simple-price URL; unset means the offline table only. */
  apiUrl?: string | undefined;
  /**
   * How long a live answer is used before it is fetched again; in live mode also the oldest
   * price money may be converted at (RATES_MAX_AGE_SECONDS).
   */
  maxAgeMs: number;
  /**
   * APP_MODE=live: only fresh prices (pinned, or live no older than maxAgeMs) are used, for money
   * and for the calculator alike; without one the answer is RATE_STALE. The offline table
   * serves demo mode only.
   */
  live?: boolean;
  logger: Pick<Logger, 'warn'>;
  fetch?: typeof fetch;
  now?: () => Date;
  /** After a failed fetch, how long to answer from the offline table before trying again. */
  retryAfterMs?: number;
  /** Per-request time limit of the price API. */
  timeoutMs?: number;
  /** Tests replace the committed table. */
  offlineTable?: OfflineTable;
  /** Tests and future sources replace the HTTP source. */
  liveSource?: RateSource;
}) {
  const now = deps.now ?? (() => new Date());
  const retryAfterMs = deps.retryAfterMs ?? 15_000;
  const offline = loadOfflineTable(deps.offlineTable ?? offlineJson);
  const live =
    deps.liveSource ??
    (deps.apiUrl
      ? createHttpRateSource({
          apiUrl: deps.apiUrl,
          now,
          ...(deps.fetch ? { fetch: deps.fetch } : {}),
          ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
        })
      : null);

  const pins = new Map<string, { scaled: bigint; observedAt: Date }>();
  let cached: RateSnapshot | null = null;
  let inFlight: Promise<RateSnapshot | null> | null = null;
  let lastFailureAt: number | null = null;
  /** Pairs already reported missing from the current live snapshot (one warning each). */
  let warnedMissing = new Set<string>();

  const pairKey = (coin: CoinCode, fiat: FiatSymbol) => `${coin}/${fiat}`;
  const ageMs = (since: Date) => now().getTime() - since.getTime();

  /** Concurrent callers share one request; a failure is logged once and backs off. */
  function refresh(source: RateSource): Promise<RateSnapshot | null> {
    inFlight ??= source
      .fetchSnapshot()
      .then(
        (snapshot) => {
          cached = snapshot;
          lastFailureAt = null;
          warnedMissing = new Set();
          return snapshot;
        },
        (error: unknown) => {
          lastFailureAt = now().getTime();
          deps.logger.warn(
            { err: error, retryAfterMs },
            deps.live
              ? 'price API failed; money waits for a fresh rate (live mode)'
              : 'price API failed; answering from the offline reference table',
          );
          return null;
        },
      )
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  /** The live snapshot if one no older than maxAgeMs can be had; never throws. */
  async function liveSnapshot(source: RateSource): Promise<RateSnapshot | null> {
    if (cached && ageMs(cached.observedAt) <= deps.maxAgeMs) return cached;
    if (lastFailureAt !== null && now().getTime() - lastFailureAt < retryAfterMs) return null;
    const snapshot = await refresh(source);
    // A stale answer is no answer: past the maximum age the reference table is more honest.
    return snapshot && ageMs(snapshot.observedAt) <= deps.maxAgeMs ? snapshot : null;
  }

  /**
   * The price to use now: pinned, else live (fresh), else (demo mode only) the offline table.
   * Live mode without a fresh price throws RATE_STALE: money is never priced from stale data.
   */
  async function quote(coin: CoinCode, fiat: FiatSymbol): Promise<{ rate: Rate; scaled: bigint }> {
    const toQuote = (scaled: bigint, source: RateSourceName, observedAt: Date) => ({
      scaled,
      rate: { price: formatUnits(scaled, PRICE_DECIMALS), source, observedAt },
    });
    const pinned = pins.get(pairKey(coin, fiat));
    if (pinned) return toQuote(pinned.scaled, 'pinned', pinned.observedAt);
    if (live) {
      const snapshot = await liveSnapshot(live);
      const scaled = snapshot?.prices[coin]?.[fiat];
      if (snapshot && scaled !== undefined) return toQuote(scaled, 'live', snapshot.observedAt);
      if (snapshot && !warnedMissing.has(pairKey(coin, fiat))) {
        warnedMissing.add(pairKey(coin, fiat));
        deps.logger.warn(
          { coin, fiat },
          deps.live
            ? 'price API has no such pair; it cannot be priced (live mode)'
            : 'price API has no such pair; using the offline table',
        );
      }
    }
    if (deps.live) throw new AppError('RATE_STALE', { params: { coin, fiat } });
    const scaled = offline.prices[coin]?.[fiat];
    if (scaled === undefined) throw new AppError('RATE_UNAVAILABLE', { params: { coin, fiat } });
    return toQuote(scaled, 'offline', offline.observedAt);
  }

  /** Fiat minor units -> the coin's smallest units, rounded down. */
  function minorToUnits(coin: CoinCode, fiatMinor: bigint, scaled: bigint): bigint {
    // units = fiat / price * 10^coinDecimals, all scaled to integers before the one division.
    return (
      (fiatMinor * pow10(COIN_DECIMALS[coin] + PRICE_DECIMALS)) / (scaled * pow10(FIAT_DECIMALS))
    );
  }

  /** Price of one `coin` in `fiat`: pinned, else live (fresh), else (demo) the offline table. */
  async function getRate(coin: CoinCode, fiat: FiatSymbol): Promise<Rate> {
    return (await quote(coin, fiat)).rate;
  }

  return {
    getRate,

    /**
     * How much of `coin` buys `fiatMinor` (cents), in the coin's smallest units, rounded down:
     * the casino never promises more crypto than the money is worth.
     */
    async fiatToCrypto(
      coin: CoinCode,
      fiat: FiatSymbol,
      fiatMinor: number,
    ): Promise<{ smallestUnits: bigint; rate: Rate }> {
      if (!Number.isSafeInteger(fiatMinor) || fiatMinor < 0) {
        throw new RangeError(`fiatMinor must be whole minor units >= 0 (got ${fiatMinor})`);
      }
      const { rate, scaled } = await quote(coin, fiat);
      return { smallestUnits: minorToUnits(coin, BigInt(fiatMinor), scaled), rate };
    },

    /**
     * What `smallestUnits` of `coin` are worth in `fiat` minor units, rounded down: the casino
     * never credits more than it received.
     */
    async cryptoToFiat(
      coin: CoinCode,
      fiat: FiatSymbol,
      smallestUnits: bigint,
    ): Promise<{ minor: number; rate: Rate }> {
      if (smallestUnits < 0n) throw new RangeError('smallestUnits must be >= 0');
      const { rate, scaled } = await quote(coin, fiat);
      const minor =
        (smallestUnits * scaled * pow10(FIAT_DECIMALS)) /
        pow10(COIN_DECIMALS[coin] + PRICE_DECIMALS);
      if (minor > BigInt(Number.MAX_SAFE_INTEGER)) {
        throw new RangeError(`${smallestUnits} ${coin} is worth more than a safe integer`);
      }
      return { minor: Number(minor), rate };
    },

    /**
     * spec §7 POST /coinremitterConversionRate: the crypto amount for a fiat amount (spec §3
     * conversion result), with the rate used and its date so the UI can show how old it is.
     */
    async convert(request: ConversionQuery): Promise<ConversionResponse> {
      const { crypto_symbol: coin, fiat_symbol: fiat } = request;
      // fiat_amount is whole cents already: the contract parsed its decimal text (no float).
      const fiatMinor = BigInt(request.fiat_amount);
      const { rate, scaled } = await quote(coin, fiat);
      const units = minorToUnits(coin, fiatMinor, scaled);
      return {
        crypto_amount: formatUnits(units, COIN_DECIMALS[coin], DISPLAY_FRACTION_DIGITS),
        crypto_symbol: coin,
        fiat_symbol: fiat,
        // The spec's result echoes the amount in major units, a JSON number: "20.1" -> 20.1.
        fiat_amount: Number(formatUnits(fiatMinor, FIAT_DECIMALS)),
        section_name: request.section_name,
        rate: rate.price,
        rate_source: rate.source,
        rate_date: rate.observedAt.toISOString(),
      };
    },

    /** Every pair at once (GET /api/rates), e.g. for a price ticker or an operator check. */
    async listRates(): Promise<{
      date: string;
      source: RateSourceName | 'mixed';
      rates: Record<CoinCode, Record<FiatSymbol, string>>;
    }> {
      const entries = await Promise.all(
        COIN_CODES.map(async (coin) => {
          const pairs = await Promise.all(
            FIAT_SYMBOLS.map(async (fiat) => [fiat, await getRate(coin, fiat)] as const),
          );
          return [coin, pairs] as const;
        }),
      );
      const all = entries.flatMap(([, pairs]) => pairs.map(([, rate]) => rate));
      const [first, ...others] = all.map((rate) => rate.source);
      const oldest = Math.min(...all.map((rate) => rate.observedAt.getTime()));
      return {
        date: new Date(oldest).toISOString(),
        source: first && others.every((source) => source === first) ? first : 'mixed',
        rates: Object.fromEntries(
          entries.map(([coin, pairs]) => [
            coin,
            Object.fromEntries(pairs.map(([fiat, rate]) => [fiat, rate.price])),
          ]),
        ) as Record<CoinCode, Record<FiatSymbol, string>>,
      };
    },

    /** Fixes a pair's price (source 'pinned') until unpinned; for tests and operators. */
    pin(coin: CoinCode, fiat: FiatSymbol, price: string): Rate {
      const scaled = parseDecimal(price, PRICE_DECIMALS);
      if (scaled <= 0n) throw new RangeError(`a pinned price must be positive (got "${price}")`);
      const observedAt = now();
      pins.set(pairKey(coin, fiat), { scaled, observedAt });
      return { price: formatUnits(scaled, PRICE_DECIMALS), source: 'pinned', observedAt };
    },

    /** Releases one pinned pair, or every pin when called without arguments. */
    unpin(coin?: CoinCode, fiat?: FiatSymbol): void {
      if (coin && fiat) pins.delete(pairKey(coin, fiat));
      else if (coin) for (const f of FIAT_SYMBOLS) pins.delete(pairKey(coin, f));
      else pins.clear();
    },
  };
}

export type RatesService = ReturnType<typeof createRatesService>;
