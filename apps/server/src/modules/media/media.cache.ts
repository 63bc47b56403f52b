import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The rendered-image cache on disk (DATA_DIR/cache/images), bounded by `maxBytes` (config
 * IMAGE_CACHE_MAX_BYTES): the least recently used files are removed before a new one is
 * written, so the folder never holds more than the bound.
 *
 * The index (name -> size, in use order) lives in memory and is rebuilt from the folder at the
 * first call, oldest modification time first; a hit touches the file's mtime so the order
 * survives a restart. One process owns the folder (files another process writes are only seen
 * after a restart).
 */
export function createImageCache(options: { dir: string; maxBytes: number }) {
  const { dir, maxBytes } = options;
  /** File name -> size; Map keeps insertion order, so the first entry is the least recently used. */
  const entries = new Map<string, number>();
  /** Bytes of the indexed files plus those being written. */
  let totalBytes = 0;
  let loading: Promise<void> | null = null;
  /** One render per key at a time: concurrent misses share it. */
  const rendering = new Map<string, Promise<Buffer>>();

  const fileOf = (name: string) => path.join(dir, name);
  // Keys may hold anything (slugs, sizes); file names are their digest.
  const nameOf = (key: string) =>
    `${createHash('sha256').update(key).digest('base64url').slice(0, 32)}.bin`;

  async function load(): Promise<void> {
    await mkdir(dir, { recursive: true });
    const found: { name: string; size: number; mtimeMs: number }[] = [];
    for (const name of await readdir(dir)) {
      const file = fileOf(name);
      // A .tmp file is a write cut short by a crash.
      if (name.endsWith('.tmp')) {
        await rm(file, { force: true });
        continue;
      }
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) found.push({ name, size: info.size, mtimeMs: info.mtimeMs });
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const { name, size } of found) {
      entries.set(name, size);
      totalBytes += size;
    }
    // The bound may have been lowered since the files were written.
    await makeRoom(0);
  }

  const ready = () => (loading ??= load());

  /** Drops least recently used files until `bytes` more fit under the bound. */
  async function makeRoom(bytes: number): Promise<void> {
    const victims: string[] = [];
    for (const [name, size] of entries) {
      if (totalBytes + bytes <= maxBytes) break;
      entries.delete(name);
      totalBytes -= size;
      victims.push(name);
    }
    await Promise.all(victims.map((name) => rm(fileOf(name), { force: true })));
  }

  async function read(name: string): Promise<Buffer | null> {
    const size = entries.get(name);
    if (size === undefined) return null;
    try {
      const body = await readFile(fileOf(name));
      // Most recently used now: to the end of the Map, and of the mtime order on disk (unless
      // it was evicted while being read).
      if (entries.delete(name)) {
        entries.set(name, size);
        const now = new Date();
        await utimes(fileOf(name), now, now).catch(() => undefined);
      }
      return body;
    } catch {
      // Removed behind our back: forget it, the caller renders again.
      if (entries.delete(name)) totalBytes -= size;
      return null;
    }
  }

  async function write(name: string, body: Buffer): Promise<void> {
    // Larger than the whole cache: served, never kept.
    if (body.length > maxBytes || entries.has(name)) return;
    // Reserved before any await, so concurrent writes cannot together overshoot the bound.
    totalBytes += body.length;
    await makeRoom(0);
    // Other writes in flight hold the rest of the room: skip keeping this one.
    if (totalBytes > maxBytes) {
      totalBytes -= body.length;
      return;
    }
    const temporary = `${fileOf(name)}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, fileOf(name));
      entries.set(name, body.length);
    } catch {
      // A full or read-only disk costs the cache, not the response.
      totalBytes -= body.length;
      await rm(temporary, { force: true });
    }
  }

  return {
    /** The cached bytes for `key`, else `render()`'s, kept for next time within the bound. */
    async getOrRender(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
      await ready();
      const name = nameOf(key);
      const cached = await read(name);
      if (cached) return cached;
      let pending = rendering.get(name);
      if (!pending) {
        pending = (async () => {
          const body = await render();
          await write(name, body);
          return body;
        })().finally(() => rendering.delete(name));
        rendering.set(name, pending);
      }
      return pending;
    },

    /** Bytes the cache holds now (tests, diagnostics). */
    async size(): Promise<number> {
      await ready();
      return totalBytes;
    },
  };
}

export type ImageCache = ReturnType<typeof createImageCache>;
