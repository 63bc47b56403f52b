import {
  PERMISSIONS,
  type AuditEntry,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  type Permission,
  type StaffRole,
} from '@casino/contracts';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, signUpPlayer } from '../../test/http';
import { useTestApp } from '../../test/suite';

/**
 * The back office's permission matrix (issue 17 point 1, docs/staff-roles.md): every back-office
 * call, each staff role, a player and a visitor. A role without the permission gets 403 and
 * nothing happens; a role with it gets past the check (the calls aim at records that do not
 * exist, so the answer is the record's 404 or 422, never 401 or 403, and nothing changes).
 */
const missing = randomUUID();
const CALLS: {
  permission: Permission;
  method: 'get' | 'post' | 'patch';
  url: string;
  body?: unknown;
}[] = [
  { permission: 'dashboard.view', method: 'get', url: '/api/admin/dashboard' },
  {
    permission: 'reports.view',
    method: 'get',
    url: '/api/admin/reports/ggr?from=2026-01-01&to=2026-01-02&group=currency',
  },
  { permission: 'withdrawals.view', method: 'get', url: '/api/admin/withdrawals' },
  { permission: 'withdrawals.view', method: 'get', url: `/api/admin/withdrawals/${missing}` },
  {
    permission: 'withdrawals.decide',
    method: 'post',
    url: `/api/admin/withdrawals/${missing}/approve`,
    body: {},
  },
  {
    permission: 'withdrawals.decide',
    method: 'post',
    url: `/api/admin/withdrawals/${missing}/reject`,
    body: { reason: 'Address on a sanctions list' },
  },
  {
    permission: 'withdrawals.decide',
    method: 'post',
    url: '/api/admin/players/999999/withdrawals',
    body: {
      wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      entity_wallet_id: 1,
      amount: '20',
      reason: 'Paying out a closed account',
    },
  },
  {
    permission: 'documents.review',
    method: 'patch',
    url: '/api/admin/verification/999999',
    body: { status: 'approved' },
  },
  { permission: 'providers.manage', method: 'get', url: '/api/admin/providers' },
  {
    permission: 'providers.manage',
    method: 'patch',
    url: '/api/admin/providers/no-such-studio',
    body: { enabled: true },
  },
  { permission: 'bonuses.manage', method: 'get', url: '/api/admin/bonuses/offers' },
  {
    permission: 'bonuses.manage',
    method: 'post',
    url: '/api/admin/bonuses/offers/retire',
    body: { code: 'no-such-offer' },
  },
  { permission: 'cashback.manage', method: 'get', url: '/api/admin/cashback' },
  {
    permission: 'coins.manage',
    method: 'patch',
    url: '/api/admin/wallets/999999',
    body: { name: 'Renamed coin' },
  },
  {
    permission: 'notifications.broadcast',
    method: 'post',
    url: '/api/admin/notifications/broadcast',
    body: { message: 'Maintenance tonight at 02:00 UTC.' },
  },
  { permission: 'audit.view', method: 'get', url: '/api/admin/audit' },
  { permission: 'staff.manage', method: 'get', url: '/api/admin/staff' },
  // No account is made: the body is refused (422) once the permission has let it through.
  { permission: 'staff.manage', method: 'post', url: '/api/admin/staff', body: {} },
  {
    permission: 'staff.manage',
    method: 'patch',
    url: '/api/admin/staff/99999999',
    body: { role: 'support' },
  },
  { permission: 'games.manage', method: 'get', url: '/api/admin/games?q=nothing' },
  {
    permission: 'games.manage',
    method: 'patch',
    url: '/api/admin/games/999999',
    body: { enabled: true },
  },
  { permission: 'games.manage', method: 'get', url: '/api/admin/categories' },
  {
    permission: 'games.manage',
    method: 'patch',
    url: '/api/admin/categories/999999',
    body: { position: 1 },
  },
  {
    permission: 'providers.manage',
    method: 'post',
    url: '/api/admin/providers/no-such-studio/rotate-secret',
    body: {},
  },
  {
    permission: 'bonuses.manage',
    method: 'patch',
    url: '/api/admin/bonuses/offers/no-such-offer',
    body: { valid_days: 3 },
  },
  {
    permission: 'bonuses.manage',
    method: 'get',
    url: '/api/admin/bonuses/offers/no-such-offer/claims',
  },
  { permission: 'coins.manage', method: 'get', url: '/api/admin/coins' },
  { permission: 'players.view', method: 'get', url: '/api/admin/players?q=nobody' },
  { permission: 'players.view', method: 'get', url: '/api/admin/players/99999999/ledger' },
  {
    permission: 'players.manage',
    method: 'post',
    url: '/api/admin/players/99999999/block',
    body: { reason: 'Self-exclusion requested by phone' },
  },
  { permission: 'content.manage', method: 'get', url: '/api/admin/posts' },
  { permission: 'content.manage', method: 'get', url: '/api/admin/posts/999999' },
  {
    permission: 'content.manage',
    method: 'patch',
    url: '/api/admin/posts/999999',
    body: { category: 'news' },
  },
  { permission: 'content.manage', method: 'get', url: '/api/admin/pages' },
  {
    permission: 'content.manage',
    method: 'patch',
    url: '/api/admin/pages/999999',
    body: { icon: 'star' },
  },
  { permission: 'content.manage', method: 'get', url: '/api/admin/sliders' },
  {
    permission: 'content.manage',
    method: 'patch',
    url: '/api/admin/sliders/999999',
    body: { redirect_url: '/promotions' },
  },
  {
    permission: 'content.manage',
    method: 'post',
    url: '/api/admin/sliders/reorder',
    body: { kind: 'home', ids: [999999] },
  },
  {
    permission: 'content.manage',
    method: 'post',
    url: '/api/admin/content/preview',
    body: { markdown: '## Preview' },
  },
  { permission: 'system.manage', method: 'get', url: '/api/admin/originals/settings' },
  {
    permission: 'system.manage',
    method: 'patch',
    url: '/api/admin/originals/no-such-game/settings',
    body: { betting_seconds: 5 },
  },
  { permission: 'system.manage', method: 'get', url: '/api/admin/jobs' },
  {
    permission: 'system.manage',
    method: 'post',
    url: '/api/admin/jobs/no-such-job/run',
    body: {},
  },
  { permission: 'system.manage', method: 'get', url: '/api/admin/ledger/verify' },
];

/** Permissions whose console sections (players, games, content) have no calls yet. */
const NO_CALLS_YET: readonly Permission[] = [];

describe('back-office permissions per role', () => {
  const { t, api } = useTestApp();
  const tokens = new Map<StaffRole | 'player', string>();
  beforeAll(async () => {
    for (const role of STAFF_ROLES) {
      tokens.set(role, (await signInStaff(t.runtime, api, role)).token);
    }
    tokens.set('player', (await signUpPlayer(api)).token);
  });

  type Call = (typeof CALLS)[number];
  const send = (call: Call, token?: string) => {
    const options = token ? { token } : {};
    return call.method === 'get'
      ? api.get(call.url, options)
      : api[call.method](call.url, call.body, options);
  };

  it('walks a call of every permission whose back-office calls exist', () => {
    expect(new Set(CALLS.map((call) => call.permission))).toEqual(
      new Set(PERMISSIONS.filter((permission) => !NO_CALLS_YET.includes(permission))),
    );
  });

  for (const role of [...STAFF_ROLES, 'player' as const]) {
    it(`${role}: allowed calls pass the check, the others answer 403`, async () => {
      const granted: readonly Permission[] = role === 'player' ? [] : ROLE_PERMISSIONS[role];
      for (const call of CALLS) {
        const response = await send(call, tokens.get(role));
        const allowed = granted.includes(call.permission);
        const seen = `${role} ${call.method.toUpperCase()} ${call.url} -> ${response.status}`;
        if (allowed) expect([401, 403], seen).not.toContain(response.status);
        else expect(response.status, seen).toBe(403);
      }
    });
  }

  it('a visitor gets 401 on every back-office call', async () => {
    for (const call of CALLS) {
      const response = await send(call);
      expect(response.status, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('the refused broadcast sent nothing; the allowed ones are in the audit trail', async () => {
    const admin = tokens.get('admin')!;
    const trail = await api.get('/api/admin/audit?action=notification.broadcast', {
      token: admin,
    });
    const allowed = [...STAFF_ROLES].filter((role) =>
      ROLE_PERMISSIONS[role].includes('notifications.broadcast'),
    );
    expect(trail.body.total).toBe(allowed.length);
    const entries = trail.body.entries as AuditEntry[];
    expect(new Set(entries.map((entry) => entry.staff_role))).toEqual(new Set(allowed));
  });
});
