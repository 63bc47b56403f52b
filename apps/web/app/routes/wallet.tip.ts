import { toDecimalPoint } from '@casino/contracts/wallet-limits';
import { sendTip } from '../features/wallet/api/send-tip';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { readFormTexts } from '../lib/forms';
import { readIdempotencyKey } from '../lib/idempotency';
import type { Route } from './+types/wallet.tip';

/** Resource route behind the tip form: POST /api/wallet/request/tip with the form's key. */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const values = readFormTexts(formData, ['recipient', 'amount']);
  const key = readIdempotencyKey(formData);
  try {
    const response = await sendTip(
      createAccountApi(args),
      { recipient: values.recipient, amount: toDecimalPoint(values.amount) },
      key,
    );
    return { ok: true as const, message: response.message, user: response.user };
  } catch (error) {
    return toFormFailure(error, { request: args.request, values });
  }
}
