import type { Config } from './config';

/**
 * What a runtime (compose.ts) reads of the configuration: the settings every runtime needs, and
 * those a runtime built without them (tests, tools) takes config.ts's defaults for.
 */
export type RuntimeConfig = Pick<
  Config,
  | 'DATABASE_URL'
  | 'DATA_DIR'
  | 'SEED_DEMO'
  | 'APP_URL'
  | 'APP_NAME'
  | 'SMTP_URL'
  | 'SMTP_FROM'
  | 'SOCIAL_LOGIN_ENABLED'
  | 'REDIS_URL'
  | 'PAYMENT_WEBHOOK_SECRET'
  | 'ONRAMP_WIDGET_URL'
  | 'ONRAMP_GATEWAYS'
  | 'RATES_API_URL'
  | 'RATES_MAX_AGE_SECONDS'
> &
  // The live feed's high list and the four-eyes limit; config.ts's defaults when absent.
  Partial<Pick<Config, 'LIVEFEED_HIGH_AMOUNT' | 'WITHDRAWAL_FOUR_EYES_ABOVE'>> &
  // Real-time channel signing; a runtime built without them (tests) signs with a random secret.
  Partial<Pick<Config, 'PUSHER_APP_KEY' | 'PUSHER_APP_SECRET'>> &
  // The two-factor secrets' key; a runtime built without it (tests) encrypts with a random one.
  Partial<Pick<Config, 'TWO_FACTOR_KEY'>> &
  // Demo when absent (tests, tools): only APP_MODE=live refuses stale or offline rates.
  Partial<Pick<Config, 'APP_MODE'>> &
  // Weekly cashback percents; config.ts's defaults when absent (tests, tools).
  Partial<
    Pick<
      Config,
      | 'CASHBACK_BASE_PERCENT'
      | 'CASHBACK_MAX_PERCENT'
      | 'CASHBACK_PAID_AS'
      | 'CASHBACK_WAGERING'
      | 'CASHBACK_BONUS_DAYS'
    >
  > &
  // Upload and image-cache bounds; a runtime built without them (tests) uses config.ts's defaults.
  Partial<
    Pick<Config, 'UPLOAD_MAX_BYTES' | 'UPLOAD_MAX_FILES_PER_PLAYER' | 'IMAGE_CACHE_MAX_BYTES'>
  > &
  // Third-party games; a runtime built without them (tests) uses config.ts's defaults.
  Partial<Pick<Config, 'GAME_SESSION_TTL_MINUTES' | 'DEMO_PROVIDER_URL'>>;
