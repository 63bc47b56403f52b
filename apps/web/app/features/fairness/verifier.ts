import { crashPointX100FromHmacHex } from '@casino/contracts/crash-math';

/**
 * The /fairness page's own check of a round (docs/fairness.md), in the visitor's browser with
 * Web Crypto, so nothing the server says has to be taken on trust: SHA-256 of a hash's lowercase
 * hex text links it to the round before, HMAC-SHA256(key = salt, message = hash) gives the crash
 * point through the shared formula in @casino/contracts/crash-math.
 */

const ROUND_HASH_PATTERN = /^[0-9a-f]{64}$/;

/** The hash as the scheme hashes it (lowercase hex), or null when it is not 64 hex digits. */
export function normalizeRoundHash(text: string): string | null {
  const hash = text.trim().toLowerCase();
  return ROUND_HASH_PATTERN.test(hash) ? hash : null;
}

export type FairnessHashes = {
  sha256Hex(text: string): Promise<string>;
  hmacSha256Hex(key: string, message: string): Promise<string>;
};

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * SHA-256 and HMAC-SHA256 over UTF-8 text with Web Crypto. Null where the browser has none:
 * crypto.subtle exists only on secure origins (HTTPS or localhost).
 */
export function createWebCryptoHashes(
  source: { subtle?: SubtleCrypto } | undefined = globalThis.crypto,
): FairnessHashes | null {
  const subtle = source?.subtle;
  if (!subtle) return null;
  const encoder = new TextEncoder();
  // A walk back signs with one salt many times: import its key once.
  const keys = new Map<string, Promise<CryptoKey>>();
  const importKey = (salt: string) => {
    let key = keys.get(salt);
    if (!key) {
      key = subtle.importKey(
        'raw',
        encoder.encode(salt),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign'],
      );
      keys.set(salt, key);
    }
    return key;
  };
  return {
    sha256Hex: async (text) => toHex(await subtle.digest('SHA-256', encoder.encode(text))),
    hmacSha256Hex: async (key, message) =>
      toHex(await subtle.sign('HMAC', await importKey(key), encoder.encode(message))),
  };
}

export async function computeCrashPointX100(
  hashes: FairnessHashes,
  roundHash: string,
  salt: string,
  houseEdgePercent: number,
): Promise<number> {
  return crashPointX100FromHmacHex(await hashes.hmacSha256Hex(salt, roundHash), houseEdgePercent);
}

export type CheckedRound = {
  /** 0 for the round checked, 1 for the round before it, and so on. */
  back: number;
  hash: string;
  crashPointX100: number;
};

export type WalkBack = {
  rounds: CheckedRound[];
  /** How far back the terminating hash came up (the walk stops there), else null. */
  terminatingAt: number | null;
};

/** The round and up to `count` rounds before it, each one's hash being sha256 of the later. */
export async function walkBackRounds(
  hashes: FairnessHashes,
  options: {
    hash: string;
    salt: string;
    edge: number;
    count: number;
    terminatingHash: string | null;
  },
): Promise<WalkBack> {
  const { hash, salt, edge, count, terminatingHash } = options;
  const rounds: CheckedRound[] = [
    { back: 0, hash, crashPointX100: await computeCrashPointX100(hashes, hash, salt, edge) },
  ];
  let current = hash;
  for (let back = 1; back <= count; back += 1) {
    current = await hashes.sha256Hex(current);
    // Past round 1 comes the published hash itself, which is no round.
    if (current === terminatingHash) return { rounds, terminatingAt: back };
    rounds.push({
      back,
      hash: current,
      crashPointX100: await computeCrashPointX100(hashes, current, salt, edge),
    });
  }
  return { rounds, terminatingAt: null };
}

export type LinkResult =
  | { status: 'found'; steps: number }
  | { status: 'missing'; checked: number }
  | { status: 'stopped'; checked: number };

/** Steps between two pauses that let the page draw the progress and answer the Stop button. */
const LINK_BATCH = 2000;

/**
 * Follows sha256 from `hash` until the terminating hash comes up (the number of steps is the
 * round's number in the chain) or `maxSteps` pass. Pauses every LINK_BATCH steps to report
 * progress; an aborted signal stops it.
 */
export async function findTerminatingLink(
  hashes: FairnessHashes,
  options: {
    hash: string;
    terminatingHash: string;
    maxSteps: number;
    signal?: AbortSignal;
    onProgress?: (checked: number) => void;
  },
): Promise<LinkResult> {
  const { terminatingHash, maxSteps, signal, onProgress } = options;
  let current = options.hash;
  for (let steps = 1; steps <= maxSteps; steps += 1) {
    current = await hashes.sha256Hex(current);
    if (current === terminatingHash) return { status: 'found', steps };
    if (steps % LINK_BATCH === 0) {
      onProgress?.(steps);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    if (signal?.aborted) return { status: 'stopped', checked: steps };
  }
  return { status: 'missing', checked: maxSteps };
}
