import type { User } from '@casino/contracts';

export type WalletMenuRow = { key: 'balance' | 'bonus'; amount: number };

/**
 * spec §2 wallet menu: the balance and the bonus balance (minor units). The hide-zero-balance
 * switch (off by default) leaves out the rows that hold nothing.
 */
export function getWalletMenuRows(
  user: Pick<User, 'balance' | 'w_bonus_balance'>,
  isZeroHidden: boolean,
): WalletMenuRow[] {
  const rows: WalletMenuRow[] = [
    { key: 'balance', amount: user.balance },
    { key: 'bonus', amount: user.w_bonus_balance },
  ];
  return isZeroHidden ? rows.filter((row) => row.amount !== 0) : rows;
}
