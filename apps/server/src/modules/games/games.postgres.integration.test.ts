import type { GamesListResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  createTestApp,
  postgresTestUrl,
  type TestApp,
} from '../../test/harness';
import { createClient } from '../../test/http';
import { CATALOG_RECHECK_MS } from './games.cache';

const serverUrl = postgresTestUrl();

describe.runIf(serverUrl)('the catalog cache across two nodes on PostgreSQL', () => {
  let nodeA: TestApp;
  let nodeB: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const scratch = await createScratchDatabase(serverUrl ?? '');
    drop = scratch.drop;
    nodeA = await createTestApp({ databaseUrl: scratch.url });
    nodeB = await createTestApp({ databaseUrl: scratch.url });
  });
  afterAll(async () => {
    await nodeA.close();
    await nodeB.close();
    await drop();
  });

  const countOn = async (node: TestApp, provider: string) => {
    const res = await createClient(node.app).post('/api/games/list', { provider });
    return (res.body as unknown as GamesListResponse).totalcount;
  };

  it('an import on one node reaches the other node’s cached lists within the recheck interval', async () => {
    const provider = 'Two Node Studio';
    expect(await countOn(nodeB, provider)).toBe(0);
    await nodeA.runtime.services.gamesService.importCatalog({
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
