// @vitest-environment happy-dom
import type { StaffRole } from '@casino/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { refusal } from '../features/admin/content/content.fixtures';
import { readPendingRoleChange } from '../features/admin/staff/role-change';
import { makeStaffAccount, STAFF } from '../features/admin/staff/staff.fixtures';
import type { FormResult } from '../lib/forms';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { fieldDescription } from '../lib/testing/field-description';
import { createRecordingAction, field, renderRoutes } from '../lib/testing/render-route';
import AdminStaffPage, { action, loader } from './admin.staff';

/** The machine may be busy: the first render of a page loads its modules. */
const SLOW = { timeout: 5000 };

type Args = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];

const LIST = { status: 'ok', staff: STAFF };
const answerAccount = (overrides = {}) =>
  Response.json({
    status: 'ok',
    account: makeStaffAccount({ id: 91, name: 'Fiona Finance', ...overrides }),
  });

function load(url: string, role: StaffRole = 'admin') {
  const { args, fetchApi } = createStaffArgs({
    url,
    staff: makeStaff(role),
    answer: () => Response.json(LIST),
  });
  return { result: loader(args as unknown as Args), fetchApi };
}

function post(form: Record<string, string>, answer: () => Response, role: StaffRole = 'admin') {
  const { args, fetchApi } = createStaffArgs({
    url: '/admin/staff',
    method: 'POST',
    form,
    staff: makeStaff(role),
    answer,
  });
  return { result: action(args as unknown as ActionArgs), fetchApi };
}

const NEW_MEMBER = {
  intent: 'create',
  email: 'nina@casino.test',
  name: 'Nina Newcomer',
  password: 'correct horse battery',
  role: 'support',
};

describe('the staff loader (staff.manage)', () => {
  it('lists the staff with the admin’s own id and the change the address names', async () => {
    const { result, fetchApi } = load('/admin/staff?change=91&role=support');
    await expect(result).resolves.toMatchObject({
      staff: STAFF,
      ownId: 90,
      change: { id: 91, role: 'support', account: STAFF[1] },
      staffRoles: ['admin', 'finance', 'support', 'content'],
      rowRoles: ['admin', 'finance', 'support', 'content', 'player'],
    });
    expect(readApiCalls(fetchApi)).toEqual([
      { path: '/api/admin/staff', method: 'GET', body: undefined },
    ]);
  });

  it.each<StaffRole>(['finance', 'support', 'content'])('answers 403 to %s', async (role) => {
    const { result, fetchApi } = load('/admin/staff', role);
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });
});

describe('the change waiting for confirmation', () => {
  const read = (search: string) => readPendingRoleChange(new URLSearchParams(search), STAFF, 90);

  it('is a real change of another account to a known role', () => {
    expect(read('change=92&role=player')).toEqual({ id: 92, role: 'player', account: STAFF[2] });
    // An account that is not staff: a player's, to promote (the API says whether it exists).
    expect(read('change=7&role=content')).toEqual({ id: 7, role: 'content', account: null });
  });

  it('is nothing for one’s own account, the current role, an unknown role or a bad id', () => {
    for (const search of [
      'change=90&role=finance',
      'change=91&role=finance',
      'change=7&role=player',
      'change=91&role=root',
      'change=abc&role=support',
      'change=-1&role=support',
      'role=support',
      '',
    ]) {
      expect(read(search), search).toBeNull();
    }
  });
});

describe('the staff action', () => {
  it('adds a staff member and says so with the role’s name', async () => {
    const { result, fetchApi } = post(NEW_MEMBER, () =>
      answerAccount({ id: 93, name: 'Nina Newcomer', role: 'support' }),
    );
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'create',
      message: 'Nina Newcomer can now sign in as Support.',
    });
    const { intent: _intent, ...body } = NEW_MEMBER;
    expect(readApiCalls(fetchApi)).toEqual([{ path: '/api/admin/staff', method: 'POST', body }]);
  });

  it('answers the API’s field texts and refills what was typed, never the password', async () => {
    const { result } = post(NEW_MEMBER, () =>
      refusal({ email: ['The email has already been taken.'] }),
    );
    const answer = (await result) as { data: { values: Record<string, string> } };
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: { intent: 'create', fieldErrors: { email: ['The email has already been taken.'] } },
    });
    expect(answer.data.values).toEqual({
      email: 'nina@casino.test',
      name: 'Nina Newcomer',
      role: 'support',
    });
  });

  it('changes a role once confirmed, and says the sessions ended', async () => {
    const { result, fetchApi } = post({ intent: 'role', id: '91', role: 'player' }, () =>
      answerAccount({ role: 'player' }),
    );
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'role',
      message:
        'The role of Fiona Finance is now Player (no staff access). Their sessions have ended.',
    });
    expect(readApiCalls(fetchApi)).toEqual([
      { path: '/api/admin/staff/91', method: 'PATCH', body: { role: 'player' } },
    ]);
  });

  it('answers the last admin’s refusal in the API’s words', async () => {
    const message = 'This is the last admin account: make another account admin first.';
    const { result } = post({ intent: 'role', id: '91', role: 'finance' }, () =>
      Response.json({ message, code: 'STAFF_LAST_ADMIN' }, { status: 409 }),
    );
    await expect(result).resolves.toMatchObject({
      init: { status: 409 },
      data: { ok: false, intent: 'role', message },
    });
  });

  it('is refused to finance staff', async () => {
    const { result, fetchApi } = post(NEW_MEMBER, () => Response.json({}), 'finance');
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });
});

function renderStaff(url = '/admin/staff', answer?: FormResult) {
  const { action: recording, posted } = createRecordingAction(
    () =>
      answer ?? {
        ok: true,
        intent: 'create',
        message: 'Nina Newcomer can now sign in as Support.',
      },
  );
  const view = renderRoutes(
    [
      {
        path: '/admin/staff',
        loader: ({ request }: { request: Request }) => ({
          staff: STAFF,
          ownId: 90,
          change: readPendingRoleChange(new URL(request.url).searchParams, STAFF, 90),
          staffRoles: ['admin', 'finance', 'support', 'content'],
          rowRoles: ['admin', 'finance', 'support', 'content', 'player'],
        }),
        action: recording,
        Component: AdminStaffPage as never,
      },
    ],
    { url },
  );
  return { ...view, posted };
}

describe('the staff page (issue 17 "Staff")', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('lists the staff with role badges; the admin’s own row cannot be changed', async () => {
    renderStaff();
    const table = await screen.findByTestId('staff-table', {}, SLOW);
    const [, own, finance, support] = within(table).getAllByRole('row');
    expect(within(own!).getByTestId('admin-role').textContent).toBe('Admin');
    expect(own!.textContent).toContain('You');
    expect(within(own!).getByTestId('own-role').textContent).toBe(
      'Your own role cannot be changed here: another admin can change it.',
    );
    expect(within(own!).queryByRole('combobox')).toBeNull();
    expect(within(finance!).getByTestId('admin-role').textContent).toBe('Finance');
    expect(within(support!).getByTestId('staff-status').textContent).toBe('Blocked');
    expect(support!.textContent).toContain('None recently');
  });

  it('asks for confirmation before a role change, then posts it', async () => {
    const { user, posted } = renderStaff('/admin/staff', {
      ok: true,
      intent: 'role',
      message: 'The role of Fiona Finance is now Support. Their sessions have ended.',
    });
    await screen.findByTestId('staff-table', {}, SLOW);
    await user.selectOptions(screen.getByLabelText('New role of Fiona Finance'), 'support');
    await user.click(screen.getByRole('button', { name: 'Change the role of Fiona Finance' }));
    const confirm = await screen.findByTestId('role-confirm', {}, SLOW);
    expect(posted).toEqual([]);
    expect(within(confirm).getByTestId('role-question').textContent).toBe(
      'Change the role of Fiona Finance (fiona@casino.test) from Finance to Support?',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Change the role' }));
    await waitFor(() => expect(posted).toHaveLength(1), SLOW);
    expect(posted[0]).toEqual({ intent: 'role', id: '91', role: 'support' });
    expect((await screen.findByTestId('staff-alert', {}, SLOW)).textContent).toBe(
      'The role of Fiona Finance is now Support. Their sessions have ended.',
    );
  });

  it('says a refused change on its confirmation, translated by the API', async () => {
    const message =
      'Esta es la última cuenta de administrador: haz administradora a otra cuenta primero.';
    const { user } = renderStaff('/admin/staff?change=92&role=player', {
      ok: false,
      intent: 'role',
      message,
      fieldErrors: {},
    });
    const confirm = await screen.findByTestId('role-confirm', {}, SLOW);
    expect(within(confirm).getByTestId('role-question').textContent).toBe(
      "Take staff access away from Sam Support (sam@casino.test)? The account stays, as a player's account.",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Change the role' }));
    expect((await within(confirm).findByTestId('role-alert', {}, SLOW)).textContent).toBe(message);
  });

  it('adds a staff member with the contract’s checks in the browser', async () => {
    const { user, posted } = renderStaff();
    const form = await screen.findByTestId('staff-create-form', {}, SLOW);
    // The contract's schema loads after the first render (decision 026).
    await act(async () => {
      await Promise.all([
        import('../lib/contract-validation'),
        import('@casino/contracts/staff-admin'),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await user.type(field('E-mail'), 'nina@');
    await user.type(field('Name'), 'Nina');
    await user.click(within(form).getByRole('button', { name: 'Add the staff member' }));
    await waitFor(() => expect(fieldDescription(field('E-mail'))).toBe('Invalid e-mail.'), SLOW);
    expect(fieldDescription(field('Name'))).toBe('Min 8 characters');
    expect(posted).toEqual([]);
    await user.type(field('E-mail'), 'casino.test');
    await user.type(field('Name'), ' Newcomer');
    await user.type(field('Password'), 'correct horse battery');
    await user.selectOptions(within(form).getByLabelText('Role'), 'support');
    await user.click(within(form).getByRole('button', { name: 'Add the staff member' }));
    await waitFor(() => expect(posted).toHaveLength(1), SLOW);
    expect(posted[0]).toEqual(NEW_MEMBER);
  });

  it('opens the confirmation for a player’s account given a staff role', async () => {
    const { user } = renderStaff();
    const promote = await screen.findByTestId('staff-promote', {}, SLOW);
    await user.type(within(promote).getByLabelText('Account id'), '7');
    await user.selectOptions(within(promote).getByLabelText('Role'), 'content');
    await user.click(within(promote).getByRole('button', { name: 'Continue…' }));
    const confirm = await screen.findByTestId('role-confirm', {}, SLOW);
    expect(within(confirm).getByTestId('role-question').textContent).toBe(
      'Give account #7 the role Content?',
    );
  });
});
