import { flag, isoDateTime, minorUnits, okAnswer, recordId } from './common';
import { z } from './validation';

/** `player` and the back office's staff roles (staff.ts, docs/staff-roles.md). */
export const ROLES = ['player', 'support', 'admin', 'finance', 'content'] as const;
export type Role = (typeof ROLES)[number];
export const CURRENCIES = ['USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * spec §3 User. Balances are minor units (spec §9: shown divided by 100).
 * customer_support_user is the spec's flag; `role` adds admin, which the spec lacks.
 */
export const userSchema = z
  .object({
    id: recordId,
    name: z.string(),
    email: z.string(),
    photo_url: z.string().nullable(),
    currency: z.enum(CURRENCIES),
    balance: minorUnits,
    w_balance: minorUnits,
    w_bonus_balance: minorUnits,
    total_deposits: z.number().int(),
    email_verified_at: isoDateTime.nullable(),
    customer_support_user: flag,
    role: z.enum(ROLES),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;
export const userResponseSchema = okAnswer({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;
