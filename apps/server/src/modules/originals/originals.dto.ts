import type {
  CrashBet,
  CrashPublicBet,
  CrashRound,
  CrashRoundState,
  OriginalGame,
} from '@casino/contracts';
import { maskPlayerName } from '../livefeed/livefeed.service';
import type { CrashBetRow, CrashRoundRow } from './originals.repository';

/** x 100 integers on the wire as multipliers with two decimals (150 -> 1.5). */
export const toMultiplier = (x100: number): number => x100 / 100;

/** The live round as pages draw it: the hash and the point only once it crashed. */
export function toRoundState(row: CrashRoundRow): CrashRoundState {
  const isCrashed = row.status === 'crashed';
  return {
    id: row.id,
    status: row.status,
    betting_ends_at: row.bettingEndsAt.getTime(),
    started_at: row.startedAt?.getTime() ?? null,
    crashed_at: row.crashedAt?.getTime() ?? null,
    crash_point: isCrashed ? toMultiplier(row.crashX100) : null,
    hash: isCrashed ? row.hash : null,
  };
}

/** A finished round for the history and /fairness. */
export function toRoundDto(
  row: CrashRoundRow & { salt: string | null; terminatingHash: string },
): CrashRound {
  return {
    id: row.id,
    number: row.number,
    hash: row.hash,
    crash_point: toMultiplier(row.crashX100),
    salt: row.salt ?? '',
    house_edge: row.houseEdgeBps / 100,
    terminating_hash: row.terminatingHash,
    started_at: row.startedAt?.toISOString() ?? null,
    crashed_at: (row.crashedAt ?? row.createdAt).toISOString(),
    refunded: row.refunded,
  };
}

export function toPublicBet(row: CrashBetRow): CrashPublicBet {
  return {
    id: row.id,
    player: maskPlayerName(row.playerName),
    currency: row.currency,
    amount: row.amount,
    side: row.side,
    status: row.status,
    cashout:
      row.status === 'won' && row.cashoutX100 !== null ? toMultiplier(row.cashoutX100) : null,
    payout: row.payout,
  };
}

export function toBetDto(row: CrashBetRow): CrashBet {
  return {
    ...toPublicBet(row),
    player: row.playerName,
    round_id: row.roundId,
    game: row.game as OriginalGame,
    auto_cashout: row.autoCashoutX100 === null ? null : toMultiplier(row.autoCashoutX100),
    created_at: row.createdAt.toISOString(),
  };
}
