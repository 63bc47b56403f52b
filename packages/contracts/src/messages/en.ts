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
    invalid: 'Invalid value.',
  },
} as const;

type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };
/** Every locale must provide every key English has. */
export type Messages = DeepString<typeof en>;
export type ErrorCode = keyof typeof en.errors;
export type ValidationKey = keyof typeof en.validation;
