import {
  loginResponseSchema,
  loginResultSchema,
  loginTwoFactorResponseSchema,
  type LoginTwoFactorResponse,
  type TwoFactorStatusResponse,
} from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { AUTH_LIMITS } from '../../platform/rate-limit';
import { GENEROUS_LIMITS, postgresTestUrl } from '../../test/harness';
import { signUpPlayer } from '../../test/http';
import { usePostgresTestApp, type SuiteApp } from '../../test/suite';
import { enableTwoFactor, useTestClock } from '../../test/two-factor';

/**
 * The login with two-factor authentication (issue 18) on PostgreSQL: the password answers a
 * challenge and no session; POST /api/login/two-factor with a code (or a recovery code, once)
 * opens the session. The clock is moved, never waited for.
 */
const serverUrl = postgresTestUrl();

function loginCalls({ t, api }: SuiteApp) {
  return {
    password: (player: { email: string; password: string }, remember?: boolean) =>
      api.post('/api/login', {
        email: player.email,
        password: player.password,
        ...(remember === undefined ? {} : { remember }),
      }),
    async challenge(player: { email: string; password: string }, remember?: boolean) {
      const res = await this.password(player, remember);
      expect(res.status).toBe(200);
      return loginTwoFactorResponseSchema.parse(res.body).challenge;
    },
    code: (challenge: string, code: string, remember?: boolean) =>
      api.post('/api/login/two-factor', {
        challenge,
        code,
        ...(remember === undefined ? {} : { remember }),
      }),
    async sessionsOf(userId: number) {
      const [row] = await queryRows<{ count: number }>(
        t.runtime.database.db,
        sql`select count(*)::int as count from sessions where user_id = ${userId}`,
      );
      return row?.count ?? 0;
    },
  };
}

describe.runIf(serverUrl)('login with two-factor authentication on PostgreSQL', () => {
  const suite = usePostgresTestApp(serverUrl, { seed: false });
  const { api } = suite;
  const clock = useTestClock();
  const login = loginCalls(suite);

  it('keeps the one-step answer for accounts without 2FA', async () => {
    const ann = await signUpPlayer(api);
    const res = await login.password(ann);
    expect(res.status).toBe(200);
    const answer = loginResultSchema.parse(res.body);
    expect(answer.status).toBe('ok');
    expect(loginResponseSchema.parse(res.body).user.email).toBe(ann.email);
  });

  it('answers the password with a challenge and no session; the right code opens one, once', async () => {
    const bob = await signUpPlayer(api);
    const { secret } = await enableTwoFactor(api, clock, bob.token);
    const sessions = await login.sessionsOf(bob.id);

    const res = await login.password(bob);
    expect(res.status).toBe(200);
    const step = loginResultSchema.parse(res.body) as LoginTwoFactorResponse;
    expect(step).toEqual({
      status: 'two_factor',
      challenge: expect.any(String),
      expires_at: new Date(clock.now().getTime() + 5 * 60_000).toISOString(),
      remember: true,
    });
    expect(res.body).not.toHaveProperty('token');
    expect(await login.sessionsOf(bob.id)).toBe(sessions);
    // Kept hashed: the challenge itself is nowhere in the database.
    const tokens = await queryRows<{ token_hash: string }>(
      suite.t.runtime.database.db,
      sql`select token_hash from user_tokens where user_id = ${bob.id} and purpose = 'login_challenge'`,
    );
    expect(tokens).toHaveLength(1);
    expect(JSON.stringify(tokens)).not.toContain(step.challenge.split('.')[0]);

    const wrong = await login.code(step.challenge, '000000');
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('TWO_FACTOR_INVALID');
    expect(wrong.body.errors?.code).toHaveLength(1);
    expect(await login.sessionsOf(bob.id)).toBe(sessions);

    const right = await login.code(step.challenge, clock.nextCode(secret));
    expect(right.status).toBe(200);
    const session = loginResponseSchema.parse(right.body);
    expect(session).toMatchObject({ status: 'ok', remember: true, user: { id: bob.id } });
    const me = await api.get('/api/user', { token: session.token });
    expect(me.status).toBe(200);
    expect(await login.sessionsOf(bob.id)).toBe(sessions + 1);

    // Spent: not even a new, right code opens a second session with it.
    const reused = await login.code(step.challenge, clock.nextCode(secret));
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('LOGIN_CHALLENGE_INVALID');
    expect(await login.sessionsOf(bob.id)).toBe(sessions + 1);
  });

  it('refuses an expired or unknown challenge', async () => {
    const cat = await signUpPlayer(api);
    const { secret } = await enableTwoFactor(api, clock, cat.token);
    const challenge = await login.challenge(cat);
    clock.advance(5 * 60_000 + 1_000);
    const expired = await login.code(challenge, clock.code(secret));
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('LOGIN_CHALLENGE_INVALID');
    expect((await login.code('not-a-challenge.1', clock.code(secret))).status).toBe(401);
    // A newer password step makes the earlier challenge stop working.
    const first = await login.challenge(cat);
    const second = await login.challenge(cat);
    expect((await login.code(first, clock.nextCode(secret))).status).toBe(401);
    expect((await login.code(second, clock.code(secret))).status).toBe(200);
  });

  it('keeps the remember choice of the password step unless the code step says otherwise', async () => {
    const dee = await signUpPlayer(api);
    const { secret } = await enableTwoFactor(api, clock, dee.token);
    const res = await login.password(dee, false);
    const step = loginTwoFactorResponseSchema.parse(res.body);
    expect(step.remember).toBe(false);
    const kept = await login.code(step.challenge, clock.nextCode(secret));
    expect(loginResponseSchema.parse(kept.body).remember).toBe(false);
    const changed = await login.code(
      await login.challenge(dee, false),
      clock.nextCode(secret),
      true,
    );
    expect(loginResponseSchema.parse(changed.body).remember).toBe(true);
  });

  it('takes a recovery code once and never again', async () => {
    const eli = await signUpPlayer(api);
    const { recoveryCodes } = await enableTwoFactor(api, clock, eli.token);
    const recovery = recoveryCodes[0] ?? '';
    const first = await login.code(await login.challenge(eli), recovery.toUpperCase());
    expect(first.status).toBe(200);
    const token = loginResponseSchema.parse(first.body).token;
    const status = (await api.get('/api/user/two-factor', { token }))
      .body as unknown as TwoFactorStatusResponse;
    expect(status.recovery_codes_left).toBe(9);
    const again = await login.code(await login.challenge(eli), recovery);
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('TWO_FACTOR_INVALID');
  });
});

describe.runIf(serverUrl)('login challenge and the two-factor rate limit on PostgreSQL', () => {
  const suite = usePostgresTestApp(serverUrl, {
    seed: false,
    limits: { ...GENEROUS_LIMITS, twoFactor: AUTH_LIMITS.twoFactor },
  });
  const clock = useTestClock();
  const login = loginCalls(suite);

  it('drops the challenge after 5 wrong codes; the account then answers 429 for a while', async () => {
    const fin = await signUpPlayer(suite.api);
    const { secret } = await enableTwoFactor(suite.api, clock, fin.token);
    const challenge = await login.challenge(fin);
    for (let i = 0; i < AUTH_LIMITS.twoFactor.account.points; i += 1) {
      expect((await login.code(challenge, String(200_000 + i))).status).toBe(422);
    }
    const dropped = await login.code(challenge, clock.nextCode(secret));
    expect(dropped.status).toBe(401);
    expect(dropped.body.code).toBe('LOGIN_CHALLENGE_INVALID');
    const limited = await login.code(await login.challenge(fin), clock.code(secret));
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(await login.sessionsOf(fin.id)).toBe(1);
  });
});
