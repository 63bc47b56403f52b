// @vitest-environment happy-dom
import {
  STATEMENT_CSV_MAX_MOVEMENTS,
  type PlayerStatementResponse,
  type StaffRole,
} from '@casino/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STATEMENT } from '../features/admin/reports/reports.fixtures';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { renderRoutes } from '../lib/testing/render-route';
import AdminReportsStatementPage, { loader } from './admin.reports.statement';

/** The machine may be busy: the first render of a page loads its modules. */
const SLOW = { timeout: 5000 };

type Args = Parameters<typeof loader>[0];

function load(url: string, role: StaffRole = 'finance', answer = () => Response.json(STATEMENT)) {
  const { args, fetchApi } = createStaffArgs({ url, staff: makeStaff(role), answer });
  return { result: loader(args as unknown as Args), fetchApi };
}

describe('the statement’s loader (reports.view)', () => {
  it('asks nothing until a player is named', async () => {
    const { result, fetchApi } = load('/admin/reports/statement');
    await expect(result).resolves.toMatchObject({ statement: null, failure: null });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });

  it('asks for the player and range of the address', async () => {
    const { result, fetchApi } = load(
      '/admin/reports/statement?player=7&from=2026-11-01&to=2026-11-30',
      'admin',
    );
    await expect(result).resolves.toMatchObject({ statement: STATEMENT, failure: null });
    expect(readApiCalls(fetchApi)[0]?.path).toBe(
      '/api/admin/reports/players/7/statement?from=2026-11-01&to=2026-11-30&format=json&page=1',
    );
  });

  it('asks for the page of the address', async () => {
    const { fetchApi, result } = load(
      '/admin/reports/statement?player=7&from=2026-11-01&to=2026-11-30&page=4',
    );
    await result;
    expect(readApiCalls(fetchApi)[0]?.path).toBe(
      '/api/admin/reports/players/7/statement?from=2026-11-01&to=2026-11-30&format=json&page=4',
    );
  });

  it('says an unknown player in the API’s words, and a player that is no id at all', async () => {
    const unknown = () =>
      Response.json(
        { message: 'This player does not exist.', code: 'PLAYER_NOT_FOUND' },
        { status: 404 },
      );
    await expect(
      load('/admin/reports/statement?player=404', 'finance', unknown).result,
    ).resolves.toMatchObject({ failure: { message: 'This player does not exist.', status: 404 } });
    const odd = load('/admin/reports/statement?player=ada');
    await expect(odd.result).resolves.toMatchObject({
      failure: { fieldErrors: { player: ['Must be a whole number.'] } },
    });
    expect(readApiCalls(odd.fetchApi)).toEqual([]);
  });

  it.each<StaffRole>(['support', 'content'])('answers 403 to %s', async (role) => {
    await expect(load('/admin/reports/statement?player=7', role).result).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});

const QUERY = { player: '7', from: '2026-11-01', to: '2026-11-30', page: 1 };

function renderStatement(statement: PlayerStatementResponse, query = QUERY) {
  renderRoutes(
    [
      {
        path: '/admin/reports/statement',
        loader: () => ({ query, statement, failure: null }),
        Component: AdminReportsStatementPage as never,
      },
    ],
    { url: '/admin/reports/statement?player=7&from=2026-11-01&to=2026-11-30' },
  );
}

describe('the statement (issue 17 "Reports")', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('frames the movements with the opening and closing balances, and links the CSV', async () => {
    renderStatement(STATEMENT);
    const usd = await screen.findByTestId('statement-USD', {}, SLOW);
    const rows = within(usd).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Posted (UTC)MovementReferenceAccountAmountCash afterBonus afterTotal after',
      'Opening balance$10.00$5.00$15.00',
      '2026-11-03 - 12:00:00Depositdep-31Cash+$100.00$110.00$5.00$115.00',
      '2026-11-04 - 12:00:00Betround-9Cash-$25.50$84.50$5.00$89.50',
      'Closing balance$84.50$5.00$89.50',
    ]);
    expect(screen.getByTestId('statement-player').textContent).toContain('Ada Player');
    expect(screen.getByTestId('csv-link').getAttribute('href')).toBe(
      '/admin/reports/statement.csv?player=7&from=2026-11-01&to=2026-11-30',
    );
  });
  it('shows which movements a page holds, and links the pages around it', async () => {
    const [usd] = STATEMENT.statements;
    const eur = {
      currency: 'EUR',
      opening: { cash: 0, bonus: 0, total: 0 },
      movements: [],
      movement_count: 3,
      closing: { cash: 300, bonus: 0, total: 300 },
    };
    renderStatement(
      { ...STATEMENT, statements: [eur, usd!], page: 2, per_page: 100, total: 250 },
      { ...QUERY, page: 2 },
    );
    expect((await screen.findByTestId('statement-showing', {}, SLOW)).textContent).toBe(
      'Movements 101 to 200 of 250. Opening and closing are those of the whole range; the balances after each movement count from the opening.',
    );
    // EUR's three movements were on the first page.
    expect(screen.getByTestId('statement-EUR').textContent).toContain(
      'Its movements in these days are on other pages.',
    );
    const pages = within(screen.getByTestId('pagination')).getAllByRole('link');
    expect(pages.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/reports/statement?player=7&from=2026-11-01&to=2026-11-30',
      '/admin/reports/statement?player=7&from=2026-11-01&to=2026-11-30&page=3',
    ]);
  });

  it('says a range is too long for one CSV instead of linking a refused download', async () => {
    renderStatement({ ...STATEMENT, total: STATEMENT_CSV_MAX_MOVEMENTS + 1 });
    expect((await screen.findByTestId('csv-too-long', {}, SLOW)).textContent).toBe(
      'Too many movements for one CSV (100001; at most 100000): choose a shorter range.',
    );
    expect(screen.queryByTestId('csv-link')).toBeNull();
  });
});
