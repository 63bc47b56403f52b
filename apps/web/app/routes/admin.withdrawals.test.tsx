// @vitest-environment happy-dom
import { WITHDRAWAL_STATUSES } from '@casino/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WITHDRAWAL_FILTERS } from '../features/admin/withdrawal-statuses';
import { createStaffArgs, makeStaff, makeWithdrawal, readApiCalls } from '../lib/testing/admin';
import { renderRoutes } from '../lib/testing/render-route';
import AdminWithdrawalsPage, { loader } from './admin.withdrawals';

type Args = Parameters<typeof loader>[0];

const LIST = () => Response.json({ status: 'ok', withdrawals: [makeWithdrawal()], total: 1 });

function load(url: string, role: 'support' | 'content' = 'support') {
  const { args, fetchApi } = createStaffArgs({ url, staff: makeStaff(role), answer: LIST });
  return { result: loader(args as unknown as Args), fetchApi };
}

describe('the withdrawal queue loader', () => {
  it('asks for the pending queue by default (the server answers it oldest first)', async () => {
    const { result, fetchApi } = load('/admin/withdrawals');
    await expect(result).resolves.toMatchObject({ filter: 'pending', page: 1, list: { total: 1 } });
    expect(readApiCalls(fetchApi)[0]?.path).toBe(
      '/api/admin/withdrawals?page=1&per_page=25&status=pending',
    );
  });

  it('asks for every status under "all", and another page', async () => {
    const { fetchApi, result } = load('/admin/withdrawals?status=all&page=3');
    await result;
    expect(readApiCalls(fetchApi)[0]?.path).toBe('/api/admin/withdrawals?page=3&per_page=25');
  });

  it('is refused to a role without withdrawals.view', async () => {
    await expect(load('/admin/withdrawals', 'content').result).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});

describe('the withdrawal queue (issue 17)', () => {
  afterEach(cleanup);

  it('has a tab per status of the contracts, and all', () => {
    expect(WITHDRAWAL_FILTERS.filter((filter) => filter !== 'all')).toEqual([
      ...WITHDRAWAL_STATUSES,
    ]);
  });

  it('lists the queue with the player, the amount, the approvals and a way to review', async () => {
    const withdrawal = makeWithdrawal({
      approvals: [{ staff: { id: 91, name: 'Linus' }, at: '2026-11-24T09:00:00.000Z' }],
    });
    renderRoutes([
      {
        path: '/admin/withdrawals',
        loader: () => ({
          filter: 'pending',
          page: 1,
          list: { withdrawals: [withdrawal], total: 1 },
        }),
        Component: AdminWithdrawalsPage as never,
      },
    ]);
    const row = within(await screen.findByTestId('withdrawals-table')).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Ada Player');
    expect(row.textContent).toContain('$12,500.00');
    expect(row.textContent).toContain('0.18450000 BTC');
    expect(within(row).getByTestId('approvals').textContent).toBe('1 of 2');
    expect(within(row).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(
      `/admin/withdrawals/${withdrawal.uuid}`,
    );
    const tabs = screen.getByRole('navigation', { name: 'Withdrawals by status' });
    expect(within(tabs).getByRole('link', { name: 'Pending' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Rejected' }).getAttribute('href')).toBe(
      '/admin/withdrawals?status=rejected',
    );
  });

  it('says when a status has none', async () => {
    renderRoutes([
      {
        path: '/admin/withdrawals',
        loader: () => ({ filter: 'approved', page: 1, list: { withdrawals: [], total: 0 } }),
        Component: AdminWithdrawalsPage as never,
      },
    ]);
    expect((await screen.findByTestId('withdrawals-empty')).textContent).toBe(
      'No withdrawals here.',
    );
  });
});
