import { toDecimalPoint } from '@casino/contracts/wallet-limits';
import { sendTip } from '../features/wallet/api/send-tip';
import { IDEMPOTENCY_FIELD } from '../features/wallet/wallet-data';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { readFormText } from '../lib/forms';
import type { Route } from './+types/wallet.tip';

/** Resource route behind the tip form: POST /api/wallet/request/tip with the form's key. */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const values = {
    recipient: readFormText(formData, 'recipient'),
    amount: readFormText(formData, 'amount'),
  };
  const key = readFormText(formData, IDEMPOTENCY_FIELD) || crypto.randomUUID();
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
