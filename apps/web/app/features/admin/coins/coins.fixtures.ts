import type { AdminCoins } from '@casino/contracts';

// Whole contract objects for the coins section's tests (decision 026).

/** A demo-mode install: BTC on the public demo key, ETH on the operator's own. */
export const COINS: AdminCoins = {
  status: 'ok',
  coins: [
    {
      id: 1,
      name: 'Bitcoin',
      short_code: 'BTC',
      network: 'Bitcoin',
      allow_withdrawals: 1,
      confirmations: 2,
      extended_public_key:
        'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDGf',
      is_demo_key: true,
    },
    {
      id: 2,
      name: 'Ethereum',
      short_code: 'ETH',
      network: 'Ethereum',
      allow_withdrawals: 0,
      confirmations: 12,
      extended_public_key:
        'xpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz',
      is_demo_key: false,
    },
  ],
  rates: {
    live_source: true,
    live_mode: false,
    max_age_seconds: 600,
    source: 'live',
    observed_at: '2026-11-25T10:00:00.000Z',
    last_failure_at: '2026-11-25T08:00:00.000Z',
    error: null,
  },
};
