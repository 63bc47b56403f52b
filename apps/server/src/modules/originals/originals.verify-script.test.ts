import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildChain, crashPointX100, newChainSeed, nextChainHash } from './originals.fairness';

/**
 * docs/fairness-verify.mjs is what a player runs with nothing but Node: it must say what the
 * server computes. It runs here as a child process, exactly as the docs tell players to run it.
 */
const SCRIPT = fileURLToPath(new URL('../../../../../docs/fairness-verify.mjs', import.meta.url));
const SALT = '00000000000000000002a7c4c1e48d76c5a37902165a270156b7a8d72728a054';

type Outcome = { code: number; stdout: string; stderr: string };

function runScript(args: string[]): Promise<Outcome> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

type ScriptJson = {
  hash: string;
  salt: string;
  edge: number;
  rounds: { back: number; hash: string; crashPointX100: number }[];
  linked: { isLinked: boolean; steps: number | null } | null;
};

/** A chain of `length` hashes: hashes[i] is position i, hashes[length] the terminating hash. */
async function makeChain(length: number): Promise<string[]> {
  const hashes = [newChainSeed()];
  for (let position = 1; position <= length; position += 1) {
    hashes.push(nextChainHash(hashes[position - 1]!));
  }
  expect(await buildChain(hashes[0]!, length, () => {})).toBe(hashes[length]);
  return hashes;
}

describe('docs/fairness-verify.mjs', () => {
  it('prints the crash points and earlier hashes the server computes', async () => {
    const chain = await makeChain(40);
    // Round 25 of a 40-hash chain uses position 15; the rounds before it are positions 16, 17...
    const roundHash = chain[15]!;
    for (const edge of [1, 2]) {
      const { code, stdout } = await runScript([
        '--hash',
        roundHash,
        '--salt',
        SALT,
        '--edge',
        String(edge),
        '--count',
        '8',
        '--json',
      ]);
      expect(code).toBe(0);
      const result = JSON.parse(stdout) as ScriptJson;
      expect(result.rounds).toEqual(
        Array.from({ length: 9 }, (_, back) => ({
          back,
          hash: chain[15 + back],
          crashPointX100: crashPointX100(chain[15 + back]!, SALT, edge),
        })),
      );
      expect(result.linked).toBeNull();
    }
  });

  it('says in words what the server says, uppercase input included', async () => {
    const chain = await makeChain(5);
    const { code, stdout } = await runScript([
      '--hash',
      chain[2]!.toUpperCase(),
      '--salt',
      'salt ñ 盐',
      '--count=2',
    ]);
    expect(code).toBe(0);
    const point = (hash: string) => (crashPointX100(hash, 'salt ñ 盐', 1) / 100).toFixed(2);
    expect(stdout).toContain(`Round hash   ${chain[2]}`);
    expect(stdout).toContain(`Crash point  ${point(chain[2]!)}x`);
    expect(stdout).toContain(`-1\t${chain[3]}\t${point(chain[3]!)}x`);
    expect(stdout).toContain(`-2\t${chain[4]}\t${point(chain[4]!)}x`);
  });

  it('finds the link to the terminating hash: the steps are the round number', async () => {
    const length = 1200;
    const chain = await makeChain(length);
    const terminating = chain[length]!;
    // Round 1000 uses position 200: 1,000 sha256 steps reach the terminating hash.
    const { code, stdout } = await runScript([
      '--hash',
      chain[200]!,
      '--salt',
      SALT,
      '--terminating',
      terminating,
      '--json',
    ]);
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as ScriptJson).linked).toEqual({ isLinked: true, steps: 1000 });

    const near = await runScript([
      '--hash',
      chain[length - 3]!,
      '--salt',
      SALT,
      '--terminating',
      terminating,
      '--count',
      '5',
    ]);
    expect(near.code).toBe(0);
    expect(near.stdout).toContain('this is round 3 of the chain');
    // Round 3's earlier rounds are 2 and 1; then only the terminating hash, no round.
    expect(near.stdout).toContain(`-2\t${chain[length - 1]}\t`);
    expect(near.stdout).toContain(`-3\t${terminating}\tthe terminating hash (no round)`);
    expect(near.stdout).not.toContain('-4\t');
  });

  it('fails with exit code 1 when the hash is not from the chain', async () => {
    const chain = await makeChain(20);
    const stranger = newChainSeed();
    const { code, stdout } = await runScript([
      '--hash',
      stranger,
      '--salt',
      SALT,
      '--terminating',
      chain[20]!,
      '--max-steps',
      '5000',
    ]);
    expect(code).toBe(1);
    expect(stdout).toContain('NOT LINKED');
    // Past the terminating hash is not a link either: max-steps short of it fails too.
    const short = await runScript([
      '--hash',
      chain[5]!,
      '--salt',
      SALT,
      '--terminating',
      chain[20]!,
      '--max-steps',
      '14',
    ]);
    expect(short.code).toBe(1);
  });

  it.each([
    [[], '--hash is required'],
    [['--hash', 'abc', '--salt', SALT], '--hash must be 64 hexadecimal characters'],
    [['--hash', 'a'.repeat(64)], '--salt is required'],
    [['--hash', 'a'.repeat(64), '--salt', SALT, '--edge', '100'], '--edge must be a number'],
    [['--hash', 'a'.repeat(64), '--salt', SALT, '--count', '1.5'], '--count must be an integer'],
    [['--hash', 'a'.repeat(64), '--salt', SALT, '--terminating', 'xyz'], '--terminating must'],
    [['--hash', 'a'.repeat(64), '--salt', SALT, '--colour'], 'unknown argument: --colour'],
    [['--hash'], '--hash needs a value'],
  ])('refuses %j with exit code 2 and the usage text', async (args, message) => {
    const { code, stdout, stderr } = await runScript(args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    expect(stderr).toContain('Usage: node docs/fairness-verify.mjs');
  });

  it('prints the usage on --help and exits 0', async () => {
    const { code, stdout } = await runScript(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('--terminating <hex>');
  });
});
