import { formatMinorUnits, type GgrReport, type PlayerStatementResponse } from '@casino/contracts';

/*
 * The reports as CSV (RFC 4180: CRLF line ends, fields quoted when they hold a comma, a quote or
 * a line break). Amounts are decimal text with two decimals made from the integers
 * (formatMinorUnits), never from floating point.
 */

/**
 * A text cell. One that a spreadsheet would run as a formula (=, +, -, @, tab, CR first: a game
 * name from a provider's feed, a reference) is prefixed with an apostrophe (OWASP "CSV
 * injection").
 */
function text(value: string | null): string {
  const safe = value === null ? '' : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const money = (minor: number) => formatMinorUnits(minor);

function toCsv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((cells) => `${cells.join(',')}\r\n`).join('');
}

/** One row per day and game, provider or currency: the JSON report's rows, as they are. */
export function ggrReportCsv(report: GgrReport): string {
  return toCsv(
    [
      'date',
      'currency',
      report.group,
      'name',
      'bets',
      'wins',
      'ggr',
      'bonus_cost',
      'ngr',
      'rounds',
    ],
    report.rows.map((row) => [
      row.date,
      text(row.currency),
      text(row.key),
      text(row.name),
      money(row.bets),
      money(row.wins),
      money(row.ggr),
      money(row.bonus_cost),
      money(row.ngr),
      String(row.rounds),
    ]),
  );
}

/**
 * The statement as one table per currency, one after the other: an "opening" row, the
 * movements, a "closing" row; the balance columns carry the balances after each row.
 */
export function playerStatementCsv(statement: PlayerStatementResponse): string {
  const rows: string[][] = [];
  for (const part of statement.statements) {
    const balances = (at: string, label: string, balance: typeof part.opening) => [
      at,
      text(part.currency),
      label,
      '',
      '',
      '',
      '',
      money(balance.cash),
      money(balance.bonus),
      money(balance.total),
    ];
    rows.push(balances(`${statement.from}T00:00:00.000Z`, 'opening', part.opening));
    for (const move of part.movements) {
      rows.push([
        move.at,
        text(part.currency),
        text(move.type),
        text(move.reference),
        String(move.transfer_id),
        move.account,
        money(move.amount),
        money(move.cash_balance),
        money(move.bonus_balance),
        money(move.balance),
      ]);
    }
    rows.push(balances(`${statement.to}T23:59:59.999Z`, 'closing', part.closing));
  }
  return toCsv(
    [
      'at',
      'currency',
      'type',
      'reference',
      'transfer_id',
      'account',
      'amount',
      'cash_balance',
      'bonus_balance',
      'balance',
    ],
    rows,
  );
}
