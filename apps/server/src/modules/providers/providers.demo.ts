/**
 * The bundled demo studio (apps/demo-provider), registered by demo mode only. Its secret is
 * public (it is in this repository): live mode refuses a provider that uses it or is flagged
 * demo (live-mode.ts).
 */
export const DEMO_STUDIO = {
  code: 'demo-studio',
  secret: 'demo-studio-public-secret-for-play-money-only',
} as const;
