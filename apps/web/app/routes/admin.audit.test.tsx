// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readAuditFilters } from '../features/admin/audit-query';
import { createStaffArgs, makeAuditEntry, makeStaff, readApiCalls } from '../lib/testing/admin';
import { field, renderRoutes } from '../lib/testing/render-route';
import AdminAuditPage, { loader } from './admin.audit';

type Args = Parameters<typeof loader>[0];

function loadAudit(url: string, answer: () => Response, role: 'admin' | 'finance' = 'admin') {
  const { args, fetchApi } = createStaffArgs({ url, staff: makeStaff(role), answer });
  return { result: loader(args as unknown as Args), fetchApi };
}

const PAGE = () => Response.json({ status: 'ok', entries: [makeAuditEntry()], total: 1 });

describe('the audit trail loader', () => {
  it('asks the API with the filters of the address, a page of 50 at a time', async () => {
    const { result, fetchApi } = loadAudit(
      '/admin/audit?action=withdrawal.approve&from=2026-11-01&target_id=&page=2',
      PAGE,
    );
    await expect(result).resolves.toMatchObject({
      filters: { action: 'withdrawal.approve', from: '2026-11-01' },
      page: 2,
      audit: { total: 1 },
      failure: null,
    });
    expect(readApiCalls(fetchApi)[0]?.path).toBe(
      '/api/admin/audit?action=withdrawal.approve&from=2026-11-01&page=2&per_page=50',
    );
  });

  it('turns filters the API refuses into the form’s failure, in its words', async () => {
    const refused = () =>
      Response.json(
        {
          message: 'The given data was invalid.',
          code: 'VALIDATION_FAILED',
          errors: { from: ['Invalid date'] },
        },
        { status: 422 },
      );
    const { result } = loadAudit('/admin/audit?from=yesterday', refused);
    await expect(result).resolves.toMatchObject({
      audit: { entries: [], total: 0 },
      failure: {
        ok: false,
        message: 'The given data was invalid.',
        fieldErrors: { from: ['Invalid date'] },
      },
    });
  });

  it('is the admin’s alone (audit.view)', async () => {
    const { result, fetchApi } = loadAudit('/admin/audit', PAGE, 'finance');
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });
});

const ENTRIES = [
  makeAuditEntry(),
  makeAuditEntry({
    id: 2,
    staff: null,
    staff_role: 'operator',
    source: 'cli',
    action: 'cashback.terms',
    target_type: 'app_meta',
    target_id: null,
    before: null,
    after: { base_percent: 10 },
    ip: null,
  }),
];

/** The audit page over ENTRIES (of `total`); returns the addresses its loader was asked for. */
function renderAudit(url = '/admin/audit', total = ENTRIES.length) {
  const urls: string[] = [];
  const view = renderRoutes(
    [
      {
        path: '/admin/audit',
        loader: ({ request }: { request: Request }) => {
          urls.push(request.url);
          const params = new URL(request.url).searchParams;
          const page = Number(params.get('page') ?? 1);
          return {
            filters: readAuditFilters(params),
            page,
            audit: { entries: ENTRIES, total },
            failure: null,
          };
        },
        Component: AdminAuditPage as never,
      },
    ],
    { url },
  );
  return { ...view, urls };
}

describe('the audit trail (issue 17)', () => {
  afterEach(cleanup);

  it('lists who did what to which record, when, from where', async () => {
    renderAudit();
    const rows = within(await screen.findByTestId('audit-table')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('2026-11-24 - 09:00:00');
    expect(rows[1]?.textContent).toContain('Grace adminadmin@casino.test');
    expect(within(rows[1]!).getByTestId('admin-role').textContent).toBe('Admin');
    expect(rows[1]?.textContent).toContain('withdrawal #5b0c7d1e-7c1f-4a8e-9d3a-0f6f8c2b1a90');
    expect(rows[1]?.textContent).toContain('203.0.113.9');
    expect(within(rows[1]!).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(
      '/admin/withdrawals/5b0c7d1e-7c1f-4a8e-9d3a-0f6f8c2b1a90',
    );
    expect(rows[2]?.textContent).toContain('Operator (command line)');
    expect(screen.getByTestId('audit-total').textContent).toBe('2 entries');
  });

  it('opens a row’s changes: the fields before and after', async () => {
    const { user } = renderAudit();
    const [toggle] = await screen.findAllByRole('button', { name: 'Show changes' });
    await user.click(toggle!);
    expect(toggle!.getAttribute('aria-expanded')).toBe('true');
    const diff = screen.getByTestId('audit-diff');
    const changed = diff.querySelector('tr[data-field="status"]');
    expect(changed?.textContent).toBe('status"pending""approved"');
    expect(diff.textContent).toContain('1 field unchanged');
    await user.click(screen.getByRole('button', { name: 'Hide changes' }));
    expect(screen.queryByTestId('audit-diff')).toBeNull();
  });

  it('applies the typed filters through the address', async () => {
    const { user, urls } = renderAudit('/admin/audit?action=withdrawal.approve');
    expect(((await screen.findByLabelText('Action')) as HTMLInputElement).value).toBe(
      'withdrawal.approve',
    );
    await user.type(field('Target type'), 'withdrawal');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(urls).toHaveLength(2));
    const params = new URL(urls[1]!).searchParams;
    expect(params.get('action')).toBe('withdrawal.approve');
    expect(params.get('target_type')).toBe('withdrawal');
    expect(screen.getByRole('link', { name: 'Clear' }).getAttribute('href')).toBe('/admin/audit');
  });

  it('narrows to a staff member or an action from the table, keeping the other filters', async () => {
    renderAudit('/admin/audit?from=2026-11-01');
    const table = await screen.findByTestId('audit-table');
    expect(within(table).getByRole('link', { name: 'Grace admin' }).getAttribute('href')).toBe(
      '/admin/audit?staff_id=90&from=2026-11-01',
    );
    expect(within(table).getByRole('link', { name: 'cashback.terms' }).getAttribute('href')).toBe(
      '/admin/audit?action=cashback.terms&from=2026-11-01',
    );
  });

  it('pages through the trail with its filters', async () => {
    renderAudit('/admin/audit?action=bonus.create', 120);
    const pages = await screen.findByTestId('pagination');
    expect(within(pages).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/admin/audit?action=bonus.create&page=2',
    );
  });
});
