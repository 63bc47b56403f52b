import type { BonusClaim, StaffBonusOffer } from '@casino/contracts';

// Whole contract objects for the Bonuses section's tests (decision 026).

/** A USD deposit match: 100% up to $100.00 from a $20.00 deposit, wagered 10 times in 7 days. */
export function makeOffer(overrides: Partial<StaffBonusOffer> = {}): StaffBonusOffer {
  return {
    id: 3,
    code: 'welcome-100',
    bonus_key: 'DEPOSIT_BONUS_CASH',
    currency: 'USD',
    message: 'Welcome: 100% of your first deposit up to $100',
    lang: [{ key: 'bonus_message', lang: 'ES', message: 'Bienvenida: 100% de tu depósito' }],
    match_percent: 100,
    max_amount: 10_000,
    min_deposit: 2_000,
    wagering_multiple: 10,
    valid_days: 7,
    game_weights: { originals: 100, slots: 100, table: 10, live: 10 },
    deposit_number: 1,
    free_spins: null,
    spin_value: null,
    game_id: null,
    retired_at: null,
    claimed: 4,
    declined: 1,
    starts_at: null,
    ends_at: null,
    ...overrides,
  };
}

/** A EUR free-spins offer: 50 spins of €0.20 on game 7. */
export function makeSpinsOffer(overrides: Partial<StaffBonusOffer> = {}): StaffBonusOffer {
  return makeOffer({
    id: 4,
    code: 'spins-50',
    bonus_key: 'FREE_SPINS',
    currency: 'EUR',
    message: '50 free spins on Book of Test',
    lang: [],
    match_percent: null,
    max_amount: null,
    min_deposit: null,
    deposit_number: null,
    free_spins: 50,
    spin_value: 20,
    game_id: 7,
    wagering_multiple: 30,
    ...overrides,
  });
}

/** A running claim: $50.00 of bonus money, $125.50 wagered of $500.00. */
export function makeClaim(overrides: Partial<BonusClaim> = {}): BonusClaim {
  return {
    id: 11,
    player: { id: 7, name: 'Ada Player', email: 'ada@example.test' },
    status: 'active',
    ended_as: null,
    amount: 5_000,
    bet_amount: 12_550,
    bet_total: 50_000,
    claimed_at: '2026-11-20T10:00:00.000Z',
    declined_at: null,
    finished_at: null,
    expires_at: '2026-11-27T10:00:00.000Z',
    ...overrides,
  };
}
