import type { CrashBetRequest } from '@casino/contracts';
import { placeCrashBet } from '../features/crash/api/place-crash-bet';
import {
  IDEMPOTENCY_FIELD,
  parseGameParam,
  parseSide,
  toBetRequestFields,
} from '../features/crash/crash-data';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { readFormText } from '../lib/forms';
import type { Route } from './+types/originals.bet';

/** Resource route behind the crash bet form: POST /api/originals/{game}/bet with its key. */
export async function action(args: Route.ActionArgs) {
  const game = parseGameParam(args.params.game);
  if (!game) throw new Response('Not Found', { status: 404 });
  const formData = await args.request.formData();
  const values = {
    amount: readFormText(formData, 'amount'),
    auto_cashout: readFormText(formData, 'auto_cashout'),
    side: readFormText(formData, 'side'),
  };
  const side = parseSide(values.side);
  const request: CrashBetRequest = {
    ...toBetRequestFields({ amount: values.amount, autoCashout: values.auto_cashout }),
    ...(side ? { side } : {}),
  };
  const key = readFormText(formData, IDEMPOTENCY_FIELD) || crypto.randomUUID();
  try {
    const response = await placeCrashBet(createAccountApi(args), game, request, key);
    return { ok: true as const, message: response.message, bet: response.bet, user: response.user };
  } catch (error) {
    return toFormFailure(error, { request: args.request, values });
  }
}
