import { getTwoFactorStatus } from '../features/account/api/get-two-factor-status';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import type { Route } from './+types/wallet.two-factor';

/**
 * Resource route for the wallet dialog (issue 18): whether the player has two-factor
 * authentication on, so the withdraw and tip forms ask for a code (GET /api/user/two-factor).
 */
export async function loader(args: Route.LoaderArgs) {
  try {
    return await getTwoFactorStatus(createAccountApi(args), { signal: args.request.signal });
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}
