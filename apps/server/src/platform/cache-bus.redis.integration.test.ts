import type { GamesListResponse } from '@casino/contracts';
import { describe, expect, it, vi } from 'vitest';
import { postgresTestUrl, redisTestUrl } from '../test/harness';
import { usePostgresTestApps } from '../test/suite';

const serverUrl = postgresTestUrl();
const redisUrl = redisTestUrl();

/** "At once": a Redis message's trip (without Redis the bound is VERSION_RECHECK_MS). */
const AT_ONCE = { timeout: 500, interval: 10 };

describe.runIf(serverUrl && redisUrl)('cache versions between nodes through Redis', () => {
  const config = { REDIS_URL: redisUrl };
  const [nodeA, nodeB] = usePostgresTestApps(serverUrl, [{ config }, { config, seed: false }]);

  it('a catalog change on one node reaches the other before its next version check', async () => {
    const countOnB = async () => {
      const res = await nodeB.api.post('/api/games/list', { provider: 'Redis Studio' });
      return (res.body as unknown as GamesListResponse).totalcount;
    };
    expect(await countOnB()).toBe(0);
    await nodeA.t.runtime.services.gamesService.importCatalog({
      provider: 'Redis Studio',
      games: [{ external_id: '1', name: 'Quick Word' }],
    });
    await vi.waitFor(async () => expect(await countOnB()).toBe(1), AT_ONCE);
  });
});
