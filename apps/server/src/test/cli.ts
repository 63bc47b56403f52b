import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run cli -- <args>` as an operator would: its own process, its exit code and output. */
export async function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', ...args],
      {
        cwd: SERVER_DIR,
        env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * The CLI on a data directory of its own (a fresh embedded database), as `cli(args)`, with
 * `env` added to what it runs with.
 */
export function cliOnFreshData(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'casino-cli-'));
  return {
    dataDir,
    cli: (args: string[]) => runCli(args, { DATA_DIR: dataDir, ...env }),
  };
}

/** A command line: `command`, then `--name value` for each option, in order. */
export function commandLine(command: string, options: Record<string, string>): string[] {
  return [command, ...Object.entries(options).flatMap(([name, value]) => [`--${name}`, value])];
}
