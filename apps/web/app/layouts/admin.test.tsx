// @vitest-environment happy-dom
import { STAFF_ROLES, type StaffRole } from '@casino/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStaffArgs, makeStaff } from '../lib/testing/admin';
import { renderUnderRoot } from '../lib/testing/render-under-root';
import { loader as auditLoader } from '../routes/admin.audit';
import AdminLayout, { ErrorBoundary, loader } from './admin';

type Args = Parameters<typeof loader>[0];

/** The console at `url` for a staff member of `role`, over the in-process API. */
function renderConsole(role: StaffRole, url = '/admin') {
  const staff = makeStaff(role);
  const answer = () => Response.json({ status: 'ok', entries: [], total: 0 });
  const argsAt = (path: string) =>
    createStaffArgs({ url: path, staff, answer }).args as unknown as Args;
  return renderUnderRoot(
    [
      {
        id: 'layouts/admin',
        path: 'admin',
        loader: () => loader(argsAt('/admin')),
        Component: AdminLayout as never,
        ErrorBoundary: ErrorBoundary as never,
        children: [
          { index: true, Component: () => <p>The dashboard</p> },
          {
            path: 'audit',
            loader: () => auditLoader(argsAt('/admin/audit') as never),
            Component: () => <p>The audit trail</p>,
          },
        ],
      },
    ],
    { url, user: staff },
  );
}

/** The sections the console's menu lists. */
async function readMenu() {
  const nav = await screen.findByRole('navigation', { name: 'Back office sections' });
  return within(nav)
    .queryAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the back office console (issue 17)', () => {
  afterEach(cleanup);

  it.each<[StaffRole, string[][]]>([
    [
      'admin',
      [
        ['Dashboard', '/admin'],
        ['Withdrawals', '/admin/withdrawals'],
        ['Players', '/admin/players'],
        ['Games', '/admin/games'],
        ['Bonuses', '/admin/bonuses'],
        ['Cashback', '/admin/cashback'],
        ['Content', '/admin/content'],
        ['Coins', '/admin/coins'],
        ['Reports', '/admin/reports'],
        ['Audit trail', '/admin/audit'],
        ['Staff', '/admin/staff'],
        ['System', '/admin/system'],
      ],
    ],
    [
      'finance',
      [
        ['Dashboard', '/admin'],
        ['Withdrawals', '/admin/withdrawals'],
        ['Players', '/admin/players'],
        ['Cashback', '/admin/cashback'],
        ['Coins', '/admin/coins'],
        ['Reports', '/admin/reports'],
      ],
    ],
    [
      'support',
      [
        ['Withdrawals', '/admin/withdrawals'],
        ['Players', '/admin/players'],
      ],
    ],
    [
      'content',
      [
        ['Games', '/admin/games'],
        ['Bonuses', '/admin/bonuses'],
        ['Content', '/admin/content'],
      ],
    ],
  ])('lists only the sections %s may open', async (role, sections) => {
    renderConsole(role);
    expect(await readMenu()).toEqual(sections);
  });

  it.each(STAFF_ROLES)('names the %s staff member, their role, and offers logout', async (role) => {
    renderConsole(role);
    const staff = await screen.findByTestId('admin-staff');
    expect(staff.textContent).toContain(`Grace ${role}`);
    expect(within(staff).getByTestId('admin-role').getAttribute('data-role')).toBe(role);
    const logout = screen.getByTestId('admin-logout');
    expect(logout.closest('form')?.getAttribute('action')).toBe('/logout');
    expect(screen.getByTestId('language-switcher')).toBeTruthy();
  });

  it('leads a support agent back to the support console, others to the casino', async () => {
    renderConsole('support');
    expect(
      (await screen.findByRole('link', { name: 'Support console' })).getAttribute('href'),
    ).toBe('/customersupport');
    cleanup();
    renderConsole('finance');
    expect(
      (await screen.findByRole('link', { name: 'Open the casino' })).getAttribute('href'),
    ).toBe('/');
  });

  it('answers a section the role may not open with 403 inside the console', async () => {
    renderConsole('finance', '/admin/audit');
    const problem = await screen.findByTestId('admin-problem');
    expect(problem.getAttribute('data-problem')).toBe('forbidden');
    expect(within(problem).getByRole('heading').textContent).toBe('No access to this section');
    expect(
      within(problem).getByRole('link', { name: 'Back to the start' }).getAttribute('href'),
    ).toBe('/admin');
    // The menu stays at hand, without the section.
    expect((await readMenu()).map(([name]) => name)).toEqual([
      'Dashboard',
      'Withdrawals',
      'Players',
      'Cashback',
      'Coins',
      'Reports',
    ]);
    expect(screen.queryByText('The audit trail')).toBeNull();
  });

  it('lets the admin into the audit trail', async () => {
    renderConsole('admin', '/admin/audit');
    expect(await screen.findByText('The audit trail')).toBeTruthy();
  });
});
