import {
  COIN_CODES,
  FIAT_SYMBOLS,
  type CoinCode,
  type ConversionResponse,
} from '@casino/contracts';
import { AppError } from '../../platform/errors';
import type { Logger } from '../../platform/logger';
import offlineJson from './rates.offline.json' with { type: 'json' };
import {
  COIN_DECIMALS,
  FIAT_DECIMALS,
  PRICE_DECIMALS,
  formatUnits,
  parseDecimal,
  pow10,
} from './rates.units';

// Other modules import only this file (STYLE.md), so the unit helpers are offered here too.
export { COIN_DECIMALS, formatUnits, parseDecimal } from './rates.units';

export {
  COINGECKO_IDS,
  createHttpRateSource,
  loadOfflineTable,
  type ConversionQuery,
  type FiatSymbol,
  type OfflineTable,
  type PriceTable,
  type Rate,
  type RateSnapshot,
  type RateSource,
  type RateSourceName,
  type RatesList,
} from './rates.sources';
import {
  createHttpRateSource,
  loadOfflineTable,
  type ConversionQuery,
  type FiatSymbol,
  type OfflineTable,
  type Rate,
  type RateSnapshot,
  type RateSource,
  type RateSourceName,
  type RatesList,
} from './rates.sources';

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
  /** Moves on every pin and unpin. */
  let pinsVersion = 0;
  /**
   * The last full list (GET /api/rates): good while the pins and the live snapshot it was made
   * from stand, and until `until` (when that snapshot ages out, or a failed fetch may be retried).
   */
  let listing: {
    pinsVersion: number;
    snapshot: RateSnapshot | null;
    until: number;
    answer: Promise<RatesList>;
  } | null = null;
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

  /**
   * Until when the quotes just made stay the quotes (pins aside): forever on the offline table,
   * else until the live snapshot ages out or the failed fetch may be retried.
   */
  function quotesValidUntil(): number {
    if (!live) return Infinity;
    // liveSnapshot takes a snapshot up to and including maxAgeMs old.
    if (cached && ageMs(cached.observedAt) <= deps.maxAgeMs) {
      return cached.observedAt.getTime() + deps.maxAgeMs + 1;
    }
    return lastFailureAt === null ? -Infinity : lastFailureAt + retryAfterMs;
  }

  async function listAllRates(): Promise<RatesList> {
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

    /**
     * Every pair at once (GET /api/rates), e.g. for a price ticker or an operator check. The
     * answer is kept until the rates themselves change (decision 028).
     */
    listRates(): Promise<RatesList> {
      const at = now().getTime();
      if (
        listing?.pinsVersion === pinsVersion &&
        listing.snapshot === cached &&
        at < listing.until
      ) {
        return listing.answer;
      }
      // Callers meanwhile share this answer; when it is ready it is stamped with its snapshot.
      const entry = { pinsVersion, snapshot: cached, until: Infinity, answer: listAllRates() };
      listing = entry;
      entry.answer.then(
        () => {
          entry.snapshot = cached;
          entry.until = quotesValidUntil();
        },
        () => {
          if (listing === entry) listing = null;
        },
      );
      return entry.answer;
    },

    /** The price source as the back office shows it: configured, mode, last failure. */
    sourceState() {
      return {
        liveSource: live !== null,
        liveMode: deps.live === true,
        maxAgeSeconds: Math.round(deps.maxAgeMs / 1000),
        lastFailureAt: lastFailureAt === null ? null : new Date(lastFailureAt),
      };
    },

    /** Fixes a pair's price (source 'pinned') until unpinned; for tests and operators. */
    pin(coin: CoinCode, fiat: FiatSymbol, price: string): Rate {
      const scaled = parseDecimal(price, PRICE_DECIMALS);
      if (scaled <= 0n) throw new RangeError(`a pinned price must be positive (got "${price}")`);
      const observedAt = now();
      pins.set(pairKey(coin, fiat), { scaled, observedAt });
      pinsVersion += 1;
      return { price: formatUnits(scaled, PRICE_DECIMALS), source: 'pinned', observedAt };
    },

    /** Releases one pinned pair, or every pin when called without arguments. */
    unpin(coin?: CoinCode, fiat?: FiatSymbol): void {
      if (coin && fiat) pins.delete(pairKey(coin, fiat));
      else if (coin) for (const f of FIAT_SYMBOLS) pins.delete(pairKey(coin, f));
      else pins.clear();
      pinsVersion += 1;
    },
  };
}

export type RatesService = ReturnType<typeof createRatesService>;
