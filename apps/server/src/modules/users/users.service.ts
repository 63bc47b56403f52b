import type { Currency, Role, User } from '@casino/contracts';
import type { Principal } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { generateToken, hashToken } from '../../platform/tokens';
import type { UserRow, UsersRepository } from './users.repository';

/** spec §9: a remembered token lives 365 days; otherwise it lasts a day of inactivity-free use. */
const REMEMBER_TTL_MS = 365 * 24 * 60 * 60 * 1000;
const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** Writing last_used_at on every call would make each read a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface CreateUserInput {
  name: string;
  email: string;
  password: string;
  role: Role;
  currency?: Currency;
  emailVerified?: boolean;
}

/** spec §3 User, as the API shows it. Balances arrive with the ledger; until then zero. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    photo_url: row.photoUrl,
    currency: row.currency,
    balance: 0,
    w_balance: 0,
    w_bonus_balance: 0,
    total_deposits: 0,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    customer_support_user: row.role === 'support' ? 1 : 0,
    role: row.role,
  };
}

export function createUsersService(deps: { usersRepository: UsersRepository; now?: () => Date }) {
  const { usersRepository } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** Operators' and tests' way to make an account (cli user:create); e-mail verified when asked. */
    async createUser(input: CreateUserInput): Promise<UserRow> {
      const existing = await usersRepository.findByEmail(input.email);
      if (existing) {
        throw AppError.validation({ email: [{ key: 'email_taken' }] });
      }
      return usersRepository.insert({
        name: input.name,
        email: input.email.trim(),
        passwordHash: await hashPassword(input.password),
        role: input.role,
        currency: input.currency ?? 'EUR',
        emailVerifiedAt: input.emailVerified ? now() : null,
      });
    },

    async findByEmail(email: string): Promise<UserRow | null> {
      return usersRepository.findByEmail(email);
    },

    /** Opens a session and returns the opaque token; only its hash is stored. */
    async createSession(
      userId: number,
      meta: { remember?: boolean; ip?: string | null; device?: string | null } = {},
    ): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
      const token = generateToken();
      const remember = meta.remember ?? true;
      const createdAt = now();
      const expiresAt = new Date(
        createdAt.getTime() + (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS),
      );
      const session = await usersRepository.insertSession({
        userId,
        tokenHash: hashToken(token),
        remember,
        ip: meta.ip ?? null,
        device: meta.device ?? null,
        createdAt,
        lastUsedAt: createdAt,
        expiresAt,
      });
      return { token, sessionId: session.id, expiresAt };
    },

    /** Bearer token to principal; null for unknown, revoked or expired tokens. */
    async resolveToken(token: string): Promise<Principal | null> {
      const at = now();
      const found = await usersRepository.findActiveSessionByTokenHash(hashToken(token), at);
      if (!found) return null;
      if (at.getTime() - found.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
        await usersRepository.touchSession(found.session.id, at);
      }
      return { userId: found.user.id, sessionId: found.session.id, role: found.user.role };
    },

    async getUser(principal: Principal): Promise<User> {
      const row = await usersRepository.findById(principal.userId);
      if (!row) throw new AppError('UNAUTHENTICATED');
      return toUserDto(row);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
