import {
  LOGIN_CHALLENGE_MINUTES,
  type EmailVerifyRequest,
  type Locale,
  type LoginResponse,
  type LoginResult,
  type PasswordResetRequest,
  type ProfileUpdate,
  type RegisterRequest,
  type User,
} from '@casino/contracts';
import type { Principal } from '../../platform/auth';
import type { ClientInfo } from '../../platform/client-info';
import { AppError } from '../../platform/errors';
import type { MailService, OutgoingMail } from '../mail/mail.service';
import type { TwoFactorService } from '../twofactor/twofactor.service';
import type { UsersService } from '../users/users.service';

/** Issue: reset tokens are single-use and expire after 60 minutes. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const LOGIN_CHALLENGE_TTL_MS = LOGIN_CHALLENGE_MINUTES * 60 * 1000;

/**
 * The login challenge the password step answers with 2FA on: a single-use token (kept hashed in
 * user_tokens) and, after a dot, the remember choice made with the password. Only the token is
 * checked; the choice is the client's to make anyway.
 */
const toChallenge = (token: string, remember: boolean) => `${token}.${remember ? 1 : 0}`;
function fromChallenge(challenge: string): { token: string; remember: boolean } {
  const dot = challenge.lastIndexOf('.');
  if (dot < 0) return { token: challenge, remember: true };
  return { token: challenge.slice(0, dot), remember: challenge.slice(dot + 1) === '1' };
}

type RegisterInput = Omit<RegisterRequest, 'currency'> & { currency: 'USD' | 'EUR' };

/** Social login exists in the spec but is switched off; a provider plugs in behind this. */
export interface OAuthProvider {
  readonly name: string;
  /** Where to send the player to sign in (the spec's popup, 600 by 720). */
  authorizationUrl(state: string): string;
  /** The verified e-mail and name for the code the provider sent back. */
  exchange(code: string): Promise<{ email: string; name: string }>;
}

export function createAuthService(deps: {
  usersService: UsersService;
  mailService: MailService;
  /** Issue 18: the login's second step for accounts with two-factor authentication. */
  twoFactorService: Pick<TwoFactorService, 'isEnabled' | 'confirm'>;
  appUrl: string;
  appName: string;
  socialLogin: { enabled: boolean; providers: OAuthProvider[] };
}) {
  const { usersService, mailService, twoFactorService } = deps;
  const link = (path: string) => new URL(path, deps.appUrl).toString();

  interface MailedUser {
    id: number;
    name: string;
    email: string;
    locale: string;
  }

  /** A fresh verification link for the user's current address. */
  async function composeVerification(user: MailedUser): Promise<OutgoingMail> {
    const token = await usersService.issueToken(user.id, 'email_verify', VERIFY_TOKEN_TTL_MS);
    const mail = mailService.render('verify', user.locale as Locale, {
      name: user.name,
      app: deps.appName,
      link: link(`/email/verify/${user.id}?token=${encodeURIComponent(token)}`),
    });
    return { to: user.email, ...mail };
  }

  /**
   * Mails go out in the background (mailService.sendInBackground): no answer waits for SMTP,
   * and a mail that fails to send never undoes the account change; it is logged instead.
   */
  function sendVerification(user: MailedUser): void {
    mailService.sendInBackground('verification', () => composeVerification(user));
  }

  /** A new session: the login's answer. */
  async function startSession(
    user: NonNullable<Awaited<ReturnType<UsersService['findById']>>>,
    remember: boolean,
    client: ClientInfo,
  ): Promise<LoginResponse> {
    const session = await usersService.createSession(user.id, { remember, client });
    return {
      status: 'ok',
      token: session.token,
      expires_at: session.expiresAt.toISOString(),
      remember,
      user: await usersService.toUser(user),
    };
  }

  return {
    /** Registers a player (referrer from ref_id when it is a real code) and mails a verification link. */
    async register(input: RegisterInput, locale: Locale): Promise<User> {
      const referrer = input.ref_id ? await usersService.findByRefCode(input.ref_id) : null;
      const user = await usersService.createUser({
        name: input.name,
        email: input.email,
        password: input.password,
        currency: input.currency,
        role: 'player',
        locale,
        referrerId: referrer?.id ?? null,
      });
      sendVerification(user);
      return usersService.toUser(user);
    },

    /**
     * The same answer for an unknown e-mail and a wrong password (no account enumeration). With
     * 2FA on, the right password answers a challenge and no session (issue 18).
     */
    async login(
      input: { email: string; password: string; remember: boolean },
      client: ClientInfo,
    ): Promise<LoginResult> {
      const user = await usersService.verifyCredentials(input.email, input.password);
      if (!user) {
        throw new AppError('INVALID_CREDENTIALS', {
          fields: { email: [{ key: 'errors:INVALID_CREDENTIALS' }] },
        });
      }
      // Told only to whoever knows the password: a blocked account is not revealed to guessers.
      if (user.blockedAt) throw new AppError('PLAYER_BLOCKED');
      if (await twoFactorService.isEnabled(user.id)) {
        const { token, expiresAt } = await usersService.issueExpiringToken(
          user.id,
          'login_challenge',
          LOGIN_CHALLENGE_TTL_MS,
        );
        return {
          status: 'two_factor',
          challenge: toChallenge(token, input.remember),
          expires_at: expiresAt.toISOString(),
          remember: input.remember,
        };
      }
      return startSession(user, input.remember, client);
    },

    /**
     * The login's second step: the challenge and an authenticator or recovery code. A wrong
     * code keeps the challenge until it expires or the account's last try (twoFactor limit) is
     * used; the right one spends it, so it never opens a second session.
     */
    async completeTwoFactorLogin(
      input: { challenge: string; code: string; remember?: boolean | undefined },
      client: ClientInfo,
      ip: string,
    ): Promise<LoginResponse> {
      const { token, remember } = fromChallenge(input.challenge);
      const invalid = () => new AppError('LOGIN_CHALLENGE_INVALID');
      const userId = await usersService.findTokenOwner('login_challenge', token);
      const user = userId === null ? null : await usersService.findById(userId);
      if (!user) throw invalid();
      if (user.blockedAt) throw new AppError('PLAYER_BLOCKED');
      const burn = async () => {
        await usersService.consumeToken('login_challenge', token);
      };
      await twoFactorService.confirm(user.id, input.code, ip, {
        field: 'code',
        allowRecovery: true,
        onLastChance: burn,
      });
      if ((await usersService.consumeToken('login_challenge', token)) === null) throw invalid();
      return startSession(user, input.remember ?? remember, client);
    },

    async logout(principal: Principal): Promise<void> {
      await usersService.revokeSession(principal, principal.sessionId);
    },

    /**
     * Mails a reset link when the address is registered; silent otherwise. Even the look-up
     * runs after the answer (issue 11 §6): the request takes the same time either way.
     */
    requestPasswordReset(email: string): void {
      mailService.sendInBackground('password reset', async () => {
        const user = await usersService.findByEmail(email);
        if (!user) return null;
        const token = await usersService.issueToken(user.id, 'password_reset', RESET_TOKEN_TTL_MS);
        const mail = mailService.render('reset', user.locale as Locale, {
          name: user.name,
          app: deps.appName,
          link: link(
            `/password/reset/${encodeURIComponent(token)}?email=${encodeURIComponent(user.email)}`,
          ),
        });
        return { to: user.email, ...mail };
      });
    },

    /** Single use: the token is spent even when the e-mail does not match (no guessing). */
    async resetPassword(input: PasswordResetRequest): Promise<void> {
      const userId = await usersService.consumeToken('password_reset', input.token);
      const user = userId === null ? null : await usersService.findById(userId);
      if (!user || user.email.toLowerCase() !== input.email.trim().toLowerCase()) {
        throw new AppError('RESET_TOKEN_INVALID', {
          fields: { email: [{ key: 'errors:RESET_TOKEN_INVALID' }] },
        });
      }
      await usersService.setPassword(user.id, input.password);
      // Following the mailed link proves the address too.
      if (!user.emailVerifiedAt) await usersService.markEmailVerified(user.id);
    },

    async verifyEmail(input: { id: number; token: EmailVerifyRequest['token'] }): Promise<User> {
      const userId = await usersService.consumeToken('email_verify', input.token);
      if (userId === null || userId !== input.id) {
        throw new AppError('VERIFY_TOKEN_INVALID', {
          fields: { token: [{ key: 'errors:VERIFY_TOKEN_INVALID' }] },
        });
      }
      return usersService.toUser(await usersService.markEmailVerified(userId));
    },

    /**
     * Resends the link to the logged-in user, or to a visitor's address if it is unverified.
     * Like the reset, the look-up runs after the answer, so its time says nothing.
     */
    resendVerification(principal: Principal | null, email: string | undefined): void {
      if (!principal && !email) throw AppError.validation({ email: [{ key: 'required' }] });
      mailService.sendInBackground('verification', async () => {
        const user = principal
          ? await usersService.findById(principal.userId)
          : await usersService.findByEmail(email ?? '');
        if (!user || user.emailVerifiedAt) return null;
        return composeVerification(user);
      });
    },

    /**
     * spec §7 PATCH /settings/profile. After an e-mail change (current password checked, other
     * sessions ended by the users service) the new address gets a verification link and the
     * old one a notice, so an owner learns of a change they did not make (issue 11 §6).
     */
    async updateProfile(principal: Principal, input: ProfileUpdate): Promise<User> {
      const { user, previousEmail } = await usersService.updateProfile(principal, input);
      if (previousEmail !== null) {
        sendVerification(user);
        mailService.sendInBackground('e-mail change notice', async () => ({
          to: previousEmail,
          ...mailService.render('emailChanged', user.locale as Locale, {
            name: user.name,
            app: deps.appName,
            email: user.email,
            link: link('/customersupport'),
          }),
        }));
      }
      return usersService.toUser(user);
    },

    /** spec §1: social login exists but is switched off. */
    startSocialLogin(provider: string): { url: string } {
      const found = deps.socialLogin.providers.find((p) => p.name === provider);
      if (!deps.socialLogin.enabled || !found) throw new AppError('SOCIAL_LOGIN_DISABLED');
      return { url: found.authorizationUrl(crypto.randomUUID()) };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
