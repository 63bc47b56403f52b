import { generateToken, hashToken } from '../../platform/tokens';
import type { TokenPurpose, UsersRepository } from './users.repository';

/**
 * Single-use tokens a user is sent or given (e-mail verification, password reset, the login
 * challenge of two-factor authentication): only their SHA-256 is kept. Part of the users
 * service (users.service.ts).
 */
export function createUserTokenUseCases(deps: {
  usersRepository: UsersRepository;
  now: () => Date;
}) {
  const { usersRepository, now } = deps;

  /** A fresh single-use token and when it stops working; earlier ones of its purpose stop. */
  async function issueExpiringToken(
    userId: number,
    purpose: TokenPurpose,
    ttlMs: number,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = generateToken();
    const at = now();
    const expiresAt = new Date(at.getTime() + ttlMs);
    await usersRepository.expireTokens(userId, purpose, at);
    await usersRepository.insertToken({ userId, purpose, tokenHash: hashToken(token), expiresAt });
    return { token, expiresAt };
  }

  return {
    /** A fresh single-use token for a mailed link; earlier ones of the same purpose stop working. */
    async issueToken(userId: number, purpose: TokenPurpose, ttlMs: number): Promise<string> {
      return (await issueExpiringToken(userId, purpose, ttlMs)).token;
    },

    /** issueToken, telling when the token stops working too (the login challenge's answer). */
    issueExpiringToken,

    /** The live token's user id without spending it (a step that may be retried); else null. */
    async findTokenOwner(purpose: TokenPurpose, token: string): Promise<number | null> {
      const row = await usersRepository.findLiveToken(purpose, hashToken(token), now());
      return row?.userId ?? null;
    },

    /** The token's user id when it is live, marking it used; null otherwise. */
    async consumeToken(purpose: TokenPurpose, token: string): Promise<number | null> {
      const row = await usersRepository.consumeToken(purpose, hashToken(token), now());
      return row?.userId ?? null;
    },
  };
}
