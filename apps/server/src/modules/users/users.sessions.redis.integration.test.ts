import { describe, expect, it, vi } from 'vitest';
import { postgresTestUrl, redisTestUrl } from '../../test/harness';
import { changePassword, signUpPlayer } from '../../test/http';
import { usePostgresTestApps, type SuiteApp } from '../../test/suite';

const serverUrl = postgresTestUrl();
const redisUrl = redisTestUrl();

/** "At once": a Redis message's trip (without Redis the bound is SESSION_CACHE_TTL_MS). */
const AT_ONCE = { timeout: 500, interval: 10 };

describe.runIf(serverUrl && redisUrl)(
  'ended sessions leave every node at once through Redis',
  () => {
    const config = { REDIS_URL: redisUrl };
    const [nodeA, nodeB] = usePostgresTestApps(serverUrl, [{ config }, { config, seed: false }]);

    const nameOn = async (node: SuiteApp, token: string) =>
      ((await node.api.get('/api/user', { token })).body as { user: { name: string } }).user.name;

    const userStatusOn = async (node: SuiteApp, token: string) =>
      (await node.api.get('/api/user', { token })).status;

    it('a log out on one node is refused by the other at once', async () => {
      const player = await signUpPlayer(nodeA.api);
      // Node B has the session in its cache now.
      expect(await userStatusOn(nodeB, player.token)).toBe(200);
      expect((await nodeA.api.get('/api/logout', { token: player.token })).status).toBe(200);
      await vi.waitFor(
        async () => expect(await userStatusOn(nodeB, player.token)).toBe(401),
        AT_ONCE,
      );
    });

    it('a password change on one node ends the other sessions on every node at once', async () => {
      const player = await signUpPlayer(nodeA.api);
      const other = await nodeB.api.post('/api/login', {
        email: player.email,
        password: player.password,
      });
      const otherToken = other.body.token as string;
      expect(await userStatusOn(nodeB, otherToken)).toBe(200);
      expect((await changePassword(nodeA.api, player, 'a brand new passphrase')).status).toBe(200);
      await vi.waitFor(
        async () => expect(await userStatusOn(nodeB, otherToken)).toBe(401),
        AT_ONCE,
      );
      // The session that changed the password goes on.
      expect(await userStatusOn(nodeB, player.token)).toBe(200);
    });

    it('a name changed on one node shows in GET /api/user on the other at once', async () => {
      const player = await signUpPlayer(nodeA.api);
      // Node B has the profile in its cache now.
      expect(await nameOn(nodeB, player.token)).toBe(player.name);
      const renamed = await nodeA.api.patch(
        '/api/settings/profile',
        { name: 'Renamed Player' },
        { token: player.token },
      );
      expect(renamed.status).toBe(200);
      await vi.waitFor(
        async () => expect(await nameOn(nodeB, player.token)).toBe('Renamed Player'),
        AT_ONCE,
      );
    });
  },
);
