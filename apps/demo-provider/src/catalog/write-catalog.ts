import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMING_SOON, THEMES } from '../themes';
import { drawThumbnail } from './art';
import { buildCatalogFeed } from './feed';

/**
 * `npm run catalog -w @casino/demo-provider`: writes catalog/demo-studio.json (the feed for
 * `npm run cli -- catalog:import`) and one SVG per entry under catalog/art/. Both are
 * committed; run it again after changing src/themes.ts.
 */

const CATALOG_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../catalog');
const ART_DIR = path.join(CATALOG_DIR, 'art');

mkdirSync(ART_DIR, { recursive: true });
// Art of entries that no longer exist must not linger.
for (const file of readdirSync(ART_DIR)) {
  if (file.endsWith('.svg')) rmSync(path.join(ART_DIR, file));
}
const feed = buildCatalogFeed();
writeFileSync(path.join(CATALOG_DIR, 'demo-studio.json'), `${JSON.stringify(feed, null, 2)}\n`);
for (const theme of THEMES) {
  writeFileSync(path.join(ART_DIR, `${theme.code}.svg`), drawThumbnail(theme));
}
for (const entry of COMING_SOON) {
  writeFileSync(path.join(ART_DIR, `${entry.code}.svg`), drawThumbnail(entry, true));
}
console.log(`wrote ${feed.games.length} games to ${path.relative(process.cwd(), CATALOG_DIR)}`);
