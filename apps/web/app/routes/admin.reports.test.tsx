// @vitest-environment happy-dom
import type { StaffRole } from '@casino/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readGgrQuery } from '../features/admin/reports/report-query';
import { GGR_BY_GAME } from '../features/admin/reports/reports.fixtures';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { renderRoutes } from '../lib/testing/render-route';
import AdminReportsPage, { loader } from './admin.reports';

/** The machine may be busy: the first render of a page loads its modules. */
const SLOW = { timeout: 5000 };

type Args = Parameters<typeof loader>[0];

function load(url: string, role: StaffRole, answer = () => Response.json(GGR_BY_GAME)) {
  const { args, fetchApi } = createStaffArgs({ url, staff: makeStaff(role), answer });
  return { result: loader(args as unknown as Args), fetchApi };
}

describe('the GGR report’s loader (reports.view)', () => {
  it.each<StaffRole>(['admin', 'finance'])(
    'asks the API with the address’s query for %s',
    async (role) => {
      const { result, fetchApi } = load(
        '/admin/reports?from=2026-11-01&to=2026-11-07&group=game',
        role,
      );
      await expect(result).resolves.toEqual({
        query: { from: '2026-11-01', to: '2026-11-07', group: 'game' },
        report: GGR_BY_GAME,
        failure: null,
      });
      expect(readApiCalls(fetchApi)[0]?.path).toBe(
        '/api/admin/reports/ggr?from=2026-11-01&to=2026-11-07&group=game&format=json',
      );
    },
  );

  it('answers a range the API refuses as the form’s failure, in its words', async () => {
    const refused = () =>
      Response.json(
        {
          message: 'The given data was invalid.',
          code: 'VALIDATION_FAILED',
          errors: { to: ['The end date may not be before the start date.'] },
        },
        { status: 422 },
      );
    const { result } = load('/admin/reports?from=2026-11-07&to=2026-11-01', 'finance', refused);
    await expect(result).resolves.toMatchObject({
      report: null,
      failure: { fieldErrors: { to: ['The end date may not be before the start date.'] } },
    });
  });

  it.each<StaffRole>(['support', 'content'])('answers 403 to %s', async (role) => {
    const { result, fetchApi } = load('/admin/reports', role);
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });
});

function renderReport(url: string) {
  const urls: string[] = [];
  const view = renderRoutes(
    [
      {
        path: '/admin/reports',
        loader: ({ request }: { request: Request }) => {
          urls.push(request.url);
          const query = readGgrQuery(new URL(request.url).searchParams, '2026-11-07');
          return { query, report: GGR_BY_GAME, failure: null };
        },
        Component: AdminReportsPage as never,
      },
    ],
    { url },
  );
  return { ...view, urls };
}

describe('the GGR report (issue 17 "Reports")', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('lists the days per game with the totals, losses in red, amounts from minor units', async () => {
    renderReport('/admin/reports?from=2026-11-01&to=2026-11-07&group=game');
    const table = await screen.findByTestId('ggr-table', {}, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('Day (UTC)GameCurrencyBetsWinsGGRBonus costNGRRounds');
    expect(rows[1]?.textContent).toBe(
      '2026-11-01Crashoriginals:crashUSD$1,500.00$1,200.00$300.00$0.00$300.0040',
    );
    const loss = rows[2]!.querySelector('[data-figure="ggr"]')!;
    expect(loss.textContent).toBe('-$300.50');
    expect(loss.className).toContain('text-rose-300');
    const totals = within(screen.getByTestId('ggr-totals')).getByRole('row');
    expect(totals.textContent).toBe('TotalUSD$2,000.00$2,000.50-$0.50$10.00-$10.5080');
  });

  it('links the CSV of the same query, served by the resource route', async () => {
    renderReport('/admin/reports?from=2026-11-01&to=2026-11-07&group=game');
    const link = await screen.findByTestId('csv-link', {}, SLOW);
    expect(link.getAttribute('href')).toBe(
      '/admin/reports/ggr.csv?from=2026-11-01&to=2026-11-07&group=game',
    );
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('puts the chosen grouping and dates in the address', async () => {
    const { user, urls } = renderReport('/admin/reports?from=2026-11-01&to=2026-11-07');
    const group = await screen.findByLabelText('Per', {}, SLOW);
    expect((group as HTMLSelectElement).value).toBe('currency');
    await user.selectOptions(group, 'provider');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(urls).toHaveLength(2), SLOW);
    expect(Object.fromEntries(new URL(urls[1]!).searchParams)).toEqual({
      group: 'provider',
      from: '2026-11-01',
      to: '2026-11-07',
    });
  });
});
