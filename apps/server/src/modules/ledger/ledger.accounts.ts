import type { AccountKind } from './ledger.schema';

/** Which account: a player's own (cash, bonus) or one of the casino's per currency. */
export type AccountRef =
  | { kind: 'player_cash' | 'player_bonus'; userId: number }
  | { kind: 'game'; game: string }
  | { kind: Exclude<AccountKind, 'player_cash' | 'player_bonus' | 'game'> };

/** An account's unique code: kind, owner and currency ("player_cash:42:USD", "house::USD"). */
export function accountCode(ref: AccountRef, currency: string): string {
  if ('userId' in ref) return `${ref.kind}:${ref.userId}:${currency}`;
  if ('game' in ref) return `game:${ref.game}:${currency}`;
  return `${ref.kind}::${currency}`;
}

/** The reference back from a stored account (its code carries a game account's name). */
export function refOfAccount(row: {
  kind: AccountKind;
  userId: number | null;
  code: string;
}): AccountRef {
  if (row.userId !== null)
    return { kind: row.kind as 'player_cash' | 'player_bonus', userId: row.userId };
  if (row.kind === 'game') return { kind: 'game', game: row.code.split(':')[1] ?? '' };
  return { kind: row.kind as Exclude<AccountKind, 'player_cash' | 'player_bonus' | 'game'> };
}
