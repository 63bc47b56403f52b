import type { FormResult, FormSuccess } from '../../lib/forms';

/** The intent of the login page's code form, the step after the password (issue 18). */
export const TWO_FACTOR_INTENT = 'two_factor';

/**
 * What the code form carries in hidden fields: the API's challenge, and the e-mail and
 * "remember me" of the password step, which refill that form when the challenge has expired.
 */
export const TWO_FACTOR_STEP_FIELDS = ['challenge', 'email', 'remember'] as const;
export type TwoFactorStep = Record<(typeof TWO_FACTOR_STEP_FIELDS)[number], string>;

/** The password step's answer for an account with two-factor authentication: ask for a code. */
export type TwoFactorChallenge = FormSuccess & {
  intent: typeof TWO_FACTOR_INTENT;
  values: TwoFactorStep;
};

/**
 * The code step the login page is at, from its action's last answer (the challenge, or the code
 * form's failure with the challenge kept); null at the password step.
 */
export function readTwoFactorStep(
  result: FormResult | TwoFactorChallenge | undefined,
): TwoFactorStep | null {
  if (result?.intent !== TWO_FACTOR_INTENT || !('values' in result)) return null;
  const { challenge, email = '', remember = '1' } = result.values ?? {};
  return challenge ? { challenge, email, remember } : null;
}
