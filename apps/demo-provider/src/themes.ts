import type { ShapeName } from './art/shapes';
import { sakuraPalette, SLOTS } from './themes-slots';

/**
 * The studio's catalog: every game code it serves, the engine that plays it and the theme that
 * dresses it. Three engines (slot, roulette, baccarat) carry 21 themed entries; two more are
 * listed as coming soon (no engine yet). All of it is demo content, original to this project.
 */

export type Engine = 'slot' | 'roulette' | 'baccarat';

export interface Palette {
  /** Page background, deep. */
  bg: string;
  /** Panels and the second gradient stop. */
  bg2: string;
  /** Buttons, highlights, win lines. */
  accent: string;
  /** Secondary highlight (free spins, chips). */
  accent2: string;
  text: string;
}

export interface SymbolLook {
  shape: ShapeName;
  color: string;
}

interface ThemeBase {
  code: string;
  /** The catalog name, without the " (demo)" suffix the feed adds. */
  name: string;
  category: 'slots' | 'table-games' | 'popular' | 'new-releases';
  featured: boolean;
  palette: Palette;
  /** Three shapes drawn on the catalog art. */
  motif: [ShapeName, ShapeName, ShapeName];
}

export interface SlotTheme extends ThemeBase {
  engine: 'slot';
  /** The look of each picture symbol of the slot engine; card ranks are drawn as letters. */
  symbols: Record<'gem' | 'bell' | 'seven' | 'WILD' | 'SCATTER', SymbolLook>;
}
export interface TableTheme extends ThemeBase {
  engine: 'roulette' | 'baccarat';
  /** The table's cloth. */
  felt: string;
}
export type Theme = SlotTheme | TableTheme;

/** Listed in the catalog, not launchable: the game types the studio has no engine for yet. */
export interface ComingSoonEntry {
  code: string;
  name: string;
  category: 'game-shows' | 'live-casino';
  kind: 'game_show' | 'live_casino';
  palette: Palette;
  motif: [ShapeName, ShapeName, ShapeName];
}

const table = (
  engine: 'roulette' | 'baccarat',
  code: string,
  name: string,
  options: Pick<TableTheme, 'category' | 'featured' | 'palette' | 'motif' | 'felt'>,
): TableTheme => ({ code, name, engine, ...options });

const TABLES: TableTheme[] = [
  table('roulette', 'neon-roulette', 'Neon Roulette', {
    category: 'table-games',
    featured: true,
    palette: {
      bg: '#0a0220',
      bg2: '#26084d',
      accent: '#ff2e97',
      accent2: '#00e5ff',
      text: '#f6f0ff',
    },
    motif: ['bolt', 'star', 'coin'],
    felt: '#1a0b3b',
  }),
  table('roulette', 'royal-roulette', 'Royal Roulette', {
    category: 'table-games',
    featured: false,
    palette: {
      bg: '#1b0f24',
      bg2: '#3d2352',
      accent: '#e5c07b',
      accent2: '#b48ead',
      text: '#fbf5ff',
    },
    motif: ['crown', 'coin', 'gem'],
    felt: '#0f5132',
  }),
  table('roulette', 'emerald-roulette', 'Emerald Roulette', {
    category: 'table-games',
    featured: false,
    palette: {
      bg: '#04170f',
      bg2: '#0b3d2e',
      accent: '#52d68a',
      accent2: '#f2c14e',
      text: '#effcf5',
    },
    motif: ['gem', 'clover', 'coin'],
    felt: '#0b6e4f',
  }),
  table('roulette', 'midnight-roulette', 'Midnight Roulette', {
    category: 'popular',
    featured: false,
    palette: {
      bg: '#050a18',
      bg2: '#141e3c',
      accent: '#8fb8ff',
      accent2: '#ffd166',
      text: '#eef3ff',
    },
    motif: ['moon', 'star', 'coin'],
    felt: '#13294b',
  }),
  table('roulette', 'sakura-roulette', 'Sakura Roulette', {
    category: 'new-releases',
    featured: false,
    palette: sakuraPalette('#ffd166'),
    motif: ['blossom', 'fan', 'coin'],
    felt: '#5e2750',
  }),
  table('baccarat', 'golden-baccarat', 'Golden Baccarat', {
    category: 'table-games',
    featured: true,
    palette: {
      bg: '#1a1205',
      bg2: '#3f2d0c',
      accent: '#f4c430',
      accent2: '#e76f51',
      text: '#fff8e1',
    },
    motif: ['crown', 'coin', 'gem'],
    felt: '#0f5132',
  }),
  table('baccarat', 'jade-baccarat', 'Jade Baccarat', {
    category: 'table-games',
    featured: false,
    palette: {
      bg: '#04140f',
      bg2: '#0e3b2c',
      accent: '#6fe3b5',
      accent2: '#f4c430',
      text: '#eefcf6',
    },
    motif: ['lantern', 'coin', 'blossom'],
    felt: '#0b5d44',
  }),
  table('baccarat', 'velvet-baccarat', 'Velvet Baccarat', {
    category: 'popular',
    featured: false,
    palette: {
      bg: '#1d0710',
      bg2: '#4a0f24',
      accent: '#ff7096',
      accent2: '#ffd166',
      text: '#fff0f4',
    },
    motif: ['heart', 'gem', 'crown'],
    felt: '#5c1126',
  }),
];

export const THEMES: readonly Theme[] = [...SLOTS, ...TABLES];

export const COMING_SOON: readonly ComingSoonEntry[] = [
  {
    code: 'lucky-wheel',
    name: 'Lucky Wheel Show',
    category: 'game-shows',
    kind: 'game_show',
    palette: {
      bg: '#1a0633',
      bg2: '#47127a',
      accent: '#ffd60a',
      accent2: '#ff5d8f',
      text: '#fff9e6',
    },
    motif: ['sun', 'star', 'coin'],
  },
  {
    code: 'live-blackjack',
    name: 'Live Blackjack Table',
    category: 'live-casino',
    kind: 'live_casino',
    palette: {
      bg: '#05160f',
      bg2: '#0f3d2a',
      accent: '#e9c46a',
      accent2: '#e76f51',
      text: '#f1faee',
    },
    motif: ['shield', 'coin', 'crown'],
  },
];

const BY_CODE = new Map(THEMES.map((theme) => [theme.code, theme]));

/** The theme of a launchable game code, or undefined (coming soon or unknown). */
export function findTheme(code: string): Theme | undefined {
  return BY_CODE.get(code);
}
