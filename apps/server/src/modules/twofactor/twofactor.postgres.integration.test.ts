import type {
  TwoFactorRecoveryCodesResponse,
  TwoFactorSetupResponse,
  TwoFactorStatusResponse,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { AUTH_LIMITS } from '../../platform/rate-limit';
import { GENEROUS_LIMITS, postgresTestUrl } from '../../test/harness';
import { signUpPlayer } from '../../test/http';
import { usePostgresTestApp, type SuiteApp } from '../../test/suite';
import { enableTwoFactor, useTestClock } from '../../test/two-factor';
import { hashRecoveryCode } from './twofactor.secrets';

/**
 * Two-factor authentication's own calls (issue 18) over HTTP on PostgreSQL: enrolment,
 * recovery codes, codes accepted once within ±1 step, disabling, the caller-only rule and the
 * rate limit. The clock is moved, never waited for.
 */
const serverUrl = postgresTestUrl();

/** What the two-factor tables hold for a user, as raw rows. */
async function storedFor(suite: SuiteApp, userId: number) {
  const db = suite.t.runtime.database.db;
  const [secret] = await queryRows<{ secret_encrypted: string; last_step: string | null }>(
    db,
    sql`select secret_encrypted, last_step from two_factor where user_id = ${userId}`,
  );
  const codes = await queryRows<{ code_hash: string; used_at: Date | null }>(
    db,
    sql`select code_hash, used_at from recovery_codes where user_id = ${userId} order by id`,
  );
  return { secret: secret ?? null, codes };
}

function twoFactorCalls(suite: SuiteApp) {
  const call = (path: string, token: string, body: unknown = {}) =>
    suite.api.post(`/api/user/two-factor/${path}`, body, { token });
  return {
    status: async (token: string) =>
      (await suite.api.get('/api/user/two-factor', { token }))
        .body as unknown as TwoFactorStatusResponse,
    setup: (token: string) => call('setup', token),
    enable: (token: string, code: string) => call('enable', token, { code }),
    disable: (token: string, code: string) => call('disable', token, { code }),
    replaceCodes: (token: string, code: string) => call('recovery-codes', token, { code }),
  };
}

describe.runIf(serverUrl)('two-factor enrolment and codes on PostgreSQL', () => {
  const suite = usePostgresTestApp(serverUrl, { seed: false });
  const { api } = suite;
  const clock = useTestClock();
  const calls = twoFactorCalls(suite);

  it('asks for a session', async () => {
    expect((await api.get('/api/user/two-factor')).status).toBe(401);
    expect((await api.post('/api/user/two-factor/setup', {})).status).toBe(401);
  });

  it('enrols with a confirmation code; recovery codes are shown once and stored hashed', async () => {
    const ann = await signUpPlayer(api);
    expect(await calls.status(ann.token)).toEqual({
      status: 'ok',
      enabled: false,
      enabled_at: null,
      recovery_codes_left: 0,
    });
    expect((await calls.enable(ann.token, '123456')).body.code).toBe('TWO_FACTOR_SETUP_MISSING');

    const setup = await calls.setup(ann.token);
    expect(setup.status).toBe(200);
    const { secret, otpauth_url, qr_svg } = setup.body as unknown as TwoFactorSetupResponse;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect(decodeURIComponent(url.pathname)).toBe(`/Casino:${ann.email}`);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    // Pending: kept encrypted, not on yet.
    const pending = await storedFor(suite, ann.id);
    expect(pending.secret?.secret_encrypted).toMatch(/^v1:/);
    expect(pending.secret?.secret_encrypted).not.toContain(secret);
    expect((await calls.status(ann.token)).enabled).toBe(false);

    const wrong = await calls.enable(ann.token, clock.code(secret, 2));
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('TWO_FACTOR_INVALID');
    expect(wrong.body.errors?.code).toEqual([wrong.body.message]);
    expect((await calls.status(ann.token)).enabled).toBe(false);

    const enabled = await calls.enable(ann.token, clock.code(secret));
    expect(enabled.status).toBe(200);
    const { recovery_codes, message } = enabled.body as unknown as TwoFactorRecoveryCodesResponse;
    expect(message).toMatch(/^Two-factor authentication is on/);
    expect(recovery_codes).toHaveLength(10);
    expect(new Set(recovery_codes).size).toBe(10);
    for (const code of recovery_codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);

    const status = await calls.status(ann.token);
    expect(status).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    expect(new Date(status.enabled_at ?? '').getTime()).toBe(clock.now().getTime());

    // The database holds no plaintext: the secret sealed, each recovery code as its SHA-256.
    const stored = await storedFor(suite, ann.id);
    expect(stored.secret?.secret_encrypted).not.toContain(secret);
    expect(stored.codes.map((row) => row.code_hash).sort()).toEqual(
      recovery_codes.map(hashRecoveryCode).sort(),
    );
    const dump = JSON.stringify(stored);
    for (const code of recovery_codes) expect(dump).not.toContain(code);

    // Shown once: nothing answers them again, and a second enrolment is refused.
    expect(JSON.stringify(await calls.status(ann.token))).not.toContain(recovery_codes[0]);
    expect((await calls.setup(ann.token)).body.code).toBe('TWO_FACTOR_ALREADY_ENABLED');
    expect((await calls.enable(ann.token, clock.nextCode(secret))).body.code).toBe(
      'TWO_FACTOR_ALREADY_ENABLED',
    );
  });

  it('restarting the setup replaces the pending secret', async () => {
    const bea = await signUpPlayer(api);
    const first = (await calls.setup(bea.token)).body as unknown as TwoFactorSetupResponse;
    const second = (await calls.setup(bea.token)).body as unknown as TwoFactorSetupResponse;
    expect(second.secret).not.toBe(first.secret);
    expect((await calls.enable(bea.token, clock.code(first.secret))).status).toBe(422);
    expect((await calls.enable(bea.token, clock.code(second.secret))).status).toBe(200);
  });

  it('accepts a code once, and the steps just before and after once each; two steps away never', async () => {
    const cal = await signUpPlayer(api);
    const { secret } = await enableTwoFactor(api, clock, cal.token);
    clock.advance(5 * 30_000);
    const replace = (code: string) => calls.replaceCodes(cal.token, code);
    expect((await replace(clock.code(secret, -2))).body.code).toBe('TWO_FACTOR_INVALID');
    expect((await replace(clock.code(secret, 2))).body.code).toBe('TWO_FACTOR_INVALID');

    const before = clock.code(secret, -1);
    expect((await replace(before)).status).toBe(200);
    expect((await replace(before)).body.code).toBe('TWO_FACTOR_INVALID');
    expect((await replace(clock.code(secret))).status).toBe(200);
    const after = clock.code(secret, 1);
    expect((await replace(after)).status).toBe(200);
    const replay = await replace(after);
    expect(replay.status).toBe(422);
    expect(replay.body.errors?.code).toHaveLength(1);
    // Once a later step was used, an earlier one (still in the window) is refused too.
    expect((await replace(clock.code(secret))).body.code).toBe('TWO_FACTOR_INVALID');
    expect((await storedFor(suite, cal.id)).secret?.last_step).toBe(
      String(Math.floor(clock.now().getTime() / 30_000) + 1),
    );
  });

  it('replaces the recovery codes: the old set stops working', async () => {
    const dan = await signUpPlayer(api);
    const { secret, recoveryCodes } = await enableTwoFactor(api, clock, dan.token);
    const replaced = await calls.replaceCodes(dan.token, clock.nextCode(secret));
    expect(replaced.status).toBe(200);
    const fresh = (replaced.body as unknown as TwoFactorRecoveryCodesResponse).recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => recoveryCodes.includes(code))).toBe(false);
    expect((await calls.disable(dan.token, recoveryCodes[0] ?? '')).body.code).toBe(
      'TWO_FACTOR_INVALID',
    );
    expect((await calls.status(dan.token)).enabled).toBe(true);
    expect((await calls.disable(dan.token, fresh[0] ?? '')).status).toBe(200);
  });

  it('disables only with a current code or an unused recovery code; login is one step again', async () => {
    const eve = await signUpPlayer(api);
    const { secret } = await enableTwoFactor(api, clock, eve.token);
    expect((await calls.disable(eve.token, '000000')).body.code).toBe('TWO_FACTOR_INVALID');
    expect((await calls.disable(eve.token, 'aaaaa-bbbbb')).body.code).toBe('TWO_FACTOR_INVALID');
    expect((await calls.status(eve.token)).enabled).toBe(true);

    const off = await calls.disable(eve.token, clock.nextCode(secret));
    expect(off.status).toBe(200);
    expect(off.body.message).toBe('Two-factor authentication is off.');
    expect(await calls.status(eve.token)).toMatchObject({ enabled: false, recovery_codes_left: 0 });
    expect(await storedFor(suite, eve.id)).toEqual({ secret: null, codes: [] });
    expect((await calls.disable(eve.token, clock.nextCode(secret))).body.code).toBe(
      'TWO_FACTOR_NOT_ENABLED',
    );
    expect((await calls.replaceCodes(eve.token, clock.nextCode(secret))).body.code).toBe(
      'TWO_FACTOR_NOT_ENABLED',
    );
    const login = await api.post('/api/login', { email: eve.email, password: eve.password });
    expect(login.body).toMatchObject({ status: 'ok', token: expect.any(String) });

    // A recovery code turns it off too (the device is lost), and is spent doing so.
    const again = await enableTwoFactor(api, clock, eve.token);
    expect((await calls.disable(eve.token, again.recoveryCodes[3] ?? '')).status).toBe(200);
    expect((await calls.status(eve.token)).enabled).toBe(false);
  });

  it("acts on the caller only: A's calls leave B's two-factor state as it was", async () => {
    const a = await signUpPlayer(api);
    const b = await signUpPlayer(api);
    const bSecret = (await enableTwoFactor(api, clock, b.token)).secret;
    const bStatus = await calls.status(b.token);
    const bStored = await storedFor(suite, b.id);

    // With B's codes in hand, A still only reaches A's own account.
    expect((await calls.disable(a.token, clock.nextCode(bSecret))).body.code).toBe(
      'TWO_FACTOR_NOT_ENABLED',
    );
    expect((await calls.replaceCodes(a.token, clock.code(bSecret))).body.code).toBe(
      'TWO_FACTOR_NOT_ENABLED',
    );
    const aSetup = (await calls.setup(a.token)).body as unknown as TwoFactorSetupResponse;
    expect(aSetup.secret).not.toBe(bSecret);
    expect((await calls.enable(a.token, clock.code(bSecret))).body.code).toBe('TWO_FACTOR_INVALID');
    expect((await calls.status(a.token)).enabled).toBe(false);

    expect(await calls.status(b.token)).toEqual(bStatus);
    expect(await storedFor(suite, b.id)).toEqual(bStored);
  });
});

describe.runIf(serverUrl)('two-factor rate limit on PostgreSQL', () => {
  const suite = usePostgresTestApp(serverUrl, {
    seed: false,
    limits: { ...GENEROUS_LIMITS, twoFactor: AUTH_LIMITS.twoFactor },
  });
  const clock = useTestClock();
  const calls = twoFactorCalls(suite);

  it('answers 429 after 5 wrong codes, even to the right one, and changes nothing', async () => {
    const fay = await signUpPlayer(suite.api);
    const { secret } = await enableTwoFactor(suite.api, clock, fay.token);
    const right = clock.nextCode(secret);
    for (let i = 0; i < AUTH_LIMITS.twoFactor.account.points; i += 1) {
      const wrong = await calls.disable(fay.token, String(100_000 + i));
      expect(wrong.status).toBe(422);
    }
    const limited = await calls.disable(fay.token, right);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await calls.status(fay.token)).enabled).toBe(true);
    // Another account is not held back by Fay's failures.
    const gus = await signUpPlayer(suite.api);
    expect((await enableTwoFactor(suite.api, clock, gus.token)).recoveryCodes).toHaveLength(10);
  });
});
