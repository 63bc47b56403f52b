import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live: a folder under DATA_DIR (an S3-compatible store can implement it too). */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
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
      await writeFile(file, data, { mode: 0o600 });
    },
    get: (key) => readFile(resolve(key)),
  };
}
