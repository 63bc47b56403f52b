import { getOnramp } from '../features/wallet/api/get-onramp';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import type { Route } from './+types/wallet.onramp';

/** Resource route for the Buy Crypto tab: the configured on-ramp widget address. */
export async function loader(args: Route.LoaderArgs) {
  try {
    return await getOnramp(createAccountApi(args), { signal: args.request.signal });
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}
