import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createImageCache } from './media.cache';

const bytesOnDisk = (dir: string) =>
  readdirSync(dir).reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);

const body = (size: number, fill: number) => async () => Buffer.alloc(size, fill);

describe('the rendered-image cache', () => {
  it('never holds more than its bound on disk, evicting the least recently used', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'image-cache-'));
    const cache = createImageCache({ dir, maxBytes: 1000 });
    for (let i = 0; i < 20; i += 1) {
      await cache.getOrRender(`image-${i}`, body(300, i));
      expect(bytesOnDisk(dir)).toBeLessThanOrEqual(1000);
    }
    expect(readdirSync(dir)).toHaveLength(3);
    expect(await cache.size()).toBe(900);

    // image-17 is used again, so image-18 is now the oldest and goes first.
    const render = vi.fn(body(300, 99));
    await cache.getOrRender('image-17', render);
    expect(render).not.toHaveBeenCalled();
    await cache.getOrRender('image-20', body(300, 20));
    await cache.getOrRender('image-17', render);
    await cache.getOrRender('image-18', render);
    expect(render).toHaveBeenCalledTimes(1); // only image-18 was rendered again
    expect(bytesOnDisk(dir)).toBeLessThanOrEqual(1000);
  });

  it('serves but never keeps a picture larger than the whole cache', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'image-cache-'));
    const cache = createImageCache({ dir, maxBytes: 1000 });
    expect((await cache.getOrRender('huge', body(5000, 1))).length).toBe(5000);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('renders once for concurrent requests of the same picture', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'image-cache-'));
    const cache = createImageCache({ dir, maxBytes: 10_000 });
    const render = vi.fn(body(100, 7));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cache.getOrRender('same', render)),
    );
    expect(render).toHaveBeenCalledTimes(1);
    expect(answers.every((answer) => answer.equals(Buffer.alloc(100, 7)))).toBe(true);
  });

  it('rebuilds its index from the folder, trimming it to a lowered bound', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'image-cache-'));
    const first = createImageCache({ dir, maxBytes: 10_000 });
    for (let i = 0; i < 10; i += 1) {
      await first.getOrRender(`image-${i}`, body(500, i));
      // File times are coarse (a clock tick): space the writes so their order is certain.
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    writeFileSync(path.join(dir, 'cut-short.bin.1234.tmp'), Buffer.alloc(700));
    expect(bytesOnDisk(dir)).toBe(5700);

    const second = createImageCache({ dir, maxBytes: 2000 });
    expect(await second.size()).toBeLessThanOrEqual(2000);
    expect(bytesOnDisk(dir)).toBeLessThanOrEqual(2000);
    expect(readdirSync(dir).some((name) => name.endsWith('.tmp'))).toBe(false);
    // What is left is served from disk, not rendered again.
    const render = vi.fn(body(500, 0));
    await second.getOrRender('image-9', render);
    expect(render).not.toHaveBeenCalled();
  });
});
