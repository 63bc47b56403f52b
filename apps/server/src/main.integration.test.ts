import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { freePort } from './test/ports';
import { hasWebBuild } from './test/web-build';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

async function waitForHealth(url: string, deadline: number): Promise<Response> {
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe.runIf(hasWebBuild())('npm start (src/main.ts)', () => {
  it('serves pages, API and websocket, shuts down on SIGTERM, and keeps data across restarts', async () => {
    const [port, wsPort] = [await freePort(), await freePort()];
    const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-main-'));
    const env = {
      PORT: String(port),
      WS_PORT: String(wsPort),
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${port}`,
    };
    const base = `http://127.0.0.1:${port}`;

    const first = startMain(env);
    const health = await waitForHealth(`${base}/api/health`, Date.now() + 90_000);
    expect(await health.json()).toMatchObject({
      status: 'ok',
      database: { status: 'up', driver: 'pglite' },
    });
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('data-testid="site-header"');

    const established = await new Promise<{ event: string; data: string }>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${wsPort}/app/casino-key?protocol=7`);
      socket.once('message', (raw) => {
        resolve(JSON.parse(String(raw)) as { event: string; data: string });
        socket.close();
      });
      socket.once('error', reject);
    });
    expect(established.event).toBe('pusher:connection_established');
    expect(JSON.parse(established.data)).toMatchObject({ activity_timeout: 120 });

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    // Same DATA_DIR: the embedded database kept its data and the demo seed did not run again.
    const second = startMain(env);
    await waitForHealth(`${base}/api/health`, Date.now() + 90_000);
    expect(second.output()).not.toContain('demo content seeded');
    expect(first.output()).toContain('demo content seeded');
    const pages = await fetch(`${base}/api/pages`, { method: 'POST' });
    expect(((await pages.json()) as { pages: unknown[] }).pages.length).toBeGreaterThan(0);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 240_000);
});
