import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Game } from '@casino/contracts';
import { createGameArtSvg, createPlaceholderSvg, createProviderLogoSvg } from './media.art';

export interface Picture {
  body: Buffer;
  type: string;
  etag: string;
  isPlaceholder: boolean;
}

/** Bounds of the resize endpoint: what a card, a slider or a retina screen needs, no more. */
export const IMAGE_MIN = 16;
export const IMAGE_MAX = 1600;

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * Images under DATA_DIR/storage (spec §7 /storage/games/{file}, /storage/{path}); demo games get
 * art drawn by us; resized copies (sharp) are cached under DATA_DIR/cache/images.
 */
export function createMediaService(deps: {
  dataDir: string;
  findGameBySlug: (slug: string) => Promise<Game | null>;
  findGameById: (id: number) => Promise<Game | null>;
}) {
  const storageDir = path.join(deps.dataDir, 'storage');
  const cacheDir = path.join(deps.dataDir, 'cache', 'images');
  let placeholder: Promise<Buffer> | null = null;

  const readStored = async (relative: string): Promise<Buffer | null> => {
    const file = path.resolve(storageDir, relative);
    if (!file.startsWith(storageDir + path.sep)) return null;
    try {
      return await readFile(file);
    } catch {
      return null;
    }
  };

  const placeholderPng = () =>
    (placeholder ??= sharp(Buffer.from(createPlaceholderSvg())).webp().toBuffer());

  const picture = (body: Buffer, type: string, isPlaceholder = false): Picture => ({
    body,
    type,
    etag: etagOf(body),
    isPlaceholder,
  });

  /** The original picture of a game: an uploaded file, else art we draw, else the placeholder. */
  async function gameOriginal(game: Game): Promise<Buffer> {
    const file = game.url_thumb.startsWith('/storage/')
      ? game.url_thumb.slice('/storage/'.length)
      : null;
    const stored = file ? await readStored(file) : null;
    if (stored) return stored;
    return sharp(Buffer.from(createGameArtSvg(game.name, game.provider)))
      .webp({ quality: 82 })
      .toBuffer();
  }

  return {
    /**
     * GET /storage/{path}: a stored file, demo art for /storage/games/{slug}.webp, content and
     * provider logos, or the placeholder.
     */
    async getStorageImage(relative: string): Promise<Picture> {
      const parts = relative.split('/');
      if (parts.every((part) => SAFE_NAME.test(part))) {
        const stored = await readStored(relative);
        if (stored) return picture(stored, typeFor(relative));
        if (parts[0] === 'games' && parts.length === 2 && parts[1]?.endsWith('.webp')) {
          const game = await deps.findGameBySlug(parts[1].slice(0, -'.webp'.length));
          if (game) return picture(await gameOriginal(game), 'image/webp');
        }
        // Demo banners and post images (demo content): abstract art drawn from the file name.
        if (parts[0] === 'content' && parts.length === 2 && parts[1]?.endsWith('.webp')) {
          const art = createGameArtSvg('', '', parts[1]);
          return picture(
            await sharp(Buffer.from(art)).webp({ quality: 82 }).toBuffer(),
            'image/webp',
          );
        }
        // Demo provider logos (demo content): a wordmark drawn from the file name.
        if (parts[0] === 'providers' && parts.length === 2 && parts[1]?.endsWith('.webp')) {
          const name = parts[1].slice(0, -'.webp'.length).replace(/[-_]+/g, ' ');
          const art = createProviderLogoSvg(name);
          return picture(
            await sharp(Buffer.from(art)).webp({ quality: 90 }).toBuffer(),
            'image/webp',
          );
        }
      }
      return picture(await placeholderPng(), 'image/webp', true);
    },

    /** A game's picture resized to width x height (cover crop), cached on disk. */
    async getGameImage(gameId: number, width: number, height: number): Promise<Picture> {
      const game = await deps.findGameById(gameId);
      if (!game) return picture(await placeholderPng(), 'image/webp', true);
      const cached = path.join(cacheDir, `${gameId}-${width}x${height}-${game.slug}.webp`);
      try {
        return picture(await readFile(cached), 'image/webp');
      } catch {
        // not resized yet
      }
      const body = await sharp(await gameOriginal(game))
        .resize(width, height, { fit: 'cover' })
        .webp({ quality: 80 })
        .toBuffer();
      await mkdir(cacheDir, { recursive: true });
      await writeFile(cached, body);
      return picture(body, 'image/webp');
    },
  };
}

function typeFor(file: string): string {
  const ext = path.extname(file).toLowerCase();
  return (
    {
      '.webp': 'image/webp',
      '.png': 'image/png',
      '.jpg': 'image/jpeg',
      '.jpeg': 'image/jpeg',
      '.svg': 'image/svg+xml',
      '.gif': 'image/gif',
      '.avif': 'image/avif',
    }[ext] ?? 'application/octet-stream'
  );
}

export type MediaService = ReturnType<typeof createMediaService>;
