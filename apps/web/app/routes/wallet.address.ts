import { COIN_CODES, type CoinCode } from '@casino/contracts';
import { getDepositWallet } from '../features/wallet/api/get-deposit-wallet';
import { createFormFailure, toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { getServerMessages } from '../lib/messages.server';
import type { Route } from './+types/wallet.address';

function isCoinCode(value: string): value is CoinCode {
  return (COIN_CODES as readonly string[]).includes(value);
}

/** Resource route: the player's deposit address and QR code for ?symbol= (spec §3, default BTC). */
export async function loader(args: Route.LoaderArgs) {
  const symbol = new URL(args.request.url).searchParams.get('symbol') ?? 'BTC';
  if (!isCoinCode(symbol)) {
    return createFormFailure(
      {},
      { message: getServerMessages(args.request).errors.COIN_NOT_FOUND },
    );
  }
  try {
    return await getDepositWallet(createAccountApi(args), symbol, { signal: args.request.signal });
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}
