import type { GamesListResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import type { LocalizedText } from './localized';
import { postgresTestUrl } from '../test/harness';
import { usePostgresTestApps, type SuiteApp } from '../test/suite';
import { VERSION_RECHECK_MS } from './versioned-cache';
import { TEST_OPERATOR } from '../test/staff';

const serverUrl = postgresTestUrl();

const text = (en: string): LocalizedText => ({ en, 'zh-CN': en, es: en });

/** What one node answers now, for each cached domain, and a change made through one node. */
const DOMAINS: {
  domain: string;
  read: (node: SuiteApp) => Promise<unknown>;
  change: (node: SuiteApp) => Promise<unknown>;
  changed: unknown;
}[] = [
  {
    domain: 'catalog (an import)',
    read: async (node) => {
      const res = await node.api.post('/api/games/list', { provider: 'Two Node Studio' });
      return (res.body as unknown as GamesListResponse).totalcount;
    },
    change: (node) =>
      node.t.runtime.services.gamesService.importCatalog({
        provider: 'Two Node Studio',
        games: [
          { external_id: '1', name: 'First Light' },
          { external_id: '2', name: 'Second Wind' },
        ],
      }),
    changed: 2,
  },
  {
    domain: 'content (levels and banners)',
    read: async (node) => {
      const levels = (await node.api.get('/api/levels')).body.levels as { name: string }[];
      const banners = (await node.api.get('/api/banners')).body.banners as { title: string }[];
      return [levels.at(-1)?.name, banners.some((b) => b.title === 'Two Node Banner')];
    },
    change: (node) =>
      node.t.runtime.services.contentService.seedContent({
        pages: [],
        posts: [],
        vipLevels: [{ position: 99, name: text('Diamond'), benefit: text('All'), color: '#fff' }],
        sliders: [
          {
            kind: 'banner',
            title: text('Two Node Banner'),
            subtitle: text('Seen everywhere'),
            imageUrl: '/images/banner.webp',
            redirectUrl: '/promotions',
          },
        ],
      }),
    changed: ['Diamond', true],
  },
  {
    domain: 'coins (a staff edit)',
    read: async (node) => {
      const accepted = (await node.api.get('/api/wallet/accepted')).body.coins as {
        symbol: string;
        name: string;
      }[];
      return accepted.find((coin) => coin.symbol === 'BTC')?.name;
    },
    change: async (node) => {
      const { walletService } = node.t.runtime.services;
      const btc = (await walletService.listCoins()).find((coin) => coin.short_code === 'BTC');
      return walletService.updateCoin(TEST_OPERATOR, btc!.id, { name: 'Bitcoin (renamed)' });
    },
    changed: 'Bitcoin (renamed)',
  },
];

describe.runIf(serverUrl)('cached domains across two nodes on PostgreSQL', () => {
  const [nodeA, nodeB] = usePostgresTestApps(serverUrl, [{}, { seed: false }]);

  it.each(DOMAINS)(
    '$domain: the changing node answers anew at once, the other within the recheck interval',
    async ({ read, change, changed }) => {
      // Both nodes hold the answer as it was.
      expect(await read(nodeA)).not.toEqual(changed);
      expect(await read(nodeB)).not.toEqual(changed);
      await change(nodeA);
      expect(await read(nodeA)).toEqual(changed);
      const startedAt = Date.now();
      let seen = await read(nodeB);
      while (!isEqual(seen, changed) && Date.now() - startedAt < VERSION_RECHECK_MS * 3) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = await read(nodeB);
      }
      expect(seen).toEqual(changed);
    },
  );
});

function isEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
