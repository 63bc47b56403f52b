import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The studio's own record of every real-money round, as a real studio keeps one to reconcile
 * with the casino's ledger. Append-only JSON lines: every change of a round appends its whole
 * new state, and on reload the last line of each round wins. Nothing is ever rewritten, so a
 * crash can at worst cut the last line (which the reload skips).
 */

export const ROUND_STATUSES = ['pending', 'settled', 'rolled_back', 'failed'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

export const roundRecordSchema = z.object({
  round_id: z.string(),
  /** The player's id at the casino (authenticate's `user`). */
  user: z.string(),
  game_code: z.string(),
  currency: z.string(),
  bet_uuid: z.string(),
  bet_amount: z.number().int(),
  /**
   * A free spin of this casino reward (docs/providers.md §free rounds): the casino's bonus paid
   * `bet_amount`, not the player. Null for a paid round (and in records written before).
   */
  reward_uuid: z.string().nullable().default(null),
  win_uuid: z.string().nullable(),
  win_amount: z.number().int().nullable(),
  rollback_uuid: z.string().nullable(),
  status: z.enum(ROUND_STATUSES),
  /** A short description of the outcome (`roulette 17 red`), or why the round failed. */
  outcome: z.string().nullable(),
  /** The casino status that ended a failed round (`RS_ERROR_NOT_ENOUGH_MONEY`...). */
  error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RoundRecord = z.infer<typeof roundRecordSchema>;

export type NewRound = Pick<
  RoundRecord,
  'round_id' | 'user' | 'game_code' | 'currency' | 'bet_uuid' | 'bet_amount'
> &
  Partial<Pick<RoundRecord, 'reward_uuid'>>;
export type RoundChange = Partial<
  Pick<RoundRecord, 'win_uuid' | 'win_amount' | 'rollback_uuid' | 'status' | 'outcome' | 'error'>
>;

export const ROUNDS_FILE = 'rounds.jsonl';

export interface RoundStore {
  /** Records a new round as pending (before its bet is sent). */
  open(round: NewRound): RoundRecord;
  /** Applies a change to a known round and appends its new state. */
  update(roundId: string, change: RoundChange): RoundRecord;
  get(roundId: string): RoundRecord | undefined;
  /** Every round, oldest first. */
  list(filter?: { status?: RoundStatus; user?: string }): RoundRecord[];
}

/**
 * Opens (or creates) the store in `dir`. Writes are synchronous appends: a round's state is on
 * disk before the casino is called, so a restart never forgets a bet it may have sent.
 */
export function openRoundStore(dir: string, now: () => Date = () => new Date()): RoundStore {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, ROUNDS_FILE);
  const rounds = new Map<string, RoundRecord>();
  for (const record of readRecords(file)) {
    // Map order is first insertion: rounds stay in the order they were opened.
    rounds.set(record.round_id, record);
  }

  function write(record: RoundRecord): RoundRecord {
    appendFileSync(file, `${JSON.stringify(record)}\n`);
    rounds.set(record.round_id, record);
    return record;
  }

  return {
    open(round) {
      if (rounds.has(round.round_id)) throw new Error(`round ${round.round_id} already exists`);
      const at = now().toISOString();
      return write({
        ...round,
        reward_uuid: round.reward_uuid ?? null,
        win_uuid: null,
        win_amount: null,
        rollback_uuid: null,
        status: 'pending',
        outcome: null,
        error: null,
        created_at: at,
        updated_at: at,
      });
    },

    update(roundId, change) {
      const current = rounds.get(roundId);
      if (!current) throw new Error(`unknown round ${roundId}`);
      return write({ ...current, ...change, updated_at: now().toISOString() });
    },

    get: (roundId) => rounds.get(roundId),

    list(filter = {}) {
      return [...rounds.values()].filter(
        (round) =>
          (filter.status === undefined || round.status === filter.status) &&
          (filter.user === undefined || round.user === filter.user),
      );
    },
  };
}

/** Every valid line of the file; a line cut by a crash, or damaged, is skipped. */
function readRecords(file: string): RoundRecord[] {
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  // End a cut last line, so the next append starts a line of its own.
  if (text.length > 0 && !text.endsWith('\n')) appendFileSync(file, '\n');
  const records: RoundRecord[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const parsed = roundRecordSchema.safeParse(JSON.parse(line));
      if (parsed.success) records.push(parsed.data);
    } catch {
      // A partial last line after a crash: its previous state is already in an earlier line.
    }
  }
  return records;
}
