import type { ErrorCode } from '@casino/contracts';

/** One table from error code to HTTP status; the handler reads it, nothing else does. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 422,
  MALFORMED_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  CONFLICT: 409,
  SERVICE_UNAVAILABLE: 503,
  INVALID_CREDENTIALS: 422,
  TWO_FACTOR_REQUIRED: 422,
  TWO_FACTOR_INVALID: 422,
  TWO_FACTOR_ALREADY_ENABLED: 409,
  TWO_FACTOR_SETUP_MISSING: 409,
  TWO_FACTOR_NOT_ENABLED: 409,
  TWO_FACTOR_SETUP_REQUIRED: 403,
  LOGIN_CHALLENGE_INVALID: 401,
  RESET_TOKEN_INVALID: 422,
  VERIFY_TOKEN_INVALID: 422,
  CURRENT_PASSWORD_INCORRECT: 422,
  PASSWORD_UPDATE_FAILED: 422,
  EMAIL_NOT_VERIFIED: 403,
  SOCIAL_LOGIN_DISABLED: 403,
  SESSION_NOT_FOUND: 404,
  FILE_REQUIRED: 422,
  FILE_TYPE_NOT_ALLOWED: 422,
  IMAGE_TOO_LARGE: 422,
  UPLOAD_QUOTA_EXCEEDED: 422,
  INSUFFICIENT_FUNDS: 422,
  WITHDRAWAL_BELOW_MINIMUM: 422,
  WITHDRAWAL_EXCEEDS_BALANCE: 422,
  BONUS_WAGERING_ACTIVE: 422,
  WITHDRAWALS_NOT_ALLOWED: 422,
  COIN_NOT_FOUND: 404,
  DEPOSITS_UNAVAILABLE: 503,
  INVALID_ADDRESS: 422,
  DEMO_KEY_NOT_ALLOWED: 422,
  TIP_TO_SELF: 422,
  TIP_EXCEEDS_BALANCE: 422,
  RECIPIENT_NOT_FOUND: 422,
  RECIPIENT_AMBIGUOUS: 422,
  TIP_CURRENCY_MISMATCH: 422,
  IDEMPOTENCY_KEY_REUSED: 409,
  WITHDRAWAL_NOT_FOUND: 404,
  BONUS_NOT_FOUND: 404,
  BONUS_NOT_AVAILABLE: 409,
  BONUS_ALREADY_ACTIVE: 409,
  WITHDRAWAL_NOT_PENDING: 409,
  WITHDRAWAL_SECOND_APPROVER: 409,
  WITHDRAWAL_CHANGED: 409,
  PLAYER_BLOCKED: 403,
  PLAYER_NOT_BLOCKED: 409,
  WEBHOOK_SIGNATURE_INVALID: 401,
  WEBHOOK_TIMESTAMP_INVALID: 401,
  WEBHOOK_BODY_EMPTY: 400,
  DEPOSIT_ADDRESS_UNKNOWN: 422,
  DEPOSIT_CHANGED: 409,
  CURRENCY_CHANGE_BLOCKED: 422,
  CHAT_GROUP_NOT_FOUND: 404,
  CHAT_GROUP_CLOSED: 409,
  RATE_UNAVAILABLE: 503,
  RATE_STALE: 503,
  GAME_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  BONUS_OFFER_NOT_FOUND: 404,
  PLAYER_NOT_FOUND: 404,
  STAFF_NOT_FOUND: 404,
  STAFF_SELF_CHANGE: 422,
  STAFF_LAST_ADMIN: 409,
  SELF_BLOCK: 422,
  GAME_COMING_SOON: 409,
  DEMO_NOT_AVAILABLE: 409,
  GAME_LAUNCH_FAILED: 503,
  FAVOURITES_FULL: 422,
  GAME_NOT_OPEN: 503,
  BET_WINDOW_CLOSED: 409,
  BET_BELOW_MINIMUM: 422,
  BET_ABOVE_MAXIMUM: 422,
  BET_EXCEEDS_BALANCE: 422,
  BET_ALREADY_PLACED: 409,
  SIDE_BET_NOT_OFFERED: 422,
  CASHOUT_UNAVAILABLE: 409,
  CASHOUT_TOO_LATE: 409,
  CONTENT_NOT_FOUND: 404,
  IMAGE_TYPE_NOT_ALLOWED: 422,
  JOB_NOT_FOUND: 404,
  INTERNAL: 500,
};

/** A field's problems as validation keys (or codes) with their interpolation values. */
export interface FieldIssue {
  key: string;
  params?: Record<string, unknown>;
}

/**
 * The one error type services throw. `code` selects the status and the translated text;
 * `params` fill the text's placeholders; `fields` become `errors: {field: [text]}`.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      params?: Record<string, unknown>;
      fields?: Record<string, FieldIssue[]>;
      headers?: Record<string, string>;
      cause?: unknown;
    } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static validation(fields: Record<string, FieldIssue[]>): AppError {
    return new AppError('VALIDATION_FAILED', { fields });
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
