import type { Transaction } from '@casino/contracts';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import zhCN from '../../../../locales/zh-CN';
import es from '../../../../locales/es';
import { TransactionsTable } from '../transactions-table';
import { renderWithRouter } from './render';

function transaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 12,
    uuid: '5b0c7d1e-7f7a-4d61-9d0e-0a1b2c3d4e5f',
    type: 'deposit',
    amount: 12_345,
    currency: 'USD',
    sent_amount: '0.002 BTC',
    symbol: 'BTC',
    reference_number: 'f00dbabe',
    status: 'confirmed',
    created_at: '2026-02-03T04:05:06.789Z',
    wallet_address: null,
    counterparty: null,
    confirmations: 3,
    reason: null,
    game: null,
    round: null,
    ...overrides,
  };
}

type TableOptions = Partial<
  Pick<ComponentProps<typeof TransactionsTable>, 'emptyText' | 'renderAction'>
> &
  Parameters<typeof renderWithRouter>[1];

/** The table (test id `list`) of `transactions`, server-rendered in the language asked. */
function renderTable(
  transactions: Transaction[],
  { emptyText = '', renderAction, ...language }: TableOptions = {},
) {
  return renderWithRouter(
    <TransactionsTable
      transactions={transactions}
      emptyText={emptyText}
      testId="list"
      renderAction={renderAction}
    />,
    language,
  );
}

const rows = (html: string) => html.match(/data-testid="transaction-row"/g)?.length ?? 0;

describe('TransactionsTable (spec §3 Transaction)', () => {
  it('shows every column of a transaction', () => {
    const html = renderTable([transaction()], { emptyText: 'Nothing' });
    expect(rows(html)).toBe(1);
    for (const text of [
      '#12',
      '5b0c7d1e-7f7a-4d61-9d0e-0a1b2c3d4e5f',
      'Deposit',
      '+$123.45',
      '0.002 BTC',
      'f00dbabe',
      'Confirmed',
    ]) {
      expect(html).toContain(text);
    }
    // spec §9: date, dash, time without fractions.
    expect(html.replace(/<[^>]+>/g, '')).toContain('2026-02-03 - 04:05:06');
    expect(html).not.toContain('.789');
    for (const header of ['ID', 'Type', 'Amount', 'Sent amount', 'Reference', 'Status', 'Date']) {
      expect(html).toContain(`>${header}</th>`);
    }
  });

  it('shows money that left negative, a pending deposit without amount as a dash', () => {
    const html = renderTable(
      [
        transaction({
          id: 1,
          uuid: 'a',
          type: 'withdrawal',
          amount: -2_000,
          status: 'pending',
          reference_number: null,
          wallet_address: 'bc1qreceiver',
        }),
        transaction({ id: 2, uuid: 'b', amount: null, status: 'pending', confirmations: 1 }),
        transaction({ id: 3, uuid: 'c', type: 'tip_sent', amount: -500, counterparty: 'Bob' }),
        transaction({ id: 4, uuid: 'd', status: 'rejected', reason: 'Address blocked' }),
      ],
      { emptyText: 'Nothing' },
    );
    expect(rows(html)).toBe(4);
    expect(html).toContain('-$20.00');
    expect(html).toContain('bc1qreceiver');
    expect(html).toContain('—');
    expect(html).toContain('1 confirmations');
    expect(html).toContain('To Bob');
    expect(html).toContain('Reason: Address blocked');
    expect(html).toContain('Pending');
    expect(html).toContain('Rejected');
  });

  it('says so when the list is empty', () => {
    const html = renderTable([], { emptyText: 'No deposits yet.' });
    expect(html).toContain('data-testid="list-empty"');
    expect(html).toContain('No deposits yet.');
    expect(html).not.toContain('<table');
  });

  it('adds an action column when asked (Cancel Withdrawal)', () => {
    const html = renderTable([transaction({ type: 'withdrawal', status: 'pending' })], {
      renderAction: (row) => <button type="button">{`Cancel ${row.uuid}`}</button>,
    });
    expect(html).toContain('Cancel 5b0c7d1e');
    expect(html).toContain('Actions');
  });

  it('names the game and round of a game transaction, in the player’s language', () => {
    const bet = transaction({
      type: 'bet',
      amount: -100,
      game: 'Fruit Fiesta (demo)',
      round: 'r-42',
    });
    const html = renderTable([bet, transaction({ uuid: 'tip' })], { locale: 'es', resources: es });
    expect(html.replace(/<[^>]+>/g, '|')).toContain('Fruit Fiesta (demo) · ronda r-42');
    expect(html.match(/data-testid="transaction-game"/g)).toHaveLength(1);
  });

  it('translates types and statuses', () => {
    const html = renderTable([transaction({ type: 'tip_received', status: 'cancelled' })], {
      locale: 'zh-CN',
      resources: zhCN,
    });
    expect(html).toContain(zhCN.common.wallet.transactions.types.tip_received);
    expect(html).toContain(zhCN.common.wallet.transactions.statuses.cancelled);
  });

  it('says a deposit waits for an exchange rate (live mode), in the player’s language', () => {
    const waiting = transaction({ status: 'awaiting_rate', amount: null, confirmations: 6 });
    const html = renderTable([waiting]);
    expect(html).toContain('data-status="awaiting_rate"');
    expect(html).toContain('Awaiting exchange rate');
    expect(html).toContain(
      'Confirmed on chain; credited as soon as a current exchange rate is available',
    );
    const zh = renderTable([waiting], { locale: 'zh-CN', resources: zhCN });
    expect(zh).toContain(zhCN.common.wallet.transactions.statuses.awaiting_rate);
    expect(zh).toContain(zhCN.common.wallet.transactions.awaitingRate);
  });
});
