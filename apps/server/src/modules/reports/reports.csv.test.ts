import type { GgrReport, PlayerStatementResponse } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { ggrReportCsv, playerStatementCsv } from './reports.csv';

const figures = {
  bets: 123_456_789,
  wins: 5,
  ggr: 123_456_784,
  bonus_cost: 100,
  ngr: -7,
  rounds: 3,
};

describe('reports as CSV', () => {
  it('writes amounts from integers with two decimals, and quotes or defuses risky text', () => {
    const report: GgrReport = {
      status: 'ok',
      from: '2026-01-01',
      to: '2026-01-02',
      group: 'game',
      rows: [
        { date: '2026-01-01', currency: 'USD', key: 'x:1', name: 'Say "hi", then', ...figures },
        { date: '2026-01-02', currency: 'EUR', key: 'x:2', name: '=HYPERLINK("x")', ...figures },
      ],
      totals: [],
    };
    expect(ggrReportCsv(report).split('\r\n')).toEqual([
      'date,currency,game,name,bets,wins,ggr,bonus_cost,ngr,rounds',
      '2026-01-01,USD,x:1,"Say ""hi"", then",1234567.89,0.05,1234567.84,1.00,-0.07,3',
      `2026-01-02,EUR,x:2,"'=HYPERLINK(""x"")",1234567.89,0.05,1234567.84,1.00,-0.07,3`,
      '',
    ]);
  });

  it('frames each currency of a statement with its opening and closing balances', () => {
    const balance = { cash: 1_000, bonus: 250, total: 1_250 };
    const statement: PlayerStatementResponse = {
      status: 'ok',
      player: { id: 7, name: 'P', email: 'p@example.com' },
      from: '2026-01-01',
      to: '2026-01-01',
      statements: [
        {
          currency: 'EUR',
          opening: { cash: 1_100, bonus: 250, total: 1_350 },
          movements: [
            {
              transfer_id: 9,
              at: '2026-01-01T10:00:00.000Z',
              type: 'bet',
              reference: '-1+1',
              account: 'cash',
              amount: -100,
              cash_balance: 1_000,
              bonus_balance: 250,
              balance: 1_250,
            },
          ],
          movement_count: 1,
          closing: balance,
        },
      ],
      page: 1,
      per_page: 100_000,
      total: 1,
    };
    expect(playerStatementCsv(statement).split('\r\n')).toEqual([
      'at,currency,type,reference,transfer_id,account,amount,cash_balance,bonus_balance,balance',
      '2026-01-01T00:00:00.000Z,EUR,opening,,,,,11.00,2.50,13.50',
      "2026-01-01T10:00:00.000Z,EUR,bet,'-1+1,9,cash,-1.00,10.00,2.50,12.50",
      '2026-01-01T23:59:59.999Z,EUR,closing,,,,,10.00,2.50,12.50',
      '',
    ]);
  });
});
