import { randomBytes } from 'node:crypto';
import type {
  Currency,
  Locale,
  ProfileUpdate,
  ReferralsResponse,
  Role,
  Session,
  User,
} from '@casino/contracts';
import type { Database } from '../../db/client';
import type { Principal } from '../../platform/auth';
import type { ClientInfo } from '../../platform/client-info';
import { AppError } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import type { FileStorage } from '../../platform/storage';
import { generateToken, hashToken } from '../../platform/tokens';
import type { DocumentLimits } from './users.documents';
import { createUserDocumentsService } from './users.documents.service';
import { createAccountStaffUseCases } from './users.staff.service';
import { createUserTokenUseCases } from './users.tokens';
import type { UserRow, UsersRepository } from './users.repository';
import { createProfileCache, type ProfileCache } from './users.profile-cache';
import { createSessionCache, type SessionCache } from './users.session-cache';
import { NO_FUNDS, toSessionDto, toUserDto, type FundsReader } from './users.dto';
import type { AuditTrail } from '../audit/audit.service';

export { toUserDto, type FundsReader, type UserFunds } from './users.dto';
export { validateNewUser } from './users.validation';

/** spec §9: a remembered token lives 365 days; otherwise a day. */
const REMEMBER_TTL_MS = 365 * 24 * 60 * 60 * 1000;
const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** Writing last_used_at on every call would make each read a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/** Verifying against this when the e-mail is unknown keeps both answers equally slow. */
const DUMMY_HASH = hashPassword('not-a-real-password-0000');

export interface CreateUserInput {
  name: string;
  email: string;
  password: string;
  role: Role;
  currency?: Currency;
  locale?: Locale;
  emailVerified?: boolean;
  referrerId?: number | null;
}

const emailTaken = () => AppError.validation({ email: [{ key: 'email_taken' }] });

/** Postgres unique violation: two registrations of one address racing each other. */
function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}

export function createUsersService(deps: {
  usersRepository: UsersRepository;
  storage: FileStorage;
  appUrl: string;
  events: EventBus;
  funds?: FundsReader;
  now?: () => Date;
  /** Identity document bounds (UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES_PER_PLAYER). */
  documentLimits?: DocumentLimits;
  /** Staff actions on accounts (document reviews) are recorded here. */
  audit: AuditTrail;
  /** Counts one check of the current password; throws RATE_LIMITED past the limit. */
  limitPasswordCheck?: (userId: number) => Promise<void>;
  /** Resolved tokens for a few seconds; ended sessions leave it at once (decision 028). */
  sessionCache?: SessionCache;
  /** Profile rows for GET /api/user for a few seconds; a change drops them at once. */
  profileCache?: ProfileCache;
}) {
  const { usersRepository, storage, events } = deps;
  const funds = deps.funds;
  const now = deps.now ?? (() => new Date());
  const sessionCache = deps.sessionCache ?? createSessionCache({ now: () => now().getTime() });
  const profileCache = deps.profileCache ?? createProfileCache({ now: () => now().getTime() });

  /** Every change of a user's row goes through here, so no node shows the old one for long. */
  async function updateUser(
    userId: number,
    values: Parameters<UsersRepository['update']>[1],
  ): Promise<UserRow | null> {
    try {
      return await usersRepository.update(userId, values);
    } finally {
      profileCache.changed(userId);
    }
  }

  /**
   * A stolen session must not become a way to guess the password (which the e-mail and
   * password changes ask for): the checks are counted per account.
   */
  async function isCurrentPassword(user: UserRow, password: string): Promise<boolean> {
    await deps.limitPasswordCheck?.(user.id);
    return verifyPassword(user.passwordHash, password);
  }

  async function requireUser(userId: number): Promise<UserRow> {
    const row = await usersRepository.findById(userId);
    if (!row) throw new AppError('UNAUTHENTICATED');
    return row;
  }

  /**
   * Every node forgets the ended sessions' principals, and the real-time layer drops their
   * subscriptions, at once (issue 11 §7).
   */
  function announceSessionsEnded(userId: number, sessionIds: number[]): void {
    if (sessionIds.length === 0) return;
    sessionCache.end(sessionIds);
    events.emit('SessionsEnded', { userId, sessionIds });
  }

  /** Every session of the user ends, or every one but `exceptSessionId`. */
  async function endSessions(userId: number, exceptSessionId?: number): Promise<void> {
    const sessionIds = await usersRepository.revokeSessionsByUserId(
      userId,
      now(),
      exceptSessionId === undefined ? {} : { exceptSessionId },
    );
    announceSessionsEnded(userId, sessionIds);
  }

  return {
    /**
     * The housekeeping job: sessions and mailed tokens that ended more than a day ago are
     * deleted (a day lets a player still see a session they just ended).
     */
    purgeEnded(now: Date = new Date()) {
      return usersRepository.deleteEndedBefore(new Date(now.getTime() - 86_400_000));
    },

    /**
     * New account; the e-mail is unique case-insensitively. In `tx` when given (a staff account
     * is created with its audit row).
     */
    async createUser(input: CreateUserInput, tx?: Database): Promise<UserRow> {
      if (await usersRepository.findByEmail(input.email, tx)) throw emailTaken();
      try {
        return await usersRepository.insert(
          {
            name: input.name.trim(),
            email: input.email.trim(),
            passwordHash: await hashPassword(input.password),
            role: input.role,
            currency: input.currency ?? 'EUR',
            locale: input.locale ?? 'en',
            refCode: randomBytes(6).toString('base64url'),
            referrerId: input.referrerId ?? null,
            emailVerifiedAt: input.emailVerified ? now() : null,
          },
          tx,
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    findByEmail: (email: string) => usersRepository.findByEmail(email),
    findById: (id: number, tx?: Database) => usersRepository.findById(id, tx),
    findByRefCode: (refCode: string) => usersRepository.findByRefCode(refCode),
    findFirstAdmin: () => usersRepository.findFirstByRole('admin'),
    listPlayerIds: () => usersRepository.findIdsByRole('player'),
    /** Support agents: who answers the support chat. */
    listAgentIds: () => usersRepository.findIdsByRole('support'),

    /** The user when e-mail and password match, else null; same cost either way. */
    async verifyCredentials(email: string, password: string): Promise<UserRow | null> {
      const user = await usersRepository.findByEmail(email);
      const isValid = await verifyPassword(user?.passwordHash ?? (await DUMMY_HASH), password);
      return user && isValid ? user : null;
    },

    /** Opens a session and returns the opaque token; only its hash is stored. */
    async createSession(
      userId: number,
      meta: { remember?: boolean; client?: ClientInfo } = {},
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
        ip: meta.client?.ip ?? null,
        device: meta.client?.device ?? null,
        city: meta.client?.city ?? null,
        location: meta.client?.location ?? null,
        createdAt,
        lastUsedAt: createdAt,
        expiresAt,
      });
      return { token, sessionId: session.id, expiresAt };
    },

    /**
     * Bearer token to principal; null for unknown, revoked or expired tokens. Answered from
     * the session cache for a few seconds (decision 028).
     */
    resolveToken(token: string): Promise<Principal | null> {
      const tokenHash = hashToken(token);
      return sessionCache.resolve(tokenHash, async () => {
        const at = now();
        const found = await usersRepository.findActiveSessionByTokenHash(tokenHash, at);
        if (!found) return null;
        if (at.getTime() - found.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
          await usersRepository.touchSession(found.sessionId, at);
        }
        const { userId, sessionId, role } = found;
        return { principal: { userId, sessionId, role }, expiresAt: found.expiresAt };
      });
    },

    /** spec §7 GET /user: the profile from memory for a few seconds, the balances fresh. */
    async getUser(principal: Principal): Promise<User> {
      const row = await profileCache.read(principal.userId, () =>
        usersRepository.findById(principal.userId),
      );
      if (!row) throw new AppError('UNAUTHENTICATED');
      return this.toUser(row);
    },

    /** The User as the API shows it, balances read from the ledger. */
    async toUser(row: UserRow): Promise<User> {
      return toUserDto(row, funds ? await funds.getFunds(row.id, row.currency) : NO_FUNDS);
    },

    /**
     * User.balance alone, for the live header after every balance change, in one read: the
     * full User's funds also count deposits, which nothing pushed live needs. Null for an
     * unknown player.
     */
    async balanceOf(userId: number): Promise<number | null> {
      if (funds) return funds.getBalance(userId);
      return (await usersRepository.findById(userId)) ? 0 : null;
    },

    /** Players may look each other up by name (tips); names are not unique. */
    findByName: (name: string) => usersRepository.findByName(name),

    /** spec §5: deposits and withdrawals need a verified e-mail; the wallet calls this. */
    async assertEmailVerified(userId: number): Promise<void> {
      const user = await requireUser(userId);
      if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
    },

    async listSessions(principal: Principal): Promise<Session[]> {
      const rows = await usersRepository.findActiveSessionsByUserId(principal.userId, now());
      return rows.map((row) => toSessionDto(row, principal.sessionId));
    },

    /** A player ends one of their own sessions; another player's id is "not found". */
    async revokeSession(principal: Principal, sessionId: number): Promise<void> {
      const isRevoked = await usersRepository.revokeSession(principal.userId, sessionId, now());
      if (!isRevoked) throw new AppError('SESSION_NOT_FOUND');
      announceSessionsEnded(principal.userId, [sessionId]);
    },

    /**
     * spec §7 PATCH /settings/profile. Changing the e-mail needs the current password, marks the
     * new address unverified and ends the other sessions (issue 11 §6: a stolen session must
     * not be enough to take the account over). Returns the previous address when it changed, so
     * the caller can mail both.
     */
    async updateProfile(
      principal: Principal,
      input: ProfileUpdate,
    ): Promise<{ user: UserRow; previousEmail: string | null }> {
      const current = await requireUser(principal.userId);
      const email = input.email?.trim();
      const isEmailChanged =
        email !== undefined && email.toLowerCase() !== current.email.toLowerCase();
      // Checked first: a wrong password changes nothing and reveals nothing about the address.
      if (isEmailChanged) {
        if (!input.current_password) {
          throw AppError.validation({ current_password: [{ key: 'required' }] });
        }
        if (!(await isCurrentPassword(current, input.current_password))) {
          throw new AppError('CURRENT_PASSWORD_INCORRECT', {
            fields: { current_password: [{ key: 'current_password_incorrect' }] },
          });
        }
      }
      // Balances live in the account's currency; switching with money in it would hide it.
      if (
        input.currency !== undefined &&
        input.currency !== current.currency &&
        funds &&
        (await funds.hasFunds(current.id, current.currency))
      ) {
        throw new AppError('CURRENCY_CHANGE_BLOCKED', {
          fields: { currency: [{ key: 'errors:CURRENCY_CHANGE_BLOCKED' }] },
        });
      }
      if (isEmailChanged && (await usersRepository.findByEmail(email))) throw emailTaken();
      let user: UserRow | null;
      try {
        user = await updateUser(current.id, {
          ...(input.name === undefined ? {} : { name: input.name.trim() }),
          ...(input.currency === undefined ? {} : { currency: input.currency }),
          ...(email === undefined ? {} : { email }),
          ...(isEmailChanged ? { emailVerifiedAt: null } : {}),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      if (!user) throw new AppError('UNAUTHENTICATED');
      if (!isEmailChanged) return { user, previousEmail: null };
      await endSessions(user.id, principal.sessionId);
      return { user, previousEmail: current.email };
    },

    /** Needs the current password; every other session of the account ends. */
    async changePassword(
      principal: Principal,
      input: { current_password: string; password: string },
    ) {
      const user = await requireUser(principal.userId);
      if (!(await isCurrentPassword(user, input.current_password))) {
        throw new AppError('PASSWORD_UPDATE_FAILED', {
          fields: { current_password: [{ key: 'current_password_incorrect' }] },
        });
      }
      await updateUser(user.id, { passwordHash: await hashPassword(input.password) });
      await endSessions(user.id, principal.sessionId);
    },

    /** Sets a new password (reset flow) and ends every session of the account. */
    async setPassword(userId: number, password: string): Promise<void> {
      await updateUser(userId, { passwordHash: await hashPassword(password) });
      await endSessions(userId);
    },

    async markEmailVerified(userId: number): Promise<UserRow> {
      const user = await updateUser(userId, { emailVerifiedAt: now() });
      if (!user) throw new AppError('VERIFY_TOKEN_INVALID');
      return user;
    },

    async getReferrals(principal: Principal): Promise<ReferralsResponse> {
      const user = await requireUser(principal.userId);
      return {
        ref_id: user.refCode,
        link: new URL(`/register/${encodeURIComponent(user.refCode)}`, deps.appUrl).toString(),
        count: await usersRepository.countByReferrerId(user.id),
      };
    },

    ...createUserTokenUseCases({ usersRepository, now }),
    ...createAccountStaffUseCases({
      usersRepository,
      now,
      announce: (userId, endedSessionIds) => {
        profileCache.changed(userId);
        announceSessionsEnded(userId, endedSessionIds);
      },
    }),
    ...createUserDocumentsService({
      usersRepository,
      storage,
      now,
      documentLimits: deps.documentLimits,
      audit: deps.audit,
    }),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
