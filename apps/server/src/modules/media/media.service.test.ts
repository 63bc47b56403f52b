import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Game } from '@casino/contracts';
import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMediaService, IMAGE_SIZES } from './media.service';

// Every render goes through sharp(): a spy on it tells whether anything was drawn.
vi.mock('sharp', async (importOriginal) => {
  const actual = await importOriginal<{ default: typeof sharp }>();
  return { ...actual, default: vi.fn(actual.default) };
});
const render = vi.mocked(sharp);

const GAME = {
  game_id: 7,
  name: 'Crash Bull',
  slug: 'crash-bull',
  provider: 'Casino Originals',
  url_thumb: '/storage/games/crash-bull.webp',
} as Game;

function setup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'media-'));
  const findGameById = vi.fn(async (id: number) => (id === GAME.game_id ? GAME : null));
  const findGameBySlug = vi.fn(async (slug: string) => (slug === GAME.slug ? GAME : null));
  const isProviderLogo = vi.fn(async (url: string) => url === '/storage/providers/known.webp');
  const media = createMediaService({
    dataDir,
    findGameById,
    findGameBySlug,
    isProviderLogo,
    contentImages: new Set(['/storage/content/banner-welcome.webp']),
  });
  const cacheDir = path.join(dataDir, 'cache', 'images');
  const cached = () => (existsSync(cacheDir) ? readdirSync(cacheDir) : []);
  return { media, findGameById, cached };
}

beforeEach(() => {
  render.mockClear();
});

describe('the media service renders known names at known sizes only', () => {
  it('answers null for an unknown size without looking the game up or rendering', async () => {
    const { media, findGameById, cached } = setup();
    for (const [width, height] of [
      [211, 160],
      [1600, 1600],
      [16, 16],
      [Number.NaN, 160],
    ] as const) {
      expect(await media.getGameImage(GAME.game_id, width, height)).toBeNull();
    }
    expect(findGameById).not.toHaveBeenCalled();
    expect(render).not.toHaveBeenCalled();
    expect(cached()).toEqual([]);
  });

  it('answers null for an unknown game or /storage name without rendering', async () => {
    const { media, cached } = setup();
    expect(await media.getGameImage(999, 210, 160)).toBeNull();
    for (const name of [
      'games/no-such-game.webp',
      'content/anything-else.webp',
      'providers/unknown.webp',
      'games/crash-bull.exe',
      'unknown/folder.webp',
      '../secrets.json',
    ]) {
      expect(await media.getStorageImage(name)).toBeNull();
    }
    expect(render).not.toHaveBeenCalled();
    expect(cached()).toEqual([]);
  });

  it('renders every listed size once, then serves it from the cache', async () => {
    const { media, cached } = setup();
    for (const { width, height } of IMAGE_SIZES) {
      const picture = await media.getGameImage(GAME.game_id, width, height);
      expect(picture?.type).toBe('image/webp');
    }
    expect(cached()).toHaveLength(IMAGE_SIZES.length);
    render.mockClear();
    await media.getGameImage(GAME.game_id, 210, 160);
    expect(render).not.toHaveBeenCalled();
  });

  it('draws demo art only for known content images and provider logos', async () => {
    const { media } = setup();
    expect((await media.getStorageImage('content/banner-welcome.webp'))?.type).toBe('image/webp');
    expect((await media.getStorageImage('providers/known.webp'))?.type).toBe('image/webp');
    expect((await media.getStorageImage('games/crash-bull.webp'))?.type).toBe('image/webp');
    expect(render).toHaveBeenCalled();
  });
});
