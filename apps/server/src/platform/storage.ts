import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live: a folder under DATA_DIR (an S3-compatible store can implement it too). */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** Whether a file is stored under the key. */
  exists(key: string): Promise<boolean>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

export function createDiskStorage(rootDir: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(rootDir, key);
    // Keys are ours, but never let one escape the root.
    if (!full.startsWith(path.resolve(rootDir) + path.sep))
      throw new Error(`bad storage key ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a crash or a full disk never leaves half a file under the key.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, data, { mode: 0o600 });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    get: (key) => readFile(resolve(key)),
    exists: (key) =>
      access(resolve(key)).then(
        () => true,
        () => false,
      ),
    delete: (key) => rm(resolve(key), { force: true }),
  };
}
