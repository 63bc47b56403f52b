import { describe, expect, it } from 'vitest';
import { postgresTestUrl } from '../../test/harness';
import { signInStaff, signUpPlayer } from '../../test/http';
import { usePostgresTestApp } from '../../test/suite';
import { enableTwoFactor, useTestClock } from '../../test/two-factor';

/**
 * Issue 18: in live mode (APP_MODE=live) every back-office permission check refuses a staff
 * account without two-factor authentication; demo mode does not ask for it.
 */
const serverUrl = postgresTestUrl();
const BACK_OFFICE_CALL = '/api/admin/withdrawals';

describe.runIf(serverUrl)('staff two-factor authentication in live mode', () => {
  const { t, api } = usePostgresTestApp(serverUrl, {
    seed: false,
    config: { APP_MODE: 'live' },
  });
  const clock = useTestClock();

  it('refuses the back office to staff without 2FA, and lets them in once it is on', async () => {
    const finance = await signInStaff(t.runtime, api, 'finance');
    const refused = await api.get(BACK_OFFICE_CALL, { token: finance.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'TWO_FACTOR_SETUP_REQUIRED',
      message: 'Set up two-factor authentication in your account settings to use the back office.',
    });
    // The account settings stay open to set it up.
    expect((await api.get('/api/user/two-factor', { token: finance.token })).status).toBe(200);

    await enableTwoFactor(api, clock, finance.token);
    expect((await api.get(BACK_OFFICE_CALL, { token: finance.token })).status).toBe(200);
  });

  it('leaves the other refusals as they were: players 403 FORBIDDEN, visitors 401', async () => {
    const player = await signUpPlayer(api);
    const forbidden = await api.get(BACK_OFFICE_CALL, { token: player.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    expect((await api.get(BACK_OFFICE_CALL)).status).toBe(401);
    // A role without the permission is told so before anything about 2FA.
    const content = await signInStaff(t.runtime, api, 'content');
    expect((await api.get(BACK_OFFICE_CALL, { token: content.token })).body.code).toBe('FORBIDDEN');
  });
});

describe.runIf(serverUrl)('staff two-factor authentication in demo mode', () => {
  const { t, api } = usePostgresTestApp(serverUrl, { seed: false });

  it('does not ask staff for 2FA', async () => {
    const finance = await signInStaff(t.runtime, api, 'finance');
    expect((await api.get(BACK_OFFICE_CALL, { token: finance.token })).status).toBe(200);
  });
});
