/** Everything a live casino needs (APP_MODE=live), so a test can take one thing away. */
export const LIVE_ENV = {
  APP_MODE: 'live',
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://casino@127.0.0.1:5432/casino',
  SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
  RATES_API_URL: 'https://api.coingecko.com/api/v3/simple/price',
  APP_URL: 'https://casino.example.com',
  PUSHER_APP_SECRET: 'live-pusher-secret-0123456789abcdef0123',
  PAYMENT_WEBHOOK_SECRET: 'live-webhook-secret-0123456789abcdef0123',
  TWO_FACTOR_KEY: '0123456789abcdef'.repeat(4),
} as const;
