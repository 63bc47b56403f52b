import {
  isStaffRole,
  type TwoFactorSetupResponse,
  type TwoFactorStatusResponse,
} from '@casino/contracts';
import QRCode from 'qrcode';
import type { Principal } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { UsersService } from '../users/users.service';
import type { TwoFactorRepository, TwoFactorRow } from './twofactor.repository';
import {
  createRecoveryCodes,
  hashRecoveryCode,
  normalizeRecoveryCode,
  type SecretBox,
} from './twofactor.secrets';
import { createTotpSecret, matchTotpStep, totpUrl } from './twofactor.totp';

/**
 * One counted try of a code (the `twoFactor` rate limit, compose.ts): throws RATE_LIMITED past
 * the limit; `succeeded` forgets the failures; `isLastChance` says no try is left after this one.
 */
export type TwoFactorAttempt = (
  userId: number,
  ip: string,
) => Promise<{ isLastChance: boolean; succeeded(): Promise<void> }>;

/** How a call that needs a code takes it. */
interface CodeCheck {
  /** The request field the code came in, where a refusal is reported. */
  field: string;
  /** An unused recovery code is accepted too (and spent): the login and disabling 2FA. */
  allowRecovery?: boolean;
  /** Told when a wrong code used the account's last try (the login burns its challenge). */
  onLastChance?: () => Promise<void>;
}

const fieldError = (code: 'TWO_FACTOR_INVALID' | 'TWO_FACTOR_REQUIRED', field: string) =>
  new AppError(code, { fields: { [field]: [{ key: `errors:${code}` }] } });

/** Authenticator codes arrive as typed: "123 456" is 123456. */
const withoutSpaces = (code: string) => code.replace(/\s/g, '');

/**
 * Two-factor authentication (issue 18): TOTP (RFC 6238) enrolment confirmed with a code, ten
 * single-use recovery codes, codes accepted once (the step is recorded), every check counted by
 * the `twoFactor` rate limit. The login, withdrawals and tips ask `confirm`; the back office
 * asks `markStaff` when staff must have 2FA (live mode).
 */
export function createTwoFactorService(deps: {
  twoFactorRepository: TwoFactorRepository;
  usersService: Pick<UsersService, 'findById'>;
  secretBox: SecretBox;
  /** The authenticator app's issuer (APP_NAME). */
  issuer: string;
  attempt: TwoFactorAttempt;
  /** APP_MODE=live: staff accounts need 2FA for every back-office call. */
  requireForStaff: boolean;
  now?: () => Date;
}) {
  const { twoFactorRepository: repo, secretBox } = deps;
  const now = deps.now ?? (() => new Date());

  /** Counts the try; a wrong code (`isRight` false) answers TWO_FACTOR_INVALID on the field. */
  async function guard(
    userId: number,
    ip: string,
    check: CodeCheck,
    isRight: () => Promise<boolean>,
  ): Promise<void> {
    const attempt = await deps.attempt(userId, ip);
    if (await isRight()) {
      await attempt.succeeded();
      return;
    }
    if (attempt.isLastChance) await check.onLastChance?.();
    throw fieldError('TWO_FACTOR_INVALID', check.field);
  }

  /** The current code of the enabled secret, its step recorded; or a recovery code, spent. */
  async function isCurrentCode(row: TwoFactorRow, code: string, check: CodeCheck) {
    const step = matchTotpStep(
      secretBox.open(row.secretEncrypted),
      withoutSpaces(code),
      now(),
      row.lastStep,
    );
    if (step !== null) return repo.claimStep(row.userId, step);
    const recovery = check.allowRecovery ? normalizeRecoveryCode(code) : null;
    return recovery !== null && repo.useRecoveryCode(row.userId, hashRecoveryCode(recovery), now());
  }

  async function requireEnabled(userId: number): Promise<TwoFactorRow> {
    const row = await repo.findByUserId(userId);
    if (!row?.enabledAt) throw new AppError('TWO_FACTOR_NOT_ENABLED');
    return row;
  }

  async function isEnabled(userId: number): Promise<boolean> {
    return Boolean((await repo.findByUserId(userId))?.enabledAt);
  }

  /** A new set of recovery codes: the codes to show once, the hashes to keep. */
  function newRecoveryCodes() {
    const codes = createRecoveryCodes();
    return { codes, hashes: codes.map(hashRecoveryCode) };
  }

  return {
    isEnabled,

    async getStatus(userId: number): Promise<TwoFactorStatusResponse> {
      const row = await repo.findByUserId(userId);
      const enabledAt = row?.enabledAt ?? null;
      return {
        status: 'ok',
        enabled: enabledAt !== null,
        enabled_at: enabledAt?.toISOString() ?? null,
        recovery_codes_left: enabledAt ? await repo.countUnusedRecoveryCodes(userId) : 0,
      };
    },

    /** Starts (or restarts) enrolment: a new secret, kept encrypted until a code confirms it. */
    async startSetup(userId: number): Promise<TwoFactorSetupResponse> {
      const user = await deps.usersService.findById(userId);
      if (!user) throw new AppError('UNAUTHENTICATED');
      const secret = createTotpSecret();
      const saved = await repo.savePending(userId, secretBox.seal(secret));
      if (!saved) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
      const url = totpUrl(secret, deps.issuer, user.email);
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { status: 'ok', secret, otpauth_url: url, qr_svg: svg };
    },

    /** Confirms the pending secret with its current code; answers the recovery codes, once. */
    async enable(userId: number, code: string, ip: string): Promise<string[]> {
      const row = await repo.findByUserId(userId);
      if (!row) throw new AppError('TWO_FACTOR_SETUP_MISSING');
      if (row.enabledAt) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
      const { codes, hashes } = newRecoveryCodes();
      await guard(userId, ip, { field: 'code' }, async () => {
        const at = now();
        const step = matchTotpStep(
          secretBox.open(row.secretEncrypted),
          withoutSpaces(code),
          at,
          null,
        );
        if (step === null) return false;
        return repo.transaction(async (tx) => {
          const { secretEncrypted } = row;
          if (!(await repo.enable(tx, { userId, secretEncrypted, step, at }))) return false;
          await repo.replaceRecoveryCodes(tx, userId, hashes);
          return true;
        });
      });
      return codes;
    },

    /** Turns 2FA off with a current code or an unused recovery code: secret and codes go. */
    async disable(userId: number, code: string, ip: string): Promise<void> {
      const row = await requireEnabled(userId);
      const check = { field: 'code', allowRecovery: true };
      await guard(userId, ip, check, () => isCurrentCode(row, code, check));
      await repo.transaction((tx) => repo.deleteByUserId(tx, userId));
    },

    /** A new set of ten recovery codes for a current authenticator code; the old set stops. */
    async replaceRecoveryCodes(userId: number, code: string, ip: string): Promise<string[]> {
      const row = await requireEnabled(userId);
      const check = { field: 'code' };
      await guard(userId, ip, check, () => isCurrentCode(row, code, check));
      const { codes, hashes } = newRecoveryCodes();
      await repo.transaction((tx) => repo.replaceRecoveryCodes(tx, userId, hashes));
      return codes;
    },

    /**
     * The gate of a login, withdrawal or tip: nothing to do without 2FA; with it, `code` must be
     * given (TWO_FACTOR_REQUIRED) and right (TWO_FACTOR_INVALID), both on `check.field`.
     */
    async confirm(
      userId: number,
      code: string | undefined,
      ip: string,
      check: CodeCheck,
    ): Promise<void> {
      const row = await repo.findByUserId(userId);
      if (!row?.enabledAt) return;
      if (!code?.trim()) throw fieldError('TWO_FACTOR_REQUIRED', check.field);
      await guard(userId, ip, check, () => isCurrentCode(row, code, check));
    },

    /**
     * Live mode: a staff principal without 2FA is marked, and requirePermission refuses it every
     * back-office call (TWO_FACTOR_SETUP_REQUIRED). Players and demo mode pass unchanged.
     */
    async markStaff(principal: Principal | null): Promise<Principal | null> {
      if (!principal || !deps.requireForStaff || !isStaffRole(principal.role)) return principal;
      if (await isEnabled(principal.userId)) return principal;
      return { ...principal, needsTwoFactorSetup: true };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
