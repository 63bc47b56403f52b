import type { WithdrawalRequest } from '@casino/contracts';
import { toFormFailure } from '../../lib/actions.server';
import { composeFieldErrorText, readFormText } from '../../lib/forms';
import { TWO_FACTOR_CODE_FIELD } from './wallet-data';

/** The code a money form posted, as the request's optional field (left out when empty). */
export function readTwoFactorCode(formData: FormData): Pick<WithdrawalRequest, 'two_factor_code'> {
  const code = readFormText(formData, TWO_FACTOR_CODE_FIELD).trim();
  return code ? { two_factor_code: code } : {};
}

/**
 * A money form's failure (withdraw, tip): the API's words and what was typed back. The
 * two-factor code is never typed back, and the API's words for it show under its field alone
 * (issue 18).
 */
export function toMoneyFormFailure(
  error: unknown,
  { request, values }: { request: Request; values: Record<string, string> },
) {
  return toFormFailure(error, {
    request,
    values,
    composeMessage: (apiError) => composeFieldErrorText(apiError.body, TWO_FACTOR_CODE_FIELD),
  });
}
