import { toDecimalPoint } from '@casino/contracts/wallet-limits';
import { sendTip } from '../features/wallet/api/send-tip';
import { readTwoFactorCode, toMoneyFormFailure } from '../features/wallet/money-form.server';
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
      {
        recipient: values.recipient,
        amount: toDecimalPoint(values.amount),
        ...readTwoFactorCode(formData),
      },
      key,
    );
    return { ok: true as const, message: response.message, user: response.user };
  } catch (error) {
    return toMoneyFormFailure(error, { request: args.request, values });
  }
}
