import { count, isoDateTime, minorUnits, okAnswer, pageQuery, recordId } from './common';
import type { Role } from './user';
import { z } from './validation';

/** The back office's staff roles (issue 17; docs/staff-roles.md). A player has none of them. */
export const STAFF_ROLES = ['admin', 'finance', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * What a staff member may do in the back office. Every back-office API call checks one of these
 * on the server; the console only hides what the role could not use anyway.
 */
export const PERMISSIONS = [
  /** Dashboard figures: deposits, withdrawals, bets, wins, GGR, NGR, players. */
  'dashboard.view',
  /** Daily GGR / NGR reports and players' statements, as tables and CSV. */
  'reports.view',
  /** The withdrawal queue with each player's context. */
  'withdrawals.view',
  /** Approve (with the txid) or reject (with a reason) a withdrawal. */
  'withdrawals.decide',
  /** Find players and read their page: balances, ledger, sessions, documents, notes. */
  'players.view',
  /** Block and unblock players; write staff notes. */
  'players.manage',
  /** Approve or reject identity documents. */
  'documents.review',
  /** Enable, disable, feature, order and categorise games. */
  'games.manage',
  /** Game providers and their secrets. */
  'providers.manage',
  /** Bonus definitions: create, edit, schedule, retire; see who claimed what. */
  'bonuses.manage',
  /** The weekly cashback's terms. */
  'cashback.manage',
  /** Pages, blog posts, promotions, sliders and banners. */
  'content.manage',
  /** Notifications broadcast to every player. */
  'notifications.broadcast',
  /** Coins: withdrawals allowed, extended public keys, the rate source. */
  'coins.manage',
  /** The audit trail of every staff action. */
  'audit.view',
  /** Staff accounts: create them, change their roles, take staff access away. */
  'staff.manage',
  /** The running system: crash game settings, background jobs, the ledger's check. */
  'system.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Each role's permissions: the table in docs/staff-roles.md says why. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  finance: [
    'dashboard.view',
    'reports.view',
    'withdrawals.view',
    'withdrawals.decide',
    'players.view',
    'documents.review',
    'cashback.manage',
    'coins.manage',
  ],
  support: ['withdrawals.view', 'players.view', 'players.manage', 'documents.review'],
  content: ['games.manage', 'bonuses.manage', 'content.manage', 'notifications.broadcast'],
};

export function isStaffRole(role: Role | string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** Whether `role` holds `permission` (players hold none). */
export function can(role: Role | string, permission: Permission): boolean {
  return isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

/** Where a staff action came from: the console / API, or an operator's CLI command. */
export const AUDIT_SOURCES = ['api', 'cli'] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];

/**
 * One row of the audit trail: who (the staff member, or the CLI's operator), what (`action`,
 * e.g. "withdrawal.approve"), on what (`target_type` and `target_id`), the record before and
 * after, when and from where. Rows are append-only (the database refuses UPDATE and DELETE).
 */
export const auditEntrySchema = z
  .object({
    id: recordId,
    staff: z.object({ id: recordId, name: z.string(), email: z.string() }).nullable(),
    staff_role: z.string(),
    source: z.enum(AUDIT_SOURCES),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    ip: z.string().nullable(),
    user_agent: z.string().nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const optionalText = (max: number) => z.string().trim().min(1).max(max).optional();

export const adminAuditQuerySchema = z.object({
  staff_id: z.coerce.number().int().positive().optional(),
  action: optionalText(80),
  target_type: optionalText(40),
  target_id: optionalText(120),
  /** Inclusive dates (YYYY-MM-DD, UTC). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  ...pageQuery(50),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;
export const adminAuditResponseSchema = okAnswer({
  entries: z.array(auditEntrySchema),
  total: count,
});

/** A staff member's approval of a withdrawal (four eyes: two, by two people, above the limit). */
export const withdrawalApprovalSchema = z.object({
  staff: z.object({ id: recordId, name: z.string() }),
  at: isoDateTime,
});

/** The money figures of one period in one currency, minor units. */
export const moneyFiguresSchema = z
  .object({
    currency: z.string(),
    deposits: minorUnits,
    withdrawals: minorUnits,
    bets: minorUnits,
    wins: minorUnits,
    /** Gross gaming revenue: bets minus wins (rollbacks taken out). */
    ggr: minorUnits,
    /** Bonus money granted or released to players, and cashback paid. */
    bonus_cost: minorUnits,
    /** Net gaming revenue: GGR minus bonus cost. */
    ngr: minorUnits,
  })
  .meta({ id: 'MoneyFigures' });
export type MoneyFigures = z.infer<typeof moneyFiguresSchema>;

export const DASHBOARD_PERIODS = ['today', '7d', '30d'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** GET /api/admin/dashboard: the figures per period and currency, and a 30-day daily series. */
export const adminDashboardResponseSchema = okAnswer({
  generated_at: isoDateTime,
  periods: z.array(
    z.object({
      period: z.enum(DASHBOARD_PERIODS),
      figures: z.array(moneyFiguresSchema),
      /** Players who bet at least once in the period. */
      active_players: count,
    }),
  ),
  /** One row per UTC day (oldest first, 30 days, today included) and currency. */
  daily: z.array(moneyFiguresSchema.extend({ date: z.iso.date() })),
  pending_withdrawals: z.object({
    count,
    amounts: z.array(z.object({ currency: z.string(), amount: minorUnits })),
  }),
  open_chats: count,
});
export type AdminDashboard = z.infer<typeof adminDashboardResponseSchema>;

/**
 * GET /api/admin/withdrawals/:uuid's player context: what a reviewer weighs before paying out
 * (amounts in minor units of the player's currency).
 */
export const withdrawalContextSchema = z
  .object({
    player: z.object({
      id: recordId,
      name: z.string(),
      email: z.string(),
      currency: z.string(),
      created_at: isoDateTime,
      blocked_at: isoDateTime.nullable(),
      email_verified_at: isoDateTime.nullable(),
    }),
    balances: z.object({ w_balance: minorUnits, w_bonus_balance: minorUnits }),
    deposits: z.object({ count, total: minorUnits }),
    /** Withdrawals paid out (approved or confirmed), this one excluded. */
    withdrawals: z.object({ count, total: minorUnits }),
    play_30d: z.object({ bets: minorUnits, wins: minorUnits, rounds: count }),
    bonuses: z.array(
      z.object({ id: recordId, name: z.string(), status: z.string(), amount: minorUnits }),
    ),
    /** The player's latest posted ledger movements, newest first (signed: + in, − out). */
    recent: z.array(
      z.object({ id: recordId, type: z.string(), amount: minorUnits, created_at: isoDateTime }),
    ),
  })
  .meta({ id: 'WithdrawalContext' });
export type WithdrawalContext = z.infer<typeof withdrawalContextSchema>;
