import type { LiveBet } from '@casino/contracts';

/** Bet `id` on Crash, lost, settled `id` seconds after a fixed time, so larger ids are newer. */
export function makeLiveBet(id: number, overrides: Partial<LiveBet> = {}): LiveBet {
  return {
    id,
    game_id: 1,
    game_name: 'Crash',
    game_slug: 'crash',
    player: 'Pl***',
    currency: 'USD',
    amount: 100,
    payout: 0,
    multiplier: 0,
    high: false,
    created_at: new Date(Date.UTC(2026, 10, 22, 4, 0, id)).toISOString(),
    ...overrides,
  };
}
