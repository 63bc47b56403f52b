// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaffArgs, DASHBOARD, makeStaff, readApiCalls } from '../lib/testing/admin';
import { renderUnderRoot } from '../lib/testing/render-under-root';
import AdminDashboardPage, { loader } from './admin.dashboard';

// The charts draw in the browser with Recharts; here they only need to be asked for.
vi.mock('../features/admin/components/dashboard-charts', () => ({
  DashboardChart: ({ kind, currency }: { kind: string; currency: string }) => (
    <p data-testid="chart-stub">{`${kind} ${currency}`}</p>
  ),
}));

type Args = Parameters<typeof loader>[0];

function loadAs(role: Parameters<typeof makeStaff>[0], answer?: () => Response) {
  const { args, fetchApi } = createStaffArgs({
    url: '/admin',
    staff: makeStaff(role),
    answer: answer ?? (() => Response.json(DASHBOARD)),
  });
  return { result: loader(args as unknown as Args), fetchApi };
}

describe('the dashboard loader', () => {
  it('reads GET /api/admin/dashboard for a role with dashboard.view', async () => {
    const { result, fetchApi } = loadAs('finance');
    await expect(result).resolves.toEqual({
      dashboard: DASHBOARD,
      queuePath: '/admin/withdrawals',
    });
    expect(readApiCalls(fetchApi)).toEqual([
      { path: '/api/admin/dashboard', method: 'GET', body: undefined },
    ]);
  });

  it('starts support at its first section, the withdrawal queue', async () => {
    const thrown = await loadAs('support').result.catch((error: unknown) => error);
    expect((thrown as Response).headers.get('Location')).toBe('/admin/withdrawals');
  });

  it('starts content staff at their first section, the games, without reading the figures', async () => {
    const { result, fetchApi } = loadAs('content');
    const thrown = await result.catch((error: unknown) => error);
    expect((thrown as Response).headers.get('Location')).toBe('/admin/games');
    expect(readApiCalls(fetchApi)).toEqual([]);
  });

  it('answers the API’s refusal with its status', async () => {
    const refused = () =>
      Response.json(
        { message: 'You are not allowed to do this.', code: 'FORBIDDEN' },
        { status: 403 },
      );
    const thrown = await loadAs('admin', refused).result.catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 403 } });
  });
});

function renderDashboard(url = '/admin', dashboard: typeof DASHBOARD | null = DASHBOARD) {
  return renderUnderRoot(
    [
      {
        path: 'admin',
        loader: () => ({ dashboard, queuePath: '/admin/withdrawals' }),
        Component: AdminDashboardPage as never,
      },
    ],
    { url },
  );
}

/** A period card's figure in one currency column. */
function readFigure(period: string, figure: string, column: number) {
  const card = screen.getByTestId(`dashboard-period-${period}`);
  const row = card.querySelector(`tr[data-figure="${figure}"]`);
  return row?.querySelectorAll('td')[column]?.textContent;
}

describe('the dashboard (issue 17)', () => {
  afterEach(cleanup);

  it('shows what waits: pending withdrawals with their sums and a link to the queue, open chats', async () => {
    renderDashboard();
    const pending = await screen.findByTestId('pending-withdrawals');
    expect(within(pending).getByTestId('pending-withdrawals-count').textContent).toBe('3');
    expect(pending.textContent).toContain('€250.00 · $1,500.00');
    expect(within(pending).getByRole('link', { name: 'Open the queue' }).getAttribute('href')).toBe(
      '/admin/withdrawals',
    );
    expect(screen.getByTestId('open-chats-count').textContent).toBe('4');
  });

  it('lists each period’s money per currency in full, and its active players', async () => {
    renderDashboard();
    await screen.findByTestId('dashboard-period-today');
    const headings = within(screen.getByTestId('dashboard-period-30d'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['Figure', 'EUR', 'USD']);
    // Minor units shown divided by 100, never through floating point.
    expect(readFigure('30d', 'ggr', 0)).toBe('€7,888.95');
    expect(readFigure('30d', 'ngr', 1)).toBe('$24,000.00');
    expect(readFigure('today', 'deposits', 0)).toBe('–');
    expect(readFigure('today', 'deposits', 1)).toBe('$1,234.56');
    expect(readFigure('7d', 'bonus_cost', 1)).toBe('$535.85');
    expect(screen.getByTestId('dashboard-period-30d').textContent).toContain('Active players1,234');
  });

  it('draws the charts of the first currency and gives the same days as a table', async () => {
    renderDashboard();
    expect((await screen.findAllByTestId('chart-stub')).map((chart) => chart.textContent)).toEqual([
      'revenue EUR',
      'flows EUR',
    ]);
    const table = screen.getByTestId('dashboard-daily-table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-11-24']);
  });

  it('switches the series to another currency, oldest day first', async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('link', { name: 'USD' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('chart-stub')[0]?.textContent).toBe('revenue USD'),
    );
    const table = screen.getByTestId('dashboard-daily-table');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-11-24', '2026-11-25']);
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('$2,469.12');
  });

  it('tells a role with no section yet that its sections are coming', async () => {
    renderDashboard('/admin', null);
    expect((await screen.findByTestId('admin-problem')).getAttribute('data-problem')).toBe('empty');
  });
});
