import type { TwoFactorRecoveryCodesResponse, TwoFactorSetupResponse } from '@casino/contracts';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { totpCodeAt } from '../modules/twofactor/twofactor.totp';
import type { createClient } from './http';

const STEP_MS = 30_000;

/**
 * A clock the tests move (issue 18's tests never sleep): Date is frozen in the middle of a
 * 30-second step at each test's start, and moves only by `advance`. Timers stay real.
 */
export function useTestClock() {
  let current = 0;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    current = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2;
    vi.setSystemTime(current);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
      vi.setSystemTime(current);
    },
    /** The code of `secret` `steps` steps from now (0: the current one). */
    code(secret: string, steps = 0) {
      return totpCodeAt(secret, new Date(current + steps * STEP_MS));
    },
    /** Moves to the next step and answers its code: one that was never used. */
    nextCode(secret: string) {
      this.advance(STEP_MS);
      return totpCodeAt(secret, new Date(current));
    },
  };
}

export type TestClock = ReturnType<typeof useTestClock>;

/** Sets up and enables 2FA for the token's account: the secret and the ten recovery codes. */
export async function enableTwoFactor(
  api: ReturnType<typeof createClient>,
  clock: TestClock,
  token: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await api.post('/api/user/two-factor/setup', {}, { token });
  expect(setup.status).toBe(200);
  const { secret } = setup.body as unknown as TwoFactorSetupResponse;
  const enabled = await api.post(
    '/api/user/two-factor/enable',
    { code: clock.code(secret) },
    { token },
  );
  expect(enabled.status).toBe(200);
  const { recovery_codes } = enabled.body as unknown as TwoFactorRecoveryCodesResponse;
  return { secret, recoveryCodes: recovery_codes };
}
