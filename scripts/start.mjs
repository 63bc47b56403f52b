#!/usr/bin/env node
// `npm start` after the build: the casino and, in demo mode, the bundled demo studio
// (apps/demo-provider, a separate app on its own port). Each child's output is prefixed; SIGINT
// and SIGTERM reach both; when the casino exits, the studio is stopped and this script exits
// with the casino's code. In live mode (APP_MODE=live) only the casino runs: the studio's
// public demo secret is refused there.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const isLive = process.env.APP_MODE === 'live';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = new Map();

/**
 * The studio's environment: the casino's own PORT, HOST and LOG_LEVEL are the casino's, so the
 * studio takes STUDIO_PORT (8200), and finds the casino from its PORT and APP_URL unless
 * CASINO_URL / CASINO_PUBLIC_URL say otherwise.
 */
function studioEnv(env) {
  const { PORT, HOST: _host, ...rest } = env;
  return {
    ...rest,
    PORT: env.STUDIO_PORT ?? '8200',
    CASINO_URL: env.CASINO_URL ?? `http://127.0.0.1:${PORT ?? '8000'}`,
    CASINO_PUBLIC_URL: env.CASINO_PUBLIC_URL ?? env.APP_URL ?? 'http://localhost:8000',
  };
}

function run(name, workspace, color, env) {
  // Own process group, so a signal reaches npm and the server it started alike.
  const child = spawn(npm, ['run', 'start', '--silent', '--workspace', workspace], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
    env,
  });
  const prefix = process.stdout.isTTY ? `\x1b[${color}m[${name}]\x1b[0m ` : `[${name}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  children.set(name, child);
  return child;
}

function signal(child, sig) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (process.platform === 'win32') child.kill(sig);
    else process.kill(-child.pid, sig);
  } catch {
    // Already gone.
  }
}

const casino = run('casino', '@casino/server', 36, process.env);
const studio = isLive ? null : run('studio', '@casino/demo-provider', 35, studioEnv(process.env));

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    for (const child of children.values()) signal(child, sig);
  });
}

studio?.on('exit', (code, sig) => {
  if (casino.exitCode === null && casino.signalCode === null) {
    console.error(`[studio] exited (${sig ?? code}); the casino keeps running without it`);
  }
});

casino.on('exit', (code, sig) => {
  const exitCode = code ?? (sig ? 1 : 0);
  if (!studio || studio.exitCode !== null || studio.signalCode !== null) process.exit(exitCode);
  signal(studio, 'SIGTERM');
  // The studio gets a moment to finish its in-flight rounds, then it is stopped for good.
  const timer = setTimeout(() => {
    signal(studio, 'SIGKILL');
    process.exit(exitCode);
  }, 12_000);
  studio.once('exit', () => {
    clearTimeout(timer);
    process.exit(exitCode);
  });
});
