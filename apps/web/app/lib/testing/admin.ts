import type {
  AdminDashboard,
  AdminWithdrawal,
  AuditEntry,
  StaffRole,
  User,
  WithdrawalContext,
} from '@casino/contracts';
import type { AppLoadContext } from 'react-router';
import { vi } from 'vitest';
import { makeUser } from './users';

// Whole contract objects for the back office's tests (decision 026: partial answers are refused).

/** A staff member of `role` (a support agent carries the spec's support flag). */
export function makeStaff(
  role: StaffRole,
  overrides: Partial<User> = {},
): User & { role: StaffRole } {
  return {
    ...makeUser({
      id: 90,
      name: `Grace ${role}`,
      email: `${role}@casino.test`,
      customer_support_user: role === 'support' ? 1 : 0,
      ...overrides,
    }),
    role,
  };
}

const figures = (currency: string, scale: number) => ({
  currency,
  deposits: 123_456 * scale,
  withdrawals: 50_000 * scale,
  bets: 900_000 * scale,
  wins: 812_345 * scale,
  ggr: 87_655 * scale,
  bonus_cost: 7_655 * scale,
  ngr: 80_000 * scale,
});

/** GET /api/admin/dashboard: USD and EUR figures, two days of series. */
export const DASHBOARD: AdminDashboard = {
  status: 'ok',
  generated_at: '2026-11-25T10:15:00.000Z',
  periods: [
    { period: 'today', figures: [figures('USD', 1)], active_players: 12 },
    { period: '7d', figures: [figures('EUR', 2), figures('USD', 7)], active_players: 345 },
    { period: '30d', figures: [figures('EUR', 9), figures('USD', 30)], active_players: 1_234 },
  ],
  daily: [
    { ...figures('USD', 1), date: '2026-11-25' },
    { ...figures('USD', 2), date: '2026-11-24' },
    { ...figures('EUR', 3), date: '2026-11-24' },
  ],
  pending_withdrawals: {
    count: 3,
    amounts: [
      { currency: 'EUR', amount: 25_000 },
      { currency: 'USD', amount: 1_500_00 },
    ],
  },
  open_chats: 4,
};

/** A withdrawal waiting for staff; above the four-eyes limit unless told otherwise. */
export function makeWithdrawal(overrides: Partial<AdminWithdrawal> = {}): AdminWithdrawal {
  return {
    uuid: '5b0c7d1e-7c1f-4a8e-9d3a-0f6f8c2b1a90',
    user: { id: 7, name: 'Ada Player', email: 'ada@example.test' },
    symbol: 'BTC',
    wallet_address: 'bc1qexampleaddress0000000000000000000000',
    amount: 1_250_000,
    currency: 'USD',
    crypto_amount: '0.18450000',
    status: 'pending',
    txid: null,
    reason: null,
    created_at: '2026-11-24T08:00:00.000Z',
    reviewed_at: null,
    approvals: [],
    approvals_required: 2,
    requested_by: null,
    ...overrides,
  };
}

/** GET /api/admin/withdrawals/:uuid's player context. */
export const CONTEXT: WithdrawalContext = {
  player: {
    id: 7,
    name: 'Ada Player',
    email: 'ada@example.test',
    currency: 'USD',
    created_at: '2026-01-02T03:04:05.000Z',
    blocked_at: null,
    email_verified_at: '2026-01-02T04:00:00.000Z',
  },
  balances: { w_balance: 2_000_000, w_bonus_balance: 5_000 },
  deposits: { count: 3, total: 3_000_000 },
  withdrawals: { count: 1, total: 100_000 },
  play_30d: { bets: 4_500_000, wins: 4_100_000, rounds: 812 },
  bonuses: [{ id: 1, name: 'Welcome 100%', status: 'active', amount: 5_000 }],
  recent: [{ id: 11, type: 'win', amount: 12_000, created_at: '2026-11-24T07:00:00.000Z' }],
};

/** An audit row: admin 90 approved a withdrawal. */
export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    staff: { id: 90, name: 'Grace admin', email: 'admin@casino.test' },
    staff_role: 'admin',
    source: 'api',
    action: 'withdrawal.approve',
    target_type: 'withdrawal',
    target_id: '5b0c7d1e-7c1f-4a8e-9d3a-0f6f8c2b1a90',
    before: { status: 'pending', amount: 1_250_000 },
    after: { status: 'approved', amount: 1_250_000 },
    ip: '203.0.113.9',
    user_agent: 'Mozilla/5.0',
    created_at: '2026-11-24T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * A back-office loader's or action's arguments over the in-process API: GET /api/user answers
 * `staff`, every other path what `answer` makes of it (path, init).
 */
export function createStaffArgs(options: {
  url: string;
  staff: User;
  answer?: (path: string, init?: RequestInit) => Response;
  method?: string;
  form?: Record<string, string>;
  params?: Record<string, string>;
}) {
  const fetchApi = vi.fn(async (path: string, init?: RequestInit) =>
    path === '/api/user'
      ? Response.json({ status: 'ok', user: options.staff })
      : (options.answer?.(path, init) ?? Response.json({ status: 'ok' })),
  );
  const request = new Request(`http://localhost${options.url}`, {
    method: options.method ?? 'GET',
    body: options.form ? new URLSearchParams(options.form) : undefined,
  });
  // Set afterwards: a browser-like Request (happy-dom's) drops a Cookie given to its constructor.
  request.headers.set('Cookie', 'token=abc; locale=en');
  const context: AppLoadContext = { fetchApi, cspNonce: 'n', appUrl: 'http://localhost' };
  return { args: { request, context, params: options.params ?? {} }, fetchApi };
}

/** The calls the in-process API received other than the user lookup: path, method and body. */
export function readApiCalls(fetchApi: ReturnType<typeof createStaffArgs>['fetchApi']) {
  return fetchApi.mock.calls
    .filter(([path]) => path !== '/api/user')
    .map(([path, init]) => ({
      path,
      method: init?.method,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));
}
