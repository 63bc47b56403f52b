/**
 * Texts the server answers with, keyed by error code and validation key.
 * spec §5 and §8 give the exact English texts; keep them verbatim.
 */
export const en = {
  errors: {
    VALIDATION_FAILED: 'The given data was invalid.',
    MALFORMED_JSON: 'The request body is not valid JSON.',
    UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported.',
    PAYLOAD_TOO_LARGE: 'The request body is too large.',
    NOT_FOUND: 'This page could not be found',
    ROUTE_NOT_FOUND: 'The requested API path does not exist.',
    METHOD_NOT_ALLOWED: 'This method is not allowed here.',
    UNAUTHENTICATED: 'Unauthenticated.',
    FORBIDDEN: 'You are not allowed to do this.',
    RATE_LIMITED: 'Too many requests. Please try again in {{retryAfter}} seconds.',
    CONFLICT: 'This request conflicts with the current state.',
    SERVICE_UNAVAILABLE: 'The service is temporarily unavailable.',
    INVALID_CREDENTIALS: 'These credentials do not match our records.',
    RESET_TOKEN_INVALID: 'This password reset link is invalid or has expired.',
    VERIFY_TOKEN_INVALID: 'This verification link is invalid or has expired.',
    CURRENT_PASSWORD_INCORRECT: 'The current password is incorrect.',
    PASSWORD_UPDATE_FAILED:
      'Error during update your password. Please check if password match correctly and try again',
    EMAIL_NOT_VERIFIED: 'Please verify your e-mail address first.',
    SOCIAL_LOGIN_DISABLED: 'Social login is disabled.',
    SESSION_NOT_FOUND: 'This session does not exist.',
    FILE_REQUIRED: 'File is Required.',
    FILE_TYPE_NOT_ALLOWED: 'Upload a JPG, PNG or PDF file.',
    INTERNAL: 'Something went wrong',
  },
  validation: {
    required: 'Required.',
    file_required: 'File is Required.',
    invalid_type: 'Must be a {{expected}}.',
    email_taken: 'The email has already been taken.',
    invalid_email: 'Invalid e-mail.',
    email_simple: 'E-mail must be valid',
    min_chars: 'Min {{minimum}} characters',
    max_chars: 'Max {{maximum}} characters',
    min_number: 'Must be at least {{minimum}}.',
    max_number: 'Must be at most {{maximum}}.',
    min_items: 'At least {{minimum}} items.',
    max_items: 'At most {{maximum}} items.',
    integer: 'Must be a whole number.',
    invalid_value: 'Must be one of: {{values}}.',
    invalid_format: 'Invalid format.',
    unknown_field: 'Unknown field.',
    password_match: 'Password must match',
    password_not_match: 'Password not match, please check it to continue',
    require_3_numbers: 'Require 3 numbers',
    require_16_numbers: 'Require 16 numbers',
    require_4_numbers: 'Require 4 numbers',
    terms_required: 'You must be 18 or older and accept the terms.',
    current_password_incorrect: 'The current password is incorrect.',
    file_too_large: 'The file may not be larger than {{maximum}} MB.',
    invalid: 'Invalid value.',
  },
  status: {
    registered: 'Your account has been created.',
    reset_link_sent: 'If this e-mail is registered, we have sent a password reset link to it.',
    password_reset: 'Your password has been reset. You can log in now.',
    email_verified: 'Your e-mail address is verified.',
    verification_sent: 'If this account needs it, a new verification link is on its way.',
    account_data_updated: 'account data updated',
    account_password_updated: 'account password updated',
    logged_out: 'You have been logged out.',
    session_revoked: 'The session has been ended.',
    document_uploaded: 'Your document has been uploaded and is pending review.',
  },
} as const;

type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };
/** Every locale must provide every key English has. */
export type Messages = DeepString<typeof en>;
export type ErrorCode = keyof typeof en.errors;
export type ValidationKey = keyof typeof en.validation;
