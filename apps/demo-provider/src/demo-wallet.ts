import { randomBytes } from 'node:crypto';

/**
 * Play money for demo mode (docs/providers.md §launch: no token, no wallet call, the studio
 * runs the play money itself). Each demo session starts with 1,000.00 and lives in memory
 * only: it is worth nothing, so a restart may forget it.
 */

/** 1,000.00 in minor units. */
export const DEMO_START_BALANCE = 100_000;
export const DEMO_CURRENCY = 'FUN';
export const DEMO_SESSION_ID = /^[A-Za-z0-9_-]{22,64}$/;

export class DemoFundsError extends Error {
  constructor(readonly balance: number) {
    super('not enough play money');
    this.name = 'DemoFundsError';
  }
}

export interface DemoWallet {
  /** The session `id` if it is still known, else a new one with the starting balance. */
  open(id?: string): { id: string; balance: number };
  balanceOf(id: string): number | undefined;
  /**
   * Takes `stake`, draws, pays the win, all in one synchronous step: two rounds of the same
   * session can never interleave between the balance check and the payout.
   */
  play<T>(
    id: string,
    stake: number,
    draw: () => { totalWin: number; result: T },
  ): { balance: number; result: T; totalWin: number } | undefined;
}

export function createDemoWallet(
  options: { maxSessions?: number; idleMs?: number; now?: () => number } = {},
): DemoWallet {
  const maxSessions = options.maxSessions ?? 20_000;
  const idleMs = options.idleMs ?? 24 * 60 * 60_000;
  const now = options.now ?? Date.now;
  // Insertion order doubles as least-recently-used order: a touched session moves to the end.
  const sessions = new Map<string, { balance: number; usedAt: number }>();

  function touch(id: string): { balance: number; usedAt: number } | undefined {
    const session = sessions.get(id);
    if (!session) return undefined;
    if (now() - session.usedAt > idleMs) {
      sessions.delete(id);
      return undefined;
    }
    sessions.delete(id);
    session.usedAt = now();
    sessions.set(id, session);
    return session;
  }

  return {
    open(id) {
      const known = id === undefined ? undefined : touch(id);
      if (known && id !== undefined) return { id, balance: known.balance };
      while (sessions.size >= maxSessions) {
        const oldest = sessions.keys().next().value;
        if (oldest === undefined) break;
        sessions.delete(oldest);
      }
      const fresh = randomBytes(18).toString('base64url');
      sessions.set(fresh, { balance: DEMO_START_BALANCE, usedAt: now() });
      return { id: fresh, balance: DEMO_START_BALANCE };
    },

    balanceOf: (id) => touch(id)?.balance,

    play(id, stake, draw) {
      const session = touch(id);
      if (!session) return undefined;
      if (stake > session.balance) throw new DemoFundsError(session.balance);
      const { totalWin, result } = draw();
      session.balance += totalWin - stake;
      return { balance: session.balance, result, totalWin };
    },
  };
}
