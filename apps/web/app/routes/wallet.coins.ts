import { listEntityWallets } from '../features/wallet/api/list-entity-wallets';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import type { Route } from './+types/wallet.coins';

/** Resource route for the wallet menu and dialog: the accepted coins (spec §3 Entity wallet). */
export async function loader(args: Route.LoaderArgs) {
  try {
    return await listEntityWallets(createAccountApi(args), { signal: args.request.signal });
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}
