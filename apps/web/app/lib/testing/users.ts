import type { User } from '@casino/contracts';

/** A signed-in player with money on the account and a verified e-mail. */
export const PLAYER: User = {
  id: 7,
  name: 'Player',
  email: 'player@example.test',
  photo_url: null,
  currency: 'USD',
  balance: 1_000,
  w_balance: 1_000,
  w_bonus_balance: 0,
  total_deposits: 0,
  email_verified_at: '2026-01-01T00:00:00.000Z',
  customer_support_user: 0,
  role: 'player',
};

/** The player of a test: PLAYER with the fields that test is about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return { ...PLAYER, ...overrides };
}
