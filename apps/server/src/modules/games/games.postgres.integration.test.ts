import type { GamesListResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { postgresTestUrl } from '../../test/harness';
import { usePostgresTestApps, type SuiteApp } from '../../test/suite';
import { CATALOG_RECHECK_MS } from './games.cache';

const serverUrl = postgresTestUrl();

describe.runIf(serverUrl)('the catalog cache across two nodes on PostgreSQL', () => {
  const [nodeA, nodeB] = usePostgresTestApps(serverUrl, [{}, {}]);

  const countOn = async (node: SuiteApp, provider: string) => {
    const res = await node.api.post('/api/games/list', { provider });
    return (res.body as unknown as GamesListResponse).totalcount;
  };

  it('an import on one node reaches the other node’s cached lists within the recheck interval', async () => {
    const provider = 'Two Node Studio';
    expect(await countOn(nodeB, provider)).toBe(0);
    await nodeA.t.runtime.services.gamesService.importCatalog({
      provider,
      games: [
        { external_id: '1', name: 'First Light' },
        { external_id: '2', name: 'Second Wind' },
      ],
    });
    // The importing node answers from the new catalog at once.
    expect(await countOn(nodeA, provider)).toBe(2);
    // The other node may answer from its cache until it rechecks the catalog version.
    const deadline = Date.now() + CATALOG_RECHECK_MS * 3;
    let seen = await countOn(nodeB, provider);
    while (seen !== 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await countOn(nodeB, provider);
    }
    expect(seen).toBe(2);
  });
});
