import type { CrashBetRequest } from '@casino/contracts';
import { placeCrashBet } from '../features/crash/api/place-crash-bet';
import { parseGameParam, parseSide, toBetRequestFields } from '../features/crash/crash-data';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { readFormTexts } from '../lib/forms';
import { readIdempotencyKey } from '../lib/idempotency';
import type { Route } from './+types/originals.bet';

/** Resource route behind the crash bet form: POST /api/originals/{game}/bet with its key. */
export async function action(args: Route.ActionArgs) {
  const game = parseGameParam(args.params.game);
  if (!game) throw new Response('Not Found', { status: 404 });
  const formData = await args.request.formData();
  const values = readFormTexts(formData, ['amount', 'auto_cashout', 'side']);
  const side = parseSide(values.side);
  const request: CrashBetRequest = {
    ...toBetRequestFields({ amount: values.amount, autoCashout: values.auto_cashout }),
    ...(side ? { side } : {}),
  };
  const key = readIdempotencyKey(formData);
  try {
    const response = await placeCrashBet(createAccountApi(args), game, request, key);
    return { ok: true as const, message: response.message, bet: response.bet, user: response.user };
  } catch (error) {
    return toFormFailure(error, { request: args.request, values });
  }
}
