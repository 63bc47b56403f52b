import type { Session, User } from '@casino/contracts';
import type { SessionRow, UserRow } from './users.repository';

/** The ledger's figures the User shows (spec §3), minor units of the user's currency. */
export interface UserFunds {
  balance: number;
  w_balance: number;
  w_bonus_balance: number;
  total_deposits: number;
}
export const NO_FUNDS: UserFunds = {
  balance: 0,
  w_balance: 0,
  w_bonus_balance: 0,
  total_deposits: 0,
};

/** What the users module asks the ledger (compose passes the ledger service's functions). */
export interface FundsReader {
  getFunds(userId: number, currency: string): Promise<UserFunds>;
  /**
   * User.balance alone (cash less holds, plus bonus) in the player's own currency: what the
   * header shows, live. Null for no such player.
   */
  getBalance(userId: number): Promise<number | null>;
  hasFunds(userId: number, currency: string): Promise<boolean>;
}

/** spec §3 User, as the API shows it; balances come from the ledger. */
export function toUserDto(row: UserRow, funds: UserFunds = NO_FUNDS): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    photo_url: row.photoUrl,
    currency: row.currency,
    balance: funds.balance,
    w_balance: funds.w_balance,
    w_bonus_balance: funds.w_bonus_balance,
    total_deposits: funds.total_deposits,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    customer_support_user: row.role === 'support' ? 1 : 0,
    role: row.role,
  };
}

export function toSessionDto(row: SessionRow, currentSessionId: number): Session {
  return {
    id: row.id,
    ip: row.ip,
    device: row.device ?? 'Unknown device',
    city: row.city ?? 'Unknown',
    location: row.location ?? 'Unknown',
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.id === currentSessionId,
  };
}
