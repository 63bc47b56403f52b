// @vitest-environment happy-dom
import type { StaffRole, User } from '@casino/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JOBS, LAST_CHANGE, TERMS } from '../features/admin/cashback/cashback.fixtures';
import type { CashbackPage } from '../features/admin/cashback/cashback-page.server';
import { refusal } from '../features/admin/content/content.fixtures';
import type { FormResult } from '../lib/forms';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { createRecordingAction, field, renderRoutes, retype } from '../lib/testing/render-route';
import { makeUser } from '../lib/testing/users';
import AdminCashbackPage, { action, loader } from './admin.cashback';

/** The machine may be busy: the first render of a page loads its modules. */
const SLOW = { timeout: 5000 };

type Args = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];

const AUDIT_PATH = '/api/admin/audit?action=cashback.terms&page=1&per_page=1';

/** The API as the console reads it: the terms, the audit trail's last change, the jobs. */
function answerApi(path: string): Response {
  if (path === '/api/admin/cashback') return Response.json({ status: 'ok', terms: TERMS });
  if (path === AUDIT_PATH) return Response.json({ status: 'ok', entries: [LAST_CHANGE], total: 1 });
  if (path === '/api/admin/jobs') return Response.json(JOBS);
  return Response.json({ message: 'Not found.', code: 'ROUTE_NOT_FOUND' }, { status: 404 });
}

function load(staff: User, answer: (path: string) => Response = answerApi) {
  const { args, fetchApi } = createStaffArgs({ url: '/admin/cashback', staff, answer });
  return { result: loader(args as unknown as Args), fetchApi };
}

/** The form as the page shows it for TERMS: every term, and what it showed, hidden. */
const SHOWN = {
  shown_base_percent: '10',
  shown_max_percent: '30',
  shown_paid_as: 'bonus',
  shown_wagering_multiple: '1',
  shown_bonus_days: '7',
};
const FORM = {
  ...SHOWN,
  base_percent: '10',
  max_percent: '30',
  paid_as: 'bonus',
  wagering_multiple: '1',
  bonus_days: '7',
};

function save(
  form: Record<string, string>,
  answer: () => Response = () => Response.json({ status: 'ok', terms: TERMS }),
  role: StaffRole = 'finance',
) {
  const { args, fetchApi } = createStaffArgs({
    url: '/admin/cashback',
    method: 'POST',
    form: { intent: 'update', ...form },
    staff: makeStaff(role),
    answer,
  });
  return { result: action(args as unknown as ActionArgs), fetchApi };
}

describe('the cashback loader (cashback.manage)', () => {
  it('reads only the terms for finance, which may not read the audit trail or the jobs', async () => {
    const { result, fetchApi } = load(makeStaff('finance'));
    await expect(result).resolves.toEqual({ terms: TERMS, lastChange: undefined, job: undefined });
    expect(readApiCalls(fetchApi)).toEqual([
      { path: '/api/admin/cashback', method: 'GET', body: undefined },
    ]);
  });

  it('reads the last change and the weekly job’s last run for an admin', async () => {
    const { result, fetchApi } = load(makeStaff('admin'));
    await expect(result).resolves.toEqual({
      terms: TERMS,
      lastChange: LAST_CHANGE,
      job: JOBS.jobs[1],
    });
    expect(readApiCalls(fetchApi).map((call) => call.path)).toEqual([
      '/api/admin/cashback',
      AUDIT_PATH,
      '/api/admin/jobs',
    ]);
  });

  it('shows the terms without the job when the server has no jobs call', async () => {
    const withoutJobs = (path: string) =>
      path === '/api/admin/jobs'
        ? Response.json({ message: 'Not found.', code: 'ROUTE_NOT_FOUND' }, { status: 404 })
        : answerApi(path);
    const page = (await load(makeStaff('admin'), withoutJobs).result) as CashbackPage;
    expect(page).toEqual({ terms: TERMS, lastChange: LAST_CHANGE, job: undefined });
  });

  it.each<StaffRole>(['support', 'content'])('answers 403 to %s without asking', async (role) => {
    const { result, fetchApi } = load(makeStaff(role));
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });

  it('sends a player back to the casino', async () => {
    const thrown = await load(makeUser()).result.catch((error: unknown) => error);
    expect((thrown as Response).headers.get('Location')).toBe('/');
  });

  it('answers the API’s refusal with its status', async () => {
    const refused = () =>
      Response.json({ message: 'You may not do this.', code: 'FORBIDDEN' }, { status: 403 });
    await expect(load(makeStaff('finance'), refused).result).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});

describe('the cashback action', () => {
  it('posts only the terms changed, the numbers as whole numbers', async () => {
    const { result, fetchApi } = save({
      ...FORM,
      base_percent: ' 12 ',
      max_percent: '25.0',
      paid_as: 'cash',
      // "7.00" is the 7 shown: not a change.
      bonus_days: '7.00',
    });
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'update',
      message: 'The cashback terms are saved: the next weekly run pays by them.',
    });
    expect(readApiCalls(fetchApi)).toEqual([
      {
        path: '/api/admin/cashback',
        method: 'POST',
        body: { base_percent: 12, max_percent: 25, paid_as: 'cash' },
      },
    ]);
  });

  it('asks nothing of the API when nothing changed', async () => {
    const { result, fetchApi } = save(FORM);
    await expect(result).resolves.toMatchObject({
      ok: true,
      message: 'Nothing was changed: the terms stay as they are.',
    });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });

  it('answers an empty or fractional number on its field without calling the API', async () => {
    const { result, fetchApi } = save({ ...FORM, base_percent: '', max_percent: '12.5' });
    await expect(result).resolves.toMatchObject({
      data: {
        message: 'The given data was invalid.',
        fieldErrors: { base_percent: ['Required.'], max_percent: ['Must be a whole number.'] },
        values: { base_percent: '', max_percent: '12.5' },
      },
    });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });

  it('answers the API’s refusal on its field, with what was typed', async () => {
    const text = 'The base percent (40 %) may not be above the maximum (35 %).';
    const { result } = save({ ...FORM, base_percent: '40', max_percent: '35' }, () =>
      refusal({ max_percent: [text] }),
    );
    await expect(result).resolves.toMatchObject({
      data: {
        intent: 'update',
        fieldErrors: { max_percent: [text] },
        values: { base_percent: '40', max_percent: '35' },
      },
    });
  });

  it('is refused to support', async () => {
    await expect(save(FORM, undefined, 'support').result).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});

function renderCashback(
  page: CashbackPage,
  answer: FormResult = { ok: true, intent: 'update', message: 'The cashback terms are saved.' },
  locale: 'en' | 'es' = 'en',
) {
  const { action: recording, posted } = createRecordingAction(() => answer);
  const view = renderRoutes(
    [
      {
        path: '/admin/cashback',
        loader: () => page,
        action: recording,
        Component: AdminCashbackPage as never,
      },
    ],
    { url: '/admin/cashback', locale },
  );
  return { ...view, posted };
}

describe('the cashback page (issue 17 "Cashback")', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('shows the terms, who changed them last, when it is paid and the last run', async () => {
    renderCashback({ terms: TERMS, lastChange: LAST_CHANGE, job: JOBS.jobs[1] });
    const terms = await screen.findByTestId('cashback-terms', {}, SLOW);
    for (const text of ['Base percent10 %', 'Maximum percent30 %', 'A bonus the player claims']) {
      expect(terms.textContent).toContain(text);
    }
    expect(terms.textContent).toContain('1×');
    expect(terms.textContent).toContain('7 days');
    expect(within(terms).getByTestId('cashback-last-change').textContent).toContain(
      '2026-11-23 - 14:05:09 by Frank Finance',
    );
    const schedule = screen.getByTestId('cashback-schedule');
    expect(schedule.textContent).toContain('Every Monday at 00:05 UTC, for the week before');
    const job = within(schedule).getByTestId('cashback-job');
    expect(job.textContent).toContain('Completed');
    expect(job.textContent).toContain('2026-11-23 - 00:05:02');
    expect(job.textContent).toContain('2026-11-16');
    expect(job.textContent).toContain('3 of 4 with a net loss');
    expect(within(job).getByTestId('cashback-job-failures').textContent).toBe(
      '1 failed run in the last 7 days: connection terminated (test)',
    );
  });

  it('shows finance neither the audit trail nor the jobs', async () => {
    renderCashback({ terms: TERMS });
    await screen.findByTestId('cashback-terms', {}, SLOW);
    expect(screen.queryByTestId('cashback-last-change')).toBeNull();
    expect(screen.queryByTestId('cashback-job')).toBeNull();
  });

  it('posts what was typed with what the page showed, and says it is saved', async () => {
    const { user, posted } = renderCashback({ terms: TERMS });
    const form = await screen.findByTestId('cashback-form', {}, SLOW);
    await retype(user, field('Base percent'), '12');
    await user.selectOptions(field('Paid as'), 'cash');
    await user.click(within(form).getByRole('button', { name: 'Save the terms' }));
    await waitFor(() => expect(posted).toHaveLength(1), SLOW);
    expect(posted[0]).toEqual({
      intent: 'update',
      ...FORM,
      base_percent: '12',
      paid_as: 'cash',
    });
    expect((await screen.findByTestId('cashback-alert', {}, SLOW)).textContent).toBe(
      'The cashback terms are saved.',
    );
  });

  it('shows the API’s refusal under its field and keeps what was typed', async () => {
    const text = 'The base percent (40 %) may not be above the maximum (35 %).';
    const failure: FormResult = {
      ok: false,
      intent: 'update',
      message: 'The given data was invalid.',
      fieldErrors: { max_percent: [text] },
      values: { ...FORM, base_percent: '40', max_percent: '35' },
      status: 422,
    };
    const { user } = renderCashback({ terms: TERMS }, failure);
    const form = await screen.findByTestId('cashback-form', {}, SLOW);
    await retype(user, field('Base percent'), '40');
    await retype(user, field('Maximum percent'), '35');
    await user.click(within(form).getByRole('button', { name: 'Save the terms' }));
    expect((await screen.findByTestId('cashback-alert', {}, SLOW)).textContent).toBe(
      'The given data was invalid.',
    );
    expect(field('Maximum percent').getAttribute('aria-invalid')).toBe('true');
    expect(form.textContent).toContain(text);
    // The page's data read again after the answer leaves the fields as typed.
    expect([field('Base percent').value, field('Maximum percent').value]).toEqual(['40', '35']);
  });

  it('reads in Spanish', async () => {
    renderCashback({ terms: TERMS, lastChange: null }, undefined, 'es');
    const terms = await screen.findByTestId('cashback-terms', {}, SLOW);
    expect(terms.textContent).toContain('Porcentaje base10 %');
    expect(terms.textContent).toContain('Un bono que el jugador reclama');
    expect(screen.getByTestId('cashback-last-change').textContent).toContain(
      'El registro de auditoría no recoge ningún cambio.',
    );
    expect(screen.getByRole('button', { name: 'Guardar las condiciones' })).toBeTruthy();
  });
});
