import { TWO_FACTOR_CODE_DIGITS } from '@casino/contracts';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/*
 * TOTP (RFC 6238) as authenticator apps speak it: HMAC-SHA-1, 30-second steps from the Unix
 * epoch, 6 digits. otplib computes and compares (in constant time); this file fixes our options
 * once, so the service and the RFC test vectors go through the same functions.
 */

const PERIOD_SECONDS = 30;
/** spec of issue 18: a code of the step before or after the current one is still accepted. */
const WINDOW_STEPS = 1;
const SECRET_BYTES = 20;

/** A new random shared secret (20 bytes), base32 as authenticator apps take it. */
export function createTotpSecret(): string {
  return generateSecret({ length: SECRET_BYTES });
}

/** The time step a moment falls in. */
export function timeStepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / PERIOD_SECONDS);
}

/** The code of `secret` (base32) at `at`; `digits` only differs for the RFC's 8-digit vectors. */
export function totpCodeAt(
  secret: string,
  at: Date,
  digits: 6 | 8 = TWO_FACTOR_CODE_DIGITS,
): string {
  return generateSync({
    secret,
    epoch: Math.floor(at.getTime() / 1000),
    digits,
    period: PERIOD_SECONDS,
  });
}

/**
 * The time step `code` belongs to when it is the code of `secret` within one step of `at` and
 * later than `afterStep` (a step already used: no replay); null otherwise.
 */
export function matchTotpStep(
  secret: string,
  code: string,
  at: Date,
  afterStep: number | null,
): number | null {
  if (!new RegExp(`^\\d{${TWO_FACTOR_CODE_DIGITS}}$`).test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    period: PERIOD_SECONDS,
    digits: TWO_FACTOR_CODE_DIGITS,
    epochTolerance: WINDOW_STEPS * PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // The TOTP strategy's answer carries the step that matched (HOTP's shape has none).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The otpauth:// URL an authenticator app scans: `issuer` (APP_NAME) and the account's e-mail. */
export function totpUrl(secret: string, issuer: string, email: string): string {
  return generateURI({ issuer, label: email, secret, period: PERIOD_SECONDS });
}
