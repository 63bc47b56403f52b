// @vitest-environment happy-dom
import type { StaffRole } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { refusal } from '../features/admin/content/content.fixtures';
import type { LedgerChecked } from '../features/admin/system/system-actions.server';
import {
  CRASH_SETTINGS,
  JOBS,
  LEDGER_BROKEN,
  LEDGER_OK,
} from '../features/admin/system/system.fixtures';
import type { FormResult } from '../lib/forms';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { createRecordingAction, field, renderRoutes, retype } from '../lib/testing/render-route';
import AdminSystemPage, { action, loader } from './admin.system';

/** The machine may be busy: the first render of a page loads its modules. */
const SLOW = { timeout: 5000 };

type Args = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];

function load(url: string, role: StaffRole) {
  const { args, fetchApi } = createStaffArgs({
    url,
    staff: makeStaff(role),
    answer: (path) => Response.json(path === '/api/admin/jobs' ? JOBS : CRASH_SETTINGS),
  });
  return { result: loader(args as unknown as Args), fetchApi };
}

function post(form: Record<string, string>, answer: () => Response, role: StaffRole = 'admin') {
  const { args, fetchApi } = createStaffArgs({
    url: '/admin/system',
    method: 'POST',
    form,
    staff: makeStaff(role),
    answer,
  });
  return { result: action(args as unknown as ActionArgs), fetchApi };
}

const CRASH_FORM = {
  intent: 'crash-settings',
  game: 'crashsw',
  house_edge: ' 1.25 ',
  betting_seconds: '6',
  'limits.USD.min_bet': '',
  'limits.USD.max_bet': '',
  'limits.USD.max_payout': '',
  'limits.EUR.min_bet': '0.50',
  'limits.EUR.max_bet': '300',
  'limits.EUR.max_payout': '6000',
};

const saved = () => Response.json({ status: 'ok', settings: CRASH_SETTINGS.games[1] });

describe('the system loader (system.manage)', () => {
  it('reads the crash settings and the jobs for an admin; ?edit= names a game', async () => {
    const { result, fetchApi } = load('/admin/system?edit=crashsw', 'admin');
    await expect(result).resolves.toEqual({
      games: CRASH_SETTINGS.games,
      jobs: JOBS.jobs,
      editGame: 'crashsw',
    });
    expect(readApiCalls(fetchApi)).toEqual([
      { path: '/api/admin/originals/settings', method: 'GET', body: undefined },
      { path: '/api/admin/jobs', method: 'GET', body: undefined },
    ]);
    const unknown = await load('/admin/system?edit=dice', 'admin').result;
    expect(unknown.editGame).toBeNull();
  });

  it.each<StaffRole>(['finance', 'support', 'content'])('answers 403 to %s', async (role) => {
    const { result, fetchApi } = load('/admin/system', role);
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });
});

describe('the system action', () => {
  it('sends a game’s settings as typed, leaving an empty currency out', async () => {
    const { result, fetchApi } = post(CRASH_FORM, saved);
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'crash-settings',
      message: 'The settings of Crash Sweep are saved: they apply from the next round.',
    });
    expect(readApiCalls(fetchApi)).toEqual([
      {
        path: '/api/admin/originals/crashsw/settings',
        method: 'PATCH',
        body: {
          house_edge: '1.25',
          betting_seconds: '6',
          limits: { EUR: { min_bet: '0.50', max_bet: '300', max_payout: '6000' } },
        },
      },
    ]);
  });

  it('answers the API’s refusals on their fields, with what was typed', async () => {
    const errors = {
      house_edge: ['The house edge is a percent from 0 to 49.99, with at most two decimals.'],
      'limits.EUR.min_bet': ['The minimum bet may not be above the maximum bet.'],
    };
    const { result } = post({ ...CRASH_FORM, house_edge: '60' }, () => refusal(errors));
    await expect(result).resolves.toMatchObject({
      data: {
        intent: 'crash-settings',
        fieldErrors: errors,
        values: { house_edge: '60', 'limits.EUR.max_bet': '300' },
      },
    });
  });

  it('queues a run of a job, with the week asked for, or none', async () => {
    const answer = (week: string | null) => () =>
      Response.json({ status: 'ok', job: 'weekly-cashback', run: 'run-1', week });
    const weekly = post(
      { intent: 'run-job', name: 'weekly-cashback', week: '2026-11-18' },
      answer('2026-11-18'),
    );
    await expect(weekly.result).resolves.toEqual({
      ok: true,
      intent: 'run-job',
      message: 'Weekly cashback is queued: a node that takes jobs runs it within seconds.',
    });
    expect(readApiCalls(weekly.fetchApi)).toEqual([
      {
        path: '/api/admin/jobs/weekly-cashback/run',
        method: 'POST',
        body: { week: '2026-11-18' },
      },
    ]);
    const plain = post({ intent: 'run-job', name: 'weekly-cashback', week: '' }, answer(null));
    await plain.result;
    expect(readApiCalls(plain.fetchApi)[0]?.body).toEqual({});
  });

  it('says an unknown job or a bad week in the API’s words', async () => {
    const unknown = post({ intent: 'run-job', name: 'no-such-job' }, () =>
      Response.json(
        { message: 'There is no scheduled job with this name.', code: 'JOB_NOT_FOUND' },
        { status: 404 },
      ),
    );
    await expect(unknown.result).resolves.toMatchObject({
      data: {
        message: 'There is no scheduled job with this name.',
        values: { name: 'no-such-job' },
      },
    });
    const errors = { week: ['Give a day of the week to pay as YYYY-MM-DD.'] };
    const badWeek = post({ intent: 'run-job', name: 'weekly-cashback', week: '2026-02-30' }, () =>
      refusal(errors),
    );
    await expect(badWeek.result).resolves.toMatchObject({
      data: { fieldErrors: errors, values: { name: 'weekly-cashback', week: '2026-02-30' } },
    });
  });

  it('checks the ledger and answers its report', async () => {
    const { result, fetchApi } = post({ intent: 'check-ledger' }, () =>
      Response.json(LEDGER_BROKEN),
    );
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'check-ledger',
      message: 'The check ran.',
      report: LEDGER_BROKEN,
    });
    expect(readApiCalls(fetchApi)).toEqual([
      { path: '/api/admin/ledger/verify', method: 'GET', body: undefined },
    ]);
  });

  it('is refused to finance staff, and answers an unknown intent without a call', async () => {
    await expect(
      post({ intent: 'check-ledger' }, () => Response.json(LEDGER_OK), 'finance').result,
    ).rejects.toMatchObject({ init: { status: 403 } });
    const odd = post({ intent: 'reboot' }, () => Response.json({}));
    await expect(odd.result).resolves.toMatchObject({ data: { ok: false, intent: 'reboot' } });
    expect(readApiCalls(odd.fetchApi)).toEqual([]);
  });
});

function renderSystem(
  url = '/admin/system',
  answer: (posted: Record<string, FormDataEntryValue>) => FormResult | LedgerChecked = () => ({
    ok: true,
    intent: 'crash-settings',
    message: 'The settings of Crash Sweep are saved: they apply from the next round.',
  }),
  locale: Locale = 'en',
) {
  const { action: recording, posted } = createRecordingAction(answer);
  const view = renderRoutes(
    [
      {
        path: '/admin/system',
        loader: ({ request }: { request: Request }) => ({
          games: CRASH_SETTINGS.games,
          jobs: JOBS.jobs,
          editGame: new URL(request.url).searchParams.get('edit'),
        }),
        action: recording,
        Component: AdminSystemPage as never,
      },
    ],
    { url, locale },
  );
  return { ...view, posted };
}

describe('the system page (issue 17 "System")', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('shows each crash game’s edge, window and limits', async () => {
    renderSystem();
    const table = await screen.findByTestId('crash-settings-table', {}, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('1.00%');
    expect(rows[1]?.textContent).toContain('5 s');
    const usd = rows[1]!.querySelector('[data-currency="USD"]');
    expect(usd?.textContent).toBe('USDBets $0.10 to $1,000.00, pays at most $100,000.00 a round');
    expect(rows[2]?.textContent).toContain('Crash Sweep');
    expect(rows[2]?.textContent).toContain('€0.50');
    expect(rows[3]?.textContent).toContain('Side bets pay 1.98× (bull) and 1.98× (bear)');
  });

  it('edits a game: the form shows its settings and posts what was typed', async () => {
    const { user, posted } = renderSystem('/admin/system?edit=crashsw');
    const form = await screen.findByTestId('crash-settings-form', {}, SLOW);
    expect(within(form).getByRole('heading').textContent).toBe('Settings of Crash Sweep');
    expect(field('House edge (%)').value).toBe('1.50');
    expect(field('Betting window (seconds)').value).toBe('8');
    expect(field('Minimum bet (EUR)').value).toBe('0.50');
    expect(field('Minimum bet (USD)').value).toBe('');
    await retype(user, field('House edge (%)'), '2.25');
    await user.click(within(form).getByRole('button', { name: 'Save the settings' }));
    await waitFor(() => expect(posted).toHaveLength(1), SLOW);
    expect(posted[0]).toMatchObject({
      intent: 'crash-settings',
      game: 'crashsw',
      house_edge: '2.25',
      betting_seconds: '8',
      'limits.EUR.max_payout': '5000.00',
      'limits.USD.max_bet': '',
    });
    expect((await screen.findByTestId('crash-settings-alert', {}, SLOW)).textContent).toBe(
      'The settings of Crash Sweep are saved: they apply from the next round.',
    );
  });

  it('shows the API’s refusal under its field, what was typed still there', async () => {
    const { user } = renderSystem('/admin/system?edit=crash', () => ({
      ok: false,
      intent: 'crash-settings',
      message: 'The given data was invalid.',
      fieldErrors: { 'limits.USD.max_bet': ['At most 2 decimals.'] },
      values: { ...CRASH_FORM, game: 'crash', 'limits.USD.max_bet': '1.005' },
    }));
    const form = await screen.findByTestId('crash-settings-form', {}, SLOW);
    await retype(user, field('Maximum bet (USD)'), '1.005');
    await user.click(within(form).getByRole('button', { name: 'Save the settings' }));
    await waitFor(
      () => expect(field('Maximum bet (USD)').getAttribute('aria-invalid')).toBe('true'),
      SLOW,
    );
    expect(field('Maximum bet (USD)').value).toBe('1.005');
    expect(form.textContent).toContain('At most 2 decimals.');
    expect(screen.getByTestId('crash-settings-alert').textContent).toBe(
      'The given data was invalid.',
    );
  });

  it('lists the jobs with their schedule, last run, result and failures', async () => {
    renderSystem();
    const table = await screen.findByTestId('jobs-table', {}, SLOW);
    const [, expiry, weekly, housekeeping] = within(table).getAllByRole('row');
    expect(expiry?.textContent).toContain('Bonus expiry');
    expect(expiry?.textContent).toContain('*/5 * * * *');
    expect(expiry?.textContent).toContain('Completed2026-11-25 - 10:00:02');
    expect(within(expiry!).getByTestId('job-output').textContent).toBe('expired2');
    expect(weekly?.textContent).toContain('Failed');
    expect(within(weekly!).getByTestId('job-error').textContent).toBe(
      'Last error: connection terminated',
    );
    expect(housekeeping?.textContent).toContain('Not scheduled yet');
    expect(housekeeping?.textContent).toContain('Never');
    // Only the weekly cashback takes a week.
    expect(within(weekly!).getByLabelText('Week to pay')).toBeTruthy();
    expect(within(housekeeping!).queryByLabelText('Week to pay')).toBeNull();
  });

  it('runs a job now, with the week typed', async () => {
    const { user, posted } = renderSystem('/admin/system', () => ({
      ok: true,
      intent: 'run-job',
      message: 'Weekly cashback is queued: a node that takes jobs runs it within seconds.',
    }));
    const table = await screen.findByTestId('jobs-table', {}, SLOW);
    const weekly = within(table).getAllByRole('row')[2]!;
    await user.type(within(weekly).getByLabelText('Week to pay'), '2026-11-18');
    await user.click(within(weekly).getByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(posted).toHaveLength(1), SLOW);
    expect(posted[0]).toEqual({ intent: 'run-job', name: 'weekly-cashback', week: '2026-11-18' });
    expect((await screen.findByTestId('jobs-alert', {}, SLOW)).textContent).toBe(
      'Weekly cashback is queued: a node that takes jobs runs it within seconds.',
    );
  });

  it('runs the ledger check on demand and names each problem', async () => {
    const { user, posted } = renderSystem('/admin/system', () => ({
      ok: true,
      intent: 'check-ledger',
      message: 'The check ran.',
      report: LEDGER_BROKEN,
    }));
    const panel = await screen.findByTestId('ledger-check', {}, SLOW);
    expect(within(panel).queryByTestId('ledger-problems')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Run the check' }));
    await waitFor(() => expect(posted).toEqual([{ intent: 'check-ledger' }]), SLOW);
    const problems = await screen.findByTestId('ledger-problems', {}, SLOW);
    expect(problems.textContent).toContain(
      '1 problem found at 2026-11-25 - 10:15:00 (UTC), in 42 accounts:',
    );
    expect(problems.textContent).toContain('player_cash:3:USD: balance 1001');
  });

  it('says a consistent ledger plainly', async () => {
    const { user } = renderSystem('/admin/system', () => ({
      ok: true,
      intent: 'check-ledger',
      message: 'The check ran.',
      report: LEDGER_OK,
    }));
    const panel = await screen.findByTestId('ledger-check', {}, SLOW);
    await user.click(within(panel).getByRole('button', { name: 'Run the check' }));
    expect((await screen.findByTestId('ledger-ok', {}, SLOW)).textContent).toBe(
      'The ledger is consistent: 42 accounts checked at 2026-11-25 - 10:15:00 (UTC).',
    );
  });

  it('speaks the staff member’s language', async () => {
    renderSystem('/admin/system?edit=crashbull', undefined, 'es');
    expect((await screen.findByTestId('crash-settings', {}, SLOW)).textContent).toContain(
      'Juegos crash',
    );
    expect(screen.getByTestId('jobs-table').textContent).toContain('Cashback semanal');
    expect(field('Ventaja de la casa (%)').value).toBe('1.00');
    expect(screen.getByRole('button', { name: 'Ejecutar la comprobación' })).toBeTruthy();
  });
});
