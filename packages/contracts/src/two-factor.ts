import { loginResponseSchema } from './auth';
import { acknowledgement, count, isoDateTime, okAnswer } from './common';
import { z } from './validation';

/** Digits of an authenticator code (RFC 6238 TOTP, 30-second steps). */
export const TWO_FACTOR_CODE_DIGITS = 6;
/** How many single-use recovery codes an account holds once 2FA is on. */
export const RECOVERY_CODE_COUNT = 10;
/** How long a login challenge (the step after the password) stays usable. */
export const LOGIN_CHALLENGE_MINUTES = 5;

/**
 * A code as the player types it: the 6 digits of the authenticator app or, where the call says
 * so, a recovery code (`xxxxx-xxxxx`). The server ignores spaces and letter case, judges the code
 * and answers `TWO_FACTOR_INVALID` on the field when it is wrong.
 */
export const twoFactorCodeSchema = z.string().trim().min(1).max(32);

/** GET /api/user/two-factor: whether 2FA is on, since when, and how many recovery codes are left. */
export const twoFactorStatusResponseSchema = okAnswer({
  enabled: z.boolean(),
  enabled_at: isoDateTime.nullable(),
  recovery_codes_left: count,
}).meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatusResponse = z.infer<typeof twoFactorStatusResponseSchema>;

/**
 * POST /api/user/two-factor/setup: a new pending secret (base32, for manual entry), its
 * otpauth:// URL and that URL as an SVG QR code rendered by the server.
 */
export const twoFactorSetupResponseSchema = okAnswer({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_svg: z.string(),
}).meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/**
 * The body of POST /api/user/two-factor/enable (an authenticator code of the pending secret),
 * /disable (an authenticator code or an unused recovery code) and /recovery-codes (an
 * authenticator code).
 */
export const twoFactorCodeRequestSchema = z
  .object({ code: twoFactorCodeSchema })
  .meta({ id: 'TwoFactorCodeRequest' });
export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeRequestSchema>;

/**
 * POST /api/user/two-factor/enable and /recovery-codes: the ten new recovery codes, shown this
 * once (the server keeps only their hashes). /disable answers a plain acknowledgement
 * (`statusResponseSchema`).
 */
export const twoFactorRecoveryCodesResponseSchema = acknowledgement({
  recovery_codes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
}).meta({ id: 'TwoFactorRecoveryCodes' });
export type TwoFactorRecoveryCodesResponse = z.infer<typeof twoFactorRecoveryCodesResponseSchema>;

/**
 * POST /api/login for an account with 2FA: the password was right, no session exists yet. The
 * opaque `challenge` goes to POST /api/login/two-factor with a code before `expires_at`.
 */
export const loginTwoFactorResponseSchema = z
  .object({
    status: z.literal('two_factor'),
    challenge: z.string(),
    expires_at: isoDateTime,
    remember: z.boolean(),
  })
  .meta({ id: 'LoginTwoFactorChallenge' });
export type LoginTwoFactorResponse = z.infer<typeof loginTwoFactorResponseSchema>;

/** What POST /api/login answers: a session, or the two-factor step (told apart by `status`). */
export const loginResultSchema = z.discriminatedUnion('status', [
  loginResponseSchema,
  loginTwoFactorResponseSchema,
]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * POST /api/login/two-factor: the challenge and an authenticator or recovery code; answers
 * `loginResponseSchema`. `remember` left out keeps the choice made with the password.
 */
export const loginTwoFactorRequestSchema = z
  .object({
    challenge: z.string().min(1).max(200),
    code: twoFactorCodeSchema,
    remember: z.boolean().optional(),
  })
  .meta({ id: 'LoginTwoFactorRequest' });
export type LoginTwoFactorRequest = z.input<typeof loginTwoFactorRequestSchema>;

/**
 * The optional field a withdrawal or tip carries when the player has 2FA on
 * (`TWO_FACTOR_REQUIRED` when missing, `TWO_FACTOR_INVALID` when wrong).
 */
export const twoFactorCodeField = { two_factor_code: twoFactorCodeSchema.optional() };
