import { toDecimalPoint } from '@casino/contracts/wallet-limits';
import { requestWithdrawal } from '../features/wallet/api/request-withdrawal';
import { readTwoFactorCode, toMoneyFormFailure } from '../features/wallet/money-form.server';
import { createAccountApi } from '../lib/api.server';
import { readFormTexts } from '../lib/forms';
import { readIdempotencyKey } from '../lib/idempotency';
import type { Route } from './+types/wallet.withdraw';

/**
 * Resource route behind the withdraw form: POST /api/wallet/request/withdrawal on the server
 * with the form's idempotency key. A 2xx answer revalidates the root loader, so the header
 * balance follows; the API's own words come back on failure (spec §5, §8).
 */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const values = readFormTexts(formData, ['wallet_address', 'entity_wallet_id', 'amount']);
  const key = readIdempotencyKey(formData);
  try {
    const response = await requestWithdrawal(
      createAccountApi(args),
      {
        wallet_address: values.wallet_address,
        entity_wallet_id: Number(values.entity_wallet_id),
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
