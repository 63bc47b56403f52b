import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The game pages' browser code (src/client/), bundled once at start-up in memory: one script
 * and one stylesheet, served from /assets with a content hash in their URL so browsers may
 * keep them. No inline script anywhere (the CSP forbids it).
 */

export interface ClientAsset {
  body: string;
  contentType: string;
  /** `/assets/<name>.<hash>.<ext>` */
  url: string;
}

export interface ClientAssets {
  script: ClientAsset;
  style: ClientAsset;
}

// From src/ (tsx) or dist/ (compiled) alike: the browser code is bundled from its sources.
const CLIENT_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'src',
  'client',
);

function asset(name: string, ext: string, body: string, contentType: string): ClientAsset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
  return { body, contentType, url: `/assets/${name}.${hash}.${ext}` };
}

let cached: Promise<ClientAssets> | null = null;

/** Bundles the pages (once per process: tests that build several apps share it). */
export function buildClientAssets(): Promise<ClientAssets> {
  cached ??= bundle().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

async function bundle(): Promise<ClientAssets> {
  const result = await build({
    entryPoints: { app: path.join(CLIENT_DIR, 'main.ts') },
    bundle: true,
    write: false,
    outdir: '/assets',
    format: 'iife',
    platform: 'browser',
    target: ['es2020', 'chrome90', 'safari15', 'firefox90'],
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  const script = result.outputFiles.find((file) => file.path.endsWith('.js'));
  const style = result.outputFiles.find((file) => file.path.endsWith('.css'));
  if (!script || !style) throw new Error('client bundle is missing its script or stylesheet');
  return {
    script: asset('app', 'js', script.text, 'text/javascript; charset=utf-8'),
    style: asset('app', 'css', style.text, 'text/css; charset=utf-8'),
  };
}
