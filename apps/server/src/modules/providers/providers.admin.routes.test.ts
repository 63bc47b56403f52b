import type { AuditEntry, ProviderSecretResponse, StaffRole } from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, signUpPlayer } from '../../test/http';
import { fundedPlayer } from '../../test/originals';
import {
  launchToken,
  registerTestStudio,
  TEST_STUDIO,
  uuid,
  walletCall,
} from '../../test/providers';
import { useTestApp } from '../../test/suite';

/**
 * A provider's secret rotated from the back office (issue 17, `providers.manage`): the server
 * draws it, answers it once, signs the studio's calls with it from then on, and records only
 * that it was rotated.
 */
const { t, api } = useTestApp({ seed: false });
const tokens = new Map<StaffRole | 'player', string>();
let slotId: number;

beforeAll(async () => {
  ({ slotId } = await registerTestStudio(t.runtime));
  for (const role of ['admin', 'content', 'finance', 'support'] as const) {
    tokens.set(role, (await signInStaff(t.runtime, api, role)).token);
  }
  tokens.set('player', (await signUpPlayer(api)).token);
});

const admin = () => tokens.get('admin')!;
const rotate = (code: string, token = admin()) =>
  api.post(`/api/admin/providers/${code}/rotate-secret`, undefined, { token });

/** A balance call of the studio's, signed with `secret`: RS_OK only with the right one. */
async function balanceWith(secret: string, sessionToken: string) {
  const { answer } = await walletCall(t.app, TEST_STUDIO.code, secret, 'balance', {
    request_uuid: uuid(),
    token: sessionToken,
    game_code: `${TEST_STUDIO.code}-slot`,
  });
  return answer.status;
}

describe('POST /api/admin/providers/:code/rotate-secret', () => {
  it('answers a new secret once; the studio signs with it, the old one stops working', async () => {
    const player = await fundedPlayer(t.runtime, api, 5_000);
    const session = await launchToken(api, player.token, slotId);
    expect(await balanceWith(TEST_STUDIO.secret, session)).toBe('RS_OK');

    const res = await rotate(TEST_STUDIO.code);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { provider, secret } = res.body as unknown as ProviderSecretResponse;
    expect(res.body.status).toBe('ok');
    expect(provider).toEqual({
      code: TEST_STUDIO.code,
      name: TEST_STUDIO.name,
      launch_url: TEST_STUDIO.launchUrl,
      enabled: true,
      is_demo: false,
    });
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await balanceWith(secret, session)).toBe('RS_OK');
    expect(await balanceWith(TEST_STUDIO.secret, session)).toBe('RS_ERROR_INVALID_SIGNATURE');

    // Never shown again: not in the providers' list.
    const listed = await api.get('/api/admin/providers', { token: admin() });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    expect(JSON.stringify(listed.body)).not.toContain('secret');

    // A second rotation draws another; the first one stops working.
    const again = await rotate(TEST_STUDIO.code);
    const next = (again.body as unknown as ProviderSecretResponse).secret;
    expect(next).not.toBe(secret);
    expect(await balanceWith(next, session)).toBe('RS_OK');
    expect(await balanceWith(secret, session)).toBe('RS_ERROR_INVALID_SIGNATURE');

    // The audit trail records the rotation and who made it, never the secret.
    const trail = await api.get(
      `/api/admin/audit?target_type=provider&target_id=${TEST_STUDIO.code}&action=provider.rotate_secret`,
      { token: admin() },
    );
    const entries = trail.body.entries as AuditEntry[];
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      staff_role: 'admin',
      source: 'api',
      before: { code: TEST_STUDIO.code, enabled: true },
      after: { code: TEST_STUDIO.code, enabled: true, secret_rotated: true },
    });
    for (const value of [secret, next, TEST_STUDIO.secret]) {
      expect(JSON.stringify(trail.body)).not.toContain(value);
    }
  });

  it('refuses an unknown provider on its code, recording nothing', async () => {
    const before = await api.get('/api/admin/audit?action=provider.rotate_secret', {
      token: admin(),
    });
    const res = await rotate('no-such-studio');
    expect(res.status).toBe(422);
    expect(res.body.errors?.code).toEqual(['No provider is registered with this code.']);
    const after = await api.get('/api/admin/audit?action=provider.rotate_secret', {
      token: admin(),
    });
    expect(after.body.total).toBe(before.body.total);
  });

  it('is for admins only: content, finance, support and players get 403, visitors 401, and the secret stays', async () => {
    const listed = await api.get('/api/admin/audit?action=provider.rotate_secret', {
      token: admin(),
    });
    for (const role of ['content', 'finance', 'support', 'player'] as const) {
      const res = await rotate(TEST_STUDIO.code, tokens.get(role)!);
      expect(res.status, role).toBe(403);
      expect(res.body.secret).toBeUndefined();
      expect((await api.get('/api/admin/providers', { token: tokens.get(role)! })).status).toBe(
        403,
      );
    }
    const visitor = await api.post(`/api/admin/providers/${TEST_STUDIO.code}/rotate-secret`);
    expect(visitor.status).toBe(401);
    const after = await api.get('/api/admin/audit?action=provider.rotate_secret', {
      token: admin(),
    });
    expect(after.body.total).toBe(listed.body.total);
  });
});
