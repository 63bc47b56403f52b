import { multiplierX100At, type CrashBet, type CrashPublicBet } from '@casino/contracts';
import { maskPlayerName } from '../apps/server/src/modules/livefeed/livefeed.service';

/** How often the naive server sends its tick. */
export const TICK_MS = 150;

/**
 * The naive server to compare with (bench/README.md): every TICK_MS from the betting window's
 * start to the crash it sends the multiplier and the round's whole player table; each bet and
 * each cash-out also as its own message when it happens; the settled table once at the end.
 */
export function createTicker(publish: (event: string, data: unknown) => void, now: () => number) {
  const table = new Map<number, CrashPublicBet>();
  let startedAt: number | null = null;
  const timer = setInterval(() => {
    const x100 = startedAt === null ? 100 : multiplierX100At(now() - startedAt);
    publish('tick', { multiplier: x100 / 100, bets: [...table.values()] });
  }, TICK_MS);
  return {
    set(bet: CrashPublicBet, event: 'bet' | 'cashout' | null) {
      table.set(bet.id, bet);
      if (event) publish(event, { bet });
    },
    get: (id: number) => table.get(id),
    started: (ms: number) => (startedAt = ms),
    crashed: () => clearInterval(timer),
    final: (crashX100: number) =>
      publish('crashed', { multiplier: crashX100 / 100, bets: [...table.values()] }),
  };
}

export const publicBet = (bet: CrashBet): CrashPublicBet => ({
  id: bet.id,
  player: maskPlayerName(bet.player),
  currency: bet.currency,
  amount: bet.amount,
  side: bet.side,
  status: bet.status,
  cashout: bet.cashout,
  payout: bet.payout,
});
