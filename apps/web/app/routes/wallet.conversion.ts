import { conversionRequestSchema } from '@casino/contracts';
import { getConversion } from '../features/wallet/api/get-conversion';
import { createFormFailure, toFormFailure } from '../lib/actions.server';
import { createRequestApi } from '../lib/api.server';
import { getServerMessages } from '../lib/messages.server';
import type { Route } from './+types/wallet.conversion';

/**
 * Resource route for the calculators: ?crypto_symbol&fiat_symbol&fiat_amount&section_name
 * (spec §3 Conversion request). The conversion call is public (spec §6).
 */
export async function loader(args: Route.LoaderArgs) {
  const query = Object.fromEntries(new URL(args.request.url).searchParams);
  const parsed = conversionRequestSchema.safeParse(query);
  if (!parsed.success) {
    return createFormFailure({}, { message: getServerMessages(args.request).validation.invalid });
  }
  try {
    // The schema's output holds the amount in cents; the API reads the checked text itself.
    const request = { ...parsed.data, fiat_amount: query.fiat_amount ?? '' };
    return await getConversion(createRequestApi(args), request, {
      signal: args.request.signal,
    });
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}
