import { acknowledgement, count, idParam, isoDateTime, okAnswer, recordId } from './common';
import { CURRENCIES, userSchema } from './user';
import { z } from './validation';

/** spec §5: e-mail must match the standard pattern ("Invalid e-mail."). */
const email = z.email().max(254);
/** spec §5/§9: password at least 8 characters ("Min 8 characters"). */
const password = z.string().min(8).max(200);

/** A password or a mailed token as typed to prove who one is: any text up to 200 characters. */
const secret = z.string().min(1).max(200);

type NewPassword = Record<'password' | 'password_confirmation', string>;

/**
 * A request that sets a new password: `shape` plus the password (at least 8 characters) and its
 * confirmation, which must repeat it, said with `message` (spec §5: "Password must match"; in
 * the account area "Password not match, please check it to continue").
 */
function withNewPassword<Shape extends z.ZodRawShape>(
  shape: Shape,
  message: 'password_match' | 'password_not_match',
) {
  return z
    .object({ ...shape, password, password_confirmation: z.string() })
    .refine(
      (body) => (body as NewPassword).password === (body as NewPassword).password_confirmation,
      {
        path: ['password_confirmation'],
        message,
      },
    );
}

/**
 * POST /api/register. ARCHITECTURE decision: name, email, password, password_confirmation,
 * currency (USD or EUR, default EUR), optional ref_id, and `terms` (18+ and terms accepted).
 */
export const registerRequestSchema = withNewPassword(
  {
    name: z.string().trim().min(8).max(60),
    email,
    currency: z.enum(CURRENCIES).default('EUR'),
    ref_id: z.string().trim().max(64).optional(),
    terms: z.literal(true, { error: 'terms_required' }),
  },
  'password_match',
).meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = okAnswer({ user: userSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /api/login (spec §7: remember always true from the spec's client). */
export const loginRequestSchema = z
  .object({
    email,
    password: secret,
    remember: z.boolean().default(true),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = okAnswer({
  token: z.string(),
  /** When the token stops working; the web sets its cookie to match (spec §9). */
  expires_at: isoDateTime,
  remember: z.boolean(),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A plain acknowledgement with a translated text. */
export const statusResponseSchema = acknowledgement({});
export type StatusResponse = z.infer<typeof statusResponseSchema>;

/** POST /api/password/email: always the same answer, registered or not. */
export const passwordEmailRequestSchema = z.object({ email }).meta({ id: 'PasswordEmailRequest' });
export type PasswordEmailRequest = z.input<typeof passwordEmailRequestSchema>;

/** POST /api/password/reset with the mailed token (single use, 60 minutes). */
export const passwordResetRequestSchema = withNewPassword(
  { token: secret, email },
  'password_match',
).meta({ id: 'PasswordResetRequest' });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** POST /api/email/verify: the id and token from the mailed link /email/verify/{id}?token=. */
export const emailVerifyRequestSchema = z
  .object({ id: idParam, token: secret })
  .meta({ id: 'EmailVerifyRequest' });
export type EmailVerifyRequest = z.input<typeof emailVerifyRequestSchema>;
export const emailVerifyResponseSchema = acknowledgement({ user: userSchema });

/** POST /api/email/resend: the logged-in user's address, or `email` for visitors. */
export const emailResendRequestSchema = z
  .object({ email: email.optional() })
  .meta({ id: 'EmailResendRequest' });
export type EmailResendRequest = z.input<typeof emailResendRequestSchema>;

/** PATCH /api/settings/profile (spec §7: answers email, name, w_bonus_balance via the user). */
export const profileUpdateRequestSchema = z
  .object({
    name: z.string().trim().min(8).max(60).optional(),
    email: email.optional(),
    currency: z.enum(CURRENCIES).optional(),
    /** Required when `email` changes (issue 11 §6); ignored otherwise. */
    current_password: z.string().max(200).optional(),
  })
  .meta({ id: 'ProfileUpdateRequest' });
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;
/** The profile change as the server reads it, after the schema. */
export type ProfileUpdate = z.output<typeof profileUpdateRequestSchema>;
export const profileUpdateResponseSchema = acknowledgement({ user: userSchema });
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/** PATCH /api/settings/password; the current password proves it is the owner. */
export const passwordUpdateRequestSchema = withNewPassword(
  { current_password: secret },
  'password_not_match',
).meta({ id: 'PasswordUpdateRequest' });
export type PasswordUpdateRequest = z.input<typeof passwordUpdateRequestSchema>;

/** spec §3 Session: city, location, ip, device; plus times and which one is this request's. */
export const sessionSchema = z
  .object({
    id: recordId,
    ip: z.string().nullable(),
    device: z.string(),
    city: z.string(),
    location: z.string(),
    created_at: isoDateTime,
    last_used_at: isoDateTime,
    current: z.boolean(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponseSchema>;

/** GET /api/user/referrals: the player's link and how many joined through it. */
export const referralsResponseSchema = z.object({
  ref_id: z.string(),
  link: z.string(),
  count: count,
});
export type ReferralsResponse = z.infer<typeof referralsResponseSchema>;

export const VERIFICATION_DOCUMENT_TYPES = [
  'passport',
  'id_card',
  'driving_license',
  'proof_of_address',
] as const;
export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** Identity documents at /settings/verification. */
export const verificationDocumentSchema = z
  .object({
    id: recordId,
    document_type: z.enum(VERIFICATION_DOCUMENT_TYPES),
    file_name: z.string(),
    status: z.enum(VERIFICATION_STATUSES),
    reason: z.string().nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'VerificationDocument' });
export type VerificationDocument = z.infer<typeof verificationDocumentSchema>;
export const verificationDocumentsResponseSchema = z.object({
  documents: z.array(verificationDocumentSchema),
});
export type VerificationDocumentsResponse = z.infer<typeof verificationDocumentsResponseSchema>;
/** The upload limit in megabytes as the `file_too_large` text states it (one decimal). */
export function megabytes(bytes: number): number {
  return Math.round((bytes / 1024 / 1024) * 10) / 10;
}

/**
 * POST /api/settings/verification (multipart/form-data): a document type of the list and a
 * non-empty file of at most `maxBytes` (spec §5 "File is Required."). The server streams the
 * file and stops reading at the limit, so it checks the file as it reads and the type with
 * this schema's `document_type`; the web checks the whole form with it before sending.
 */
export function verificationUploadRequestSchema(maxBytes: number) {
  return z.object({
    document_type: z.enum(VERIFICATION_DOCUMENT_TYPES),
    file: z
      .file({ error: 'file_required' })
      .min(1, { error: 'file_required' })
      .refine((file) => file.size <= maxBytes, {
        message: 'file_too_large',
        params: { maximum: megabytes(maxBytes) },
      }),
  });
}

/** POST /api/settings/verification (201): the document as stored, pending review. */
export const verificationUploadResponseSchema = z.object({ document: verificationDocumentSchema });
export type VerificationUploadResponse = z.infer<typeof verificationUploadResponseSchema>;
export const VERIFICATION_MAX_BYTES = 10 * 1024 * 1024;
export const VERIFICATION_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
