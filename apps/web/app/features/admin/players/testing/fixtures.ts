import type { AdminPlayer, AdminPlayerDetail } from '@casino/contracts';
import type { LedgerEntry } from '../api/get-player-ledger';

// Whole contract objects for the Players section's tests (decision 026: partial answers are
// refused).

/** Ada, a verified USD player who may withdraw $20,000.00. */
export function makeAdminPlayer(overrides: Partial<AdminPlayer> = {}): AdminPlayer {
  return {
    id: 7,
    name: 'Ada Player',
    email: 'ada@example.test',
    role: 'player',
    currency: 'USD',
    locale: 'en',
    created_at: '2026-01-02T03:04:05.000Z',
    email_verified_at: '2026-01-02T04:00:00.000Z',
    blocked_at: null,
    blocked_reason: null,
    w_balance: 2_000_000,
    ...overrides,
  };
}

/** GET /api/admin/players/:id for Ada: one of everything. */
export function makePlayerDetail(overrides: Partial<AdminPlayerDetail> = {}): AdminPlayerDetail {
  return {
    status: 'ok',
    player: makeAdminPlayer(),
    balances: { w_balance: 2_000_000, w_bonus_balance: 5_000, held: 100_000 },
    totals: {
      deposits: { count: 3, total: 3_000_000 },
      withdrawals: { count: 1, total: 100_000 },
      bets: 4_500_000,
      wins: 4_100_050,
    },
    deposits: [
      {
        uuid: 'd-1',
        symbol: 'BTC',
        amount: 1_000_000,
        status: 'confirmed',
        txid: 'aa11bb22cc33',
        created_at: '2026-11-20T10:00:00.000Z',
      },
      {
        uuid: 'd-2',
        symbol: 'ETH',
        amount: null,
        status: 'pending',
        txid: 'ff00ee11',
        created_at: '2026-11-24T10:00:00.000Z',
      },
    ],
    withdrawals: [
      {
        uuid: '5b0c7d1e-7c1f-4a8e-9d3a-0f6f8c2b1a90',
        symbol: 'BTC',
        amount: 100_000,
        status: 'pending',
        txid: null,
        created_at: '2026-11-24T08:00:00.000Z',
      },
    ],
    bonuses: [
      {
        id: 1,
        name: 'Welcome 100%',
        status: 'active',
        amount: 5_000,
        created_at: '2026-11-01T00:00:00.000Z',
      },
    ],
    sessions: [
      {
        id: 31,
        ip: '203.0.113.9',
        device: 'Firefox on Linux',
        location: null,
        created_at: '2026-11-24T07:00:00.000Z',
        last_used_at: '2026-11-24T09:00:00.000Z',
        expires_at: '2099-01-01T00:00:00.000Z',
        revoked_at: null,
      },
    ],
    documents: [
      {
        id: 12,
        document_type: 'passport',
        file_name: 'passport.png',
        status: 'pending',
        reason: null,
        created_at: '2026-11-23T12:00:00.000Z',
      },
      {
        id: 13,
        document_type: 'proof_of_address',
        file_name: 'bill.pdf',
        status: 'rejected',
        reason: 'Older than three months',
        created_at: '2026-11-22T12:00:00.000Z',
      },
    ],
    notes: [
      {
        id: 4,
        staff: { id: 91, name: 'Linus support' },
        body: 'Called about a late deposit.',
        created_at: '2026-11-24T11:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** A ledger movement: a $12.50 bet out of the cash account. */
export function makeLedgerEntry(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: 101,
    type: 'bet',
    account: 'cash',
    amount: -1_250,
    currency: 'USD',
    status: 'posted',
    reference: 'round-77',
    created_at: '2026-11-24T09:30:00.000Z',
    ...overrides,
  };
}
