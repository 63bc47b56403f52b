import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openRoundStore, ROUNDS_FILE } from './rounds';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'studio-rounds-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const round = (id: string, user = 'u1') => ({
  round_id: id,
  user,
  game_code: 'fruit-fiesta',
  currency: 'EUR',
  bet_uuid: `bet-${id}`,
  bet_amount: 100,
});

describe('round store', () => {
  it('appends every change as a line and keeps the latest state in memory', () => {
    const dir = tempDir();
    const store = openRoundStore(dir);
    expect(store.open(round('r1')).status).toBe('pending');
    store.update('r1', { win_uuid: 'win-r1', win_amount: 250, outcome: 'slot win 250' });
    const settled = store.update('r1', { status: 'settled' });
    expect(settled).toMatchObject({ status: 'settled', win_amount: 250, bet_amount: 100 });

    const lines = readFileSync(path.join(dir, ROUNDS_FILE), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => (JSON.parse(line) as { status: string }).status)).toEqual([
      'pending',
      'pending',
      'settled',
    ]);
    expect(store.get('r1')?.status).toBe('settled');
  });

  it('reloads from disk: the last line of each round wins, order kept', () => {
    const dir = tempDir();
    const first = openRoundStore(dir);
    first.open(round('a'));
    first.open(round('b', 'u2'));
    first.update('a', { status: 'rolled_back', rollback_uuid: 'rb-a', error: 'BET_UNANSWERED' });
    first.update('b', { status: 'failed', error: 'RS_ERROR_NOT_ENOUGH_MONEY' });

    const reloaded = openRoundStore(dir);
    expect(reloaded.list().map((r) => [r.round_id, r.status])).toEqual([
      ['a', 'rolled_back'],
      ['b', 'failed'],
    ]);
    expect(reloaded.get('a')).toMatchObject({ rollback_uuid: 'rb-a', error: 'BET_UNANSWERED' });
    expect(reloaded.list({ user: 'u2' }).map((r) => r.round_id)).toEqual(['b']);
    expect(reloaded.list({ status: 'failed' }).map((r) => r.round_id)).toEqual(['b']);
  });

  it('skips a line cut by a crash and keeps appending on a line of its own', () => {
    const dir = tempDir();
    const store = openRoundStore(dir);
    store.open(round('a'));
    appendFileSync(path.join(dir, ROUNDS_FILE), '{"round_id":"a","status":"sett');

    const reloaded = openRoundStore(dir);
    expect(reloaded.get('a')?.status).toBe('pending');
    reloaded.update('a', { status: 'settled', win_uuid: 'w', win_amount: 0 });
    expect(openRoundStore(dir).get('a')?.status).toBe('settled');
  });

  it("keeps a free spin's reward, and reads records written before it as paid rounds", () => {
    const dir = tempDir();
    const store = openRoundStore(dir);
    expect(store.open(round('paid')).reward_uuid).toBeNull();
    store.open({ ...round('free'), reward_uuid: 'bonus-42' });
    const older = { ...store.get('paid')!, round_id: 'older' } as Record<string, unknown>;
    delete older.reward_uuid;
    appendFileSync(path.join(dir, ROUNDS_FILE), `${JSON.stringify(older)}\n`);

    const reloaded = openRoundStore(dir);
    expect(reloaded.list().map((r) => [r.round_id, r.reward_uuid])).toEqual([
      ['paid', null],
      ['free', 'bonus-42'],
      ['older', null],
    ]);
  });

  it('refuses a duplicate round id and an update of an unknown round', () => {
    const store = openRoundStore(tempDir());
    store.open(round('a'));
    expect(() => store.open(round('a'))).toThrow(/already exists/);
    expect(() => store.update('nope', { status: 'settled' })).toThrow(/unknown round/);
  });
});
