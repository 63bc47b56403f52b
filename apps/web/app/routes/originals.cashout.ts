import { cashOutCrashBet } from '../features/crash/api/cash-out-crash-bet';
import { parseGameParam } from '../features/crash/crash-data';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { readFormText } from '../lib/forms';
import { readIdempotencyKey } from '../lib/idempotency';
import type { Route } from './+types/originals.cashout';

/** Resource route behind the cash-out button: POST /api/originals/{game}/cashout with its key. */
export async function action(args: Route.ActionArgs) {
  const game = parseGameParam(args.params.game);
  if (!game) throw new Response('Not Found', { status: 404 });
  const formData = await args.request.formData();
  const roundId = Number(readFormText(formData, 'round_id'));
  // Without a readable round the server cashes out the player's bet in the running round.
  const request = Number.isSafeInteger(roundId) && roundId > 0 ? { round_id: roundId } : {};
  const key = readIdempotencyKey(formData);
  try {
    const response = await cashOutCrashBet(createAccountApi(args), game, request, key);
    return { ok: true as const, message: response.message, bet: response.bet, user: response.user };
  } catch (error) {
    return toFormFailure(error, { request: args.request });
  }
}
