import type {
  CrashBet,
  CrashPublicBet,
  CrashRoundState,
  CrashStateResponse,
  User,
} from '@casino/contracts';
import { makeUser } from '../../../../lib/testing/users';

export const NOW = 1_800_000_000_000;

export function round(overrides: Partial<CrashRoundState> = {}): CrashRoundState {
  return {
    id: 41,
    status: 'betting',
    betting_ends_at: NOW + 3000,
    started_at: null,
    crashed_at: null,
    crash_point: null,
    hash: null,
    ...overrides,
  };
}

export function publicBet(overrides: Partial<CrashPublicBet> = {}): CrashPublicBet {
  return {
    id: 1,
    player: 'Ad***',
    currency: 'USD',
    amount: 500,
    side: null,
    status: 'open',
    cashout: null,
    payout: 0,
    ...overrides,
  };
}

export function ownBet(overrides: Partial<CrashBet> = {}): CrashBet {
  return {
    ...publicBet(),
    round_id: 41,
    game: 'crash',
    auto_cashout: null,
    created_at: '2027-01-15T08:00:00.000Z',
    ...overrides,
  };
}

export function crashState(overrides: Partial<CrashStateResponse> = {}): CrashStateResponse {
  return {
    game: 'crash',
    server_time: NOW,
    round: round(),
    bets: [],
    my_bets: [],
    history: [
      { id: 40, crash_point: 1.52 },
      { id: 39, crash_point: 3.1 },
      { id: 38, crash_point: 12.5 },
    ],
    settings: {
      house_edge: 1,
      betting_ms: 5000,
      limits: {
        USD: { min_bet: 10, max_bet: 100_000, max_payout: 10_000_000 },
        EUR: { min_bet: 10, max_bet: 100_000, max_payout: 10_000_000 },
      },
      side_odds: null,
    },
    ...overrides,
  };
}

/** The crash pages' player: USD, $100.00 in the wallet, e-mail verified. */
export function player(overrides: Partial<User> = {}): User {
  return makeUser({
    name: 'Ada Player',
    email: 'ada@example.com',
    balance: 10_000,
    w_balance: 10_000,
    total_deposits: 1,
    ...overrides,
  });
}
