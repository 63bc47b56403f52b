#!/usr/bin/env node
// Standalone verifier of the crash games' rounds (docs/fairness.md). Node.js 20 or later and
// nothing else: it imports only node:crypto, so anyone can read all of it before trusting it.
//
//   node docs/fairness-verify.mjs --hash <round hash> --salt <salt> [--edge 1] [--count 10]
//                                 [--terminating <hash>] [--max-steps 10000000] [--json]
//
// Exit codes: 0 checked (and linked, when --terminating was given), 1 the hash does not link
// to the terminating hash, 2 bad arguments.
import { createHash, createHmac } from 'node:crypto';

const USAGE = `Usage: node docs/fairness-verify.mjs --hash <round hash> --salt <salt> [options]

Recomputes a crash round's point from its hash and the game's public salt, walks back to the
rounds before it, and checks that the hash belongs to the published chain.

  --hash <hex>          the round's hash: 64 hexadecimal characters (required)
  --salt <text>         the game's public salt, exactly as published (required)
  --edge <percent>      the game's house edge in percent, 0 <= edge < 100 (default 1)
  --count <n>           how many earlier rounds to show, 0 to 10000 (default 10)
  --terminating <hex>   the game's published terminating hash: follow the chain up to it
  --max-steps <n>       how far to follow the chain (default 10000000)
  --json                print one JSON object instead of text
  --help                this text

Scheme: sha256 of a hash's lowercase hex text (UTF-8) is the hash of the round before it;
sha256 of the first round's hash is the terminating hash. The crash point is
max(1, floor((100 - edge) / (1 - X)) / 100), X = first 52 bits of
HMAC-SHA256(key = salt, message = round hash) / 2^52.`;

const EXIT_UNLINKED = 1;
const EXIT_USAGE = 2;
const HASH_PATTERN = /^[0-9a-f]{64}$/;
const VALUE_FLAGS = new Set([
  '--hash',
  '--salt',
  '--edge',
  '--count',
  '--terminating',
  '--max-steps',
]);
const SWITCHES = new Set(['--json', '--help']);

class UsageError extends Error {}

/** sha256 of the hash's lowercase hex text as UTF-8: the previous round's hash. */
function previousHash(hashHex) {
  return createHash('sha256').update(hashHex, 'utf8').digest('hex');
}

/** The crash point x 100 (1.00x = 100), floating point exactly as the formula is published. */
function crashPointX100(hashHex, salt, edge) {
  const hmac = createHmac('sha256', Buffer.from(salt, 'utf8'))
    .update(hashHex, 'utf8')
    .digest('hex');
  // 13 hex digits are the first 52 bits: below 2^53, so the integer is exact in a double.
  const x = Number.parseInt(hmac.slice(0, 13), 16) / 2 ** 52;
  return Math.max(100, Math.floor((100 - edge) / (1 - x)));
}

function formatPoint(x100) {
  return `${(x100 / 100).toFixed(2)}x`;
}

function readHash(value, name) {
  const hash = value.trim().toLowerCase();
  // Hex is case-blind, but the scheme hashes the lowercase text: normalise before hashing.
  if (!HASH_PATTERN.test(hash)) throw new UsageError(`${name} must be 64 hexadecimal characters`);
  return hash;
}

function readNumber(value, name, { min, below, isInteger }) {
  const number = Number(value);
  const isValid =
    value.trim() !== '' &&
    Number.isFinite(number) &&
    (!isInteger || Number.isSafeInteger(number)) &&
    number >= min &&
    (below === undefined || number < below);
  if (!isValid) {
    const range = below === undefined ? `at least ${min}` : `from ${min} to below ${below}`;
    throw new UsageError(`${name} must be ${isInteger ? 'an integer' : 'a number'} ${range}`);
  }
  return number;
}

function parseArguments(argv) {
  const flags = new Map();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    // Both "--count 5" and "--count=5".
    const [name, inline] = arg.startsWith('--') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if (SWITCHES.has(name)) {
      flags.set(name, true);
      continue;
    }
    if (!VALUE_FLAGS.has(name)) throw new UsageError(`unknown argument: ${arg}`);
    const value = inline ?? argv[(index += 1)];
    if (value === undefined) throw new UsageError(`${name} needs a value`);
    flags.set(name, value);
  }
  if (flags.get('--help')) return { isHelp: true };
  if (!flags.has('--hash')) throw new UsageError('--hash is required');
  if (!flags.has('--salt')) throw new UsageError('--salt is required');
  const salt = flags.get('--salt');
  if (salt === '') throw new UsageError('--salt must not be empty');
  const terminating = flags.get('--terminating');
  return {
    isHelp: false,
    isJson: flags.get('--json') === true,
    hash: readHash(flags.get('--hash'), '--hash'),
    salt,
    edge: readNumber(flags.get('--edge') ?? '1', '--edge', { min: 0, below: 100 }),
    count: readNumber(flags.get('--count') ?? '10', '--count', {
      min: 0,
      below: 10_001,
      isInteger: true,
    }),
    terminating: terminating === undefined ? null : readHash(terminating, '--terminating'),
    maxSteps: readNumber(flags.get('--max-steps') ?? '10000000', '--max-steps', {
      min: 1,
      isInteger: true,
    }),
  };
}

/**
 * The round and `count` rounds before it. Stops at the terminating hash (`terminatingAt` says
 * how far back it is): past round 1 there are no rounds, only the published hash.
 */
function walkBack({ hash, salt, edge, count, terminating }) {
  const rounds = [{ back: 0, hash, crashPointX100: crashPointX100(hash, salt, edge) }];
  let current = hash;
  for (let back = 1; back <= count; back += 1) {
    current = previousHash(current);
    if (current === terminating) return { rounds, terminatingAt: back };
    rounds.push({ back, hash: current, crashPointX100: crashPointX100(current, salt, edge) });
  }
  return { rounds, terminatingAt: null };
}

/**
 * How many sha256 steps lead from `hash` to `terminating`, or null within `maxSteps`. The
 * count is the round's number in the chain: sha256 of round 1's hash is the terminating hash.
 */
function findLink(hash, terminating, maxSteps, onProgress = () => {}) {
  let current = hash;
  for (let steps = 1; steps <= maxSteps; steps += 1) {
    current = previousHash(current);
    if (current === terminating) return steps;
    if (steps % 1_000_000 === 0) onProgress(steps);
  }
  return null;
}

function printText(options, { rounds, terminatingAt }, link) {
  const lines = [
    `Round hash   ${options.hash}`,
    `Salt         ${options.salt}`,
    `House edge   ${options.edge}% (numerator ${100 - options.edge})`,
    `Crash point  ${formatPoint(rounds[0].crashPointX100)}`,
  ];
  if (rounds.length > 1 || terminatingAt !== null) {
    lines.push('', 'Earlier rounds (sha256 of each hash is the hash of the round before it):');
    for (const round of rounds.slice(1)) {
      lines.push(`  -${round.back}\t${round.hash}\t${formatPoint(round.crashPointX100)}`);
    }
  }
  if (terminatingAt !== null) {
    lines.push(`  -${terminatingAt}\t${options.terminating}\tthe terminating hash (no round)`);
  }
  if (options.terminating !== null) {
    lines.push('');
    lines.push(
      link === null
        ? `NOT LINKED: no sha256 walk of up to ${options.maxSteps} steps reaches ${options.terminating}`
        : `Linked: the terminating hash is ${link} sha256 step${link === 1 ? '' : 's'} away; this is round ${link} of the chain`,
    );
  }
  console.log(lines.join('\n'));
}

function main(argv) {
  let options;
  try {
    options = parseArguments(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`fairness-verify: ${error.message}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  if (options.isHelp) {
    console.log(USAGE);
    return 0;
  }
  const walk = walkBack(options);
  const link =
    options.terminating === null
      ? null
      : findLink(options.hash, options.terminating, options.maxSteps, (steps) => {
          if (!options.isJson) console.error(`... ${steps} steps followed`);
        });
  if (options.isJson) {
    const { hash, salt, edge, terminating, maxSteps } = options;
    const linked = terminating === null ? null : { isLinked: link !== null, steps: link };
    const { rounds } = walk;
    console.log(JSON.stringify({ hash, salt, edge, terminating, maxSteps, rounds, linked }));
  } else {
    printText(options, walk, link);
  }
  return options.terminating !== null && link === null ? EXIT_UNLINKED : 0;
}

process.exitCode = main(process.argv.slice(2));
