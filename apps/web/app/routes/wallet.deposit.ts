import { toDecimalPoint } from '@casino/contracts/wallet-limits';
import { declareDeposit } from '../features/wallet/api/declare-deposit';
import { toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { readFormTexts } from '../lib/forms';
import type { Route } from './+types/wallet.deposit';

/**
 * Resource route behind "Already sent it?": POST /api/wallet/request/deposit on the server. A
 * 2xx answer revalidates the loaders, so an open /settings/wallet lists the new pending deposit;
 * the API's own words come back on failure (422 field errors, 403 e-mail not verified).
 */
export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const values = readFormTexts(formData, ['reference_number', 'entity_wallet_id', 'sent_amount']);
  try {
    const response = await declareDeposit(createAccountApi(args), {
      reference_number: values.reference_number.trim(),
      entity_wallet_id: Number(values.entity_wallet_id),
      sent_amount: toDecimalPoint(values.sent_amount),
    });
    return { ok: true as const, message: response.message, transaction: response.transaction };
  } catch (error) {
    return toFormFailure(error, { request: args.request, values });
  }
}
