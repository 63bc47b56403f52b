#!/usr/bin/env node
// `npm run build`: everything `npm start` runs, compiled. The web app through Vite (React
// Router's client and server-render bundles, apps/web/build); the casino server and the demo
// studio through esbuild, one ES module per entry point in their dist/ folders, the workspace's
// own TypeScript packages (@casino/*) compiled in and every npm dependency left to
// node_modules. Each part keeps the SHA-256 of its inputs beside its output; with --if-stale
// (what `npm start` runs) a part whose inputs have not changed since is not built again.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { precompressDir } from './precompress.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ifStale = process.argv.includes('--if-stale');
const SKIPPED_DIRS = new Set([
  'node_modules',
  'build',
  'dist',
  '.data',
  '.react-router',
  'coverage',
]);
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name) || name === '__tests__';

/** Every file under `entries` (files or folders, relative to the root), tests left out. */
function inputFiles(entries) {
  const files = [];
  const walk = (relative) => {
    const full = path.join(ROOT, relative);
    if (!existsSync(full)) return;
    if (!statSync(full).isDirectory()) {
      files.push(relative);
      return;
    }
    for (const entry of readdirSync(full, { withFileTypes: true })) {
      if (SKIPPED_DIRS.has(entry.name) || isTest(entry.name)) continue;
      walk(path.join(relative, entry.name));
    }
  };
  for (const entry of entries) walk(entry);
  return files.sort();
}

function hashOf(entries) {
  const hash = createHash('sha256');
  for (const file of inputFiles(entries)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

const SHARED_INPUTS = ['package-lock.json', 'tsconfig.base.json', 'packages/contracts'];

/** Workspace packages are TypeScript sources: compiled in. Everything else stays external. */
const workspaceInside = {
  name: 'workspace-inside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@casino/') ? undefined : { path: args.path, external: true },
    );
  },
};

async function compileNode(appDir, entryPoints) {
  const outdir = path.join(ROOT, appDir, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: entryPoints.map((entry) => path.join(ROOT, appDir, entry)),
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    // Error messages and stack traces keep the sources' names.
    keepNames: true,
    plugins: [workspaceInside],
    logLevel: 'warning',
  });
}

const PARTS = [
  {
    name: 'web',
    stamp: 'apps/web/build/.inputs-sha256',
    inputs: ['apps/web', 'scripts/precompress.mjs', ...SHARED_INPUTS],
    run: async () => {
      const result = spawnSync('npm', ['run', 'build', '--workspace', '@casino/web'], {
        cwd: ROOT,
        stdio: 'inherit',
      });
      if (result.status !== 0) throw new Error(`the web build failed (${result.status})`);
      // Scripts, styles and SVGs compressed once here, never per request (decision 027).
      const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
      const compressed = await precompressDir(path.join(ROOT, 'apps/web/build/client'));
      console.log(
        `build: ${compressed.files} client files precompressed, ${kb(compressed.bytes)} -> ` +
          `${kb(compressed.brotliBytes)} brotli, ${kb(compressed.gzipBytes)} gzip`,
      );
    },
  },
  {
    name: 'server',
    stamp: 'apps/server/dist/.inputs-sha256',
    inputs: ['apps/server/src', 'apps/server/package.json', ...SHARED_INPUTS],
    // The embedded database's thread is its own entry (db/embedded.ts starts it by path).
    run: () => compileNode('apps/server', ['src/main.ts', 'src/cli.ts', 'src/db/pglite-worker.ts']),
  },
  {
    name: 'demo studio',
    stamp: 'apps/demo-provider/dist/.inputs-sha256',
    inputs: ['apps/demo-provider/src', 'apps/demo-provider/package.json', ...SHARED_INPUTS],
    run: () => compileNode('apps/demo-provider', ['src/main.ts']),
  },
];

for (const part of PARTS) {
  const started = Date.now();
  const hash = hashOf(part.inputs);
  const stampFile = path.join(ROOT, part.stamp);
  if (ifStale && existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash) {
    console.log(`build: ${part.name} is current, not built again`);
    continue;
  }
  await part.run();
  writeFileSync(stampFile, `${hash}\n`);
  console.log(`build: ${part.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
