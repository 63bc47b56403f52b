import {
  COIN_CODES,
  FIAT_SYMBOLS,
  conversionRequestSchema,
  conversionResponseSchema,
  errorResponseSchema,
  z,
} from '@casino/contracts';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { RatesService } from './rates.service';

const priceTextSchema = z.string().regex(/^\d+(?:\.\d+)?$/);

/** GET /api/rates: every pair's price as decimal text, with the oldest observation's date. */
export const ratesResponseSchema = z
  .object({
    /** When the oldest of these prices was observed (ISO). */
    date: z.string(),
    /** Where they came from; "mixed" when, say, one pair is pinned and the rest are live. */
    source: z.enum(['live', 'offline', 'pinned', 'mixed']),
    rates: z.record(z.enum(COIN_CODES), z.record(z.enum(FIAT_SYMBOLS), priceTextSchema)),
  })
  .meta({ id: 'Rates' });
export type RatesResponse = z.infer<typeof ratesResponseSchema>;

/** Both calls are public: spec §6 lets visitors load conversion rates. */
export function ratesRoutes({ ratesService }: { ratesService: RatesService }): RoutesPlugin {
  return async (app) => {
    app.post(
      '/coinremitterConversionRate',
      {
        schema: {
          tags: ['wallet'],
          summary:
            'Crypto amount for a fiat amount, default BTC/EUR (spec §7 POST /coinremitterConversionRate, §4)',
          body: conversionRequestSchema,
          response: {
            200: conversionResponseSchema,
            422: ERROR_RESPONSES[422],
            503: errorResponseSchema,
          },
        },
      },
      async (request) => ratesService.convert(request.body),
    );

    app.get(
      '/rates',
      {
        schema: {
          tags: ['wallet'],
          summary: 'Price of one coin in each fiat currency, with its source and date',
          response: { 200: ratesResponseSchema, 503: errorResponseSchema },
        },
      },
      async () => ratesService.listRates(),
    );
  };
}
