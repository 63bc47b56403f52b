import type { LedgerRepository, LedgerTransferRow } from './ledger.repository';
import type { AccountKind } from './ledger.schema';

export interface PlayerBalances {
  /** Posted cash. */
  cash: number;
  /** Cash held by pending withdrawals. */
  held: number;
  bonus: number;
  /** spec §3 User.balance: cash (less holds) plus bonus. */
  balance: number;
  /** spec §3 User.w_balance: withdrawable cash, holds taken off. */
  w_balance: number;
  /** spec §3 User.w_bonus_balance. */
  w_bonus_balance: number;
}

/** spec §3's balance fields from posted cash, its holds and the bonus left. */
function toBalances(cash: number, held: number, bonus: number): PlayerBalances {
  return {
    cash,
    held,
    bonus,
    balance: cash - held + bonus,
    w_balance: cash - held,
    w_bonus_balance: bonus,
  };
}

/** The ledger's reads of a player's money: balances, deposits, their transfers. */
export function createLedgerReads(ledgerRepository: LedgerRepository) {
  /** A player's transfers on some of their accounts, newest first. */
  async function listPlayerTransfers(
    userId: number,
    currency: string,
    options: { kinds: AccountKind[]; types?: string[]; limit: number; offset: number },
  ): Promise<{
    rows: (LedgerTransferRow & { direction: 1 | -1 })[];
    total: number;
  }> {
    const accounts = (await ledgerRepository.findAccountsByUserId(userId, currency)).filter((row) =>
      options.kinds.includes(row.kind),
    );
    const ids = accounts.map((row) => row.id);
    const { rows, total } = await ledgerRepository.findTransfersByAccounts(ids, options);
    return {
      rows: rows.map((row) => ({
        ...row,
        direction: ids.includes(row.creditAccountId) ? 1 : -1,
      })),
      total,
    };
  }

  return {
    listPlayerTransfers,
    /** spec §3 User.balance in the player's own currency, one read; null for no such player. */
    balanceInProfileCurrency: (userId: number): Promise<number | null> =>
      ledgerRepository.findBalanceInProfileCurrency(userId),

    /** A player's balances in one currency (spec §3 User fields), minor units. */
    async getPlayerBalances(userId: number, currency: string): Promise<PlayerBalances> {
      const rows = await ledgerRepository.findAccountsByUserId(userId, currency);
      const cashRow = rows.find((row) => row.kind === 'player_cash');
      const bonusRow = rows.find((row) => row.kind === 'player_bonus');
      const cash = Number(cashRow?.balance ?? 0);
      const held = Number(cashRow?.pendingDebits ?? 0);
      const bonus = Number(bonusRow?.balance ?? 0) - Number(bonusRow?.pendingDebits ?? 0);
      return toBalances(cash, held, bonus);
    },

    /** The player's balances and deposit count (spec §3 User), in one read. */
    async getPlayerFunds(
      userId: number,
      currency: string,
    ): Promise<PlayerBalances & { total_deposits: number }> {
      const { cash, held, bonus, deposits } = await ledgerRepository.findPlayerFunds(
        userId,
        currency,
      );
      return { ...toBalances(cash, held, bonus), total_deposits: deposits };
    },

    /** True when the player holds money or has a hold in this currency. */
    async hasFunds(userId: number, currency: string): Promise<boolean> {
      const rows = await ledgerRepository.findAccountsByUserId(userId, currency);
      return rows.some((row) => Number(row.balance) !== 0 || Number(row.pendingDebits) !== 0);
    },
  };
}
