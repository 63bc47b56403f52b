import {
  COIN_CODES,
  FIAT_SYMBOLS,
  z,
  type CoinCode,
  type ConversionResponse,
  type conversionRequestSchema,
} from '@casino/contracts';
import { PRICE_DECIMALS, decimalTextFromNumber, parseDecimal } from './rates.units';

/** Where prices come from: the offline table and the HTTP price API, behind one interface. */
export type FiatSymbol = (typeof FIAT_SYMBOLS)[number];
/** The conversion request after the contract's defaults applied (BTC, EUR, deposits). */
export type ConversionQuery = z.output<typeof conversionRequestSchema>;
export type RateSourceName = ConversionResponse['rate_source'];

/** Every pair's price (GET /api/rates): the oldest observation's date and the sources. */
export interface RatesList {
  date: string;
  source: RateSourceName | 'mixed';
  rates: Record<CoinCode, Record<FiatSymbol, string>>;
}

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
