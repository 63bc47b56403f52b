import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCATTER, SLOT_PAYTABLE, WILD } from '../engines/slot';
import { COMING_SOON, THEMES } from '../themes';
import { drawThumbnail } from './art';
import { buildCatalogFeed } from './feed';

const CATALOG_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../catalog');

describe('catalog feed', () => {
  const feed = buildCatalogFeed();

  it('lists 20 or more themed games on the three engines, labelled demo content', () => {
    const playable = feed.games.filter((game) => !game.coming_soon);
    expect(playable.length).toBeGreaterThanOrEqual(20);
    const engines = new Set(THEMES.map((theme) => theme.engine));
    expect([...engines].sort()).toEqual(['baccarat', 'roulette', 'slot']);
    expect(feed).toMatchObject({
      provider: 'Demo Studio (demo content)',
      provider_code: 'demo-studio',
    });
    for (const game of feed.games) {
      expect(game.name.endsWith(' (demo)')).toBe(true);
      expect(game.thumbnail).toBe(`demo-studio/${game.external_id}.svg`);
    }
    for (const game of playable) {
      expect(['slots', 'table-games', 'popular', 'new-releases']).toContain(game.category);
      expect(game.has_demo).toBe(true);
    }
    expect(playable.some((game) => game.featured)).toBe(true);
    const codes = feed.games.map((game) => game.external_id);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['fruit-fiesta', 'dragon-gold', 'neon-roulette']));
  });

  it('keeps the game types without an engine honestly coming soon', () => {
    const soon = feed.games.filter((game) => game.coming_soon);
    expect(soon.map((game) => [game.external_id, game.game_show, game.live_casino])).toEqual([
      ['lucky-wheel', true, false],
      ['live-blackjack', false, true],
    ]);
    expect(soon.every((game) => !game.has_demo)).toBe(true);
  });

  it('dresses every symbol of the slot engine in every slot theme', () => {
    const pictures = Object.keys(SLOT_PAYTABLE).filter((symbol) => !/^(A|K|Q|J|10)$/.test(symbol));
    for (const theme of THEMES) {
      if (theme.engine !== 'slot') continue;
      expect(Object.keys(theme.symbols).sort()).toEqual(
        [...new Set([...pictures, WILD, SCATTER])].sort(),
      );
    }
  });

  it('has the committed feed and one original 420x320 SVG per entry, with nothing external', () => {
    const committed = JSON.parse(readFileSync(path.join(CATALOG_DIR, 'demo-studio.json'), 'utf8'));
    expect(committed).toEqual(feed);
    for (const entry of [...THEMES, ...COMING_SOON]) {
      const file = path.join(CATALOG_DIR, 'art', `${entry.code}.svg`);
      expect(existsSync(file)).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toBe(drawThumbnail(entry, COMING_SOON.includes(entry as never)));
      expect(svg).toContain('width="420" height="320"');
      expect(svg).not.toMatch(/href|url\((?!#)|@import|<image|<script/);
    }
  });
});
