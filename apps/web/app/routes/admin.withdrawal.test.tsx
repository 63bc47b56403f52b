// @vitest-environment happy-dom
import type { AdminWithdrawal } from '@casino/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../lib/forms';
import {
  CONTEXT,
  createStaffArgs,
  makeStaff,
  makeWithdrawal,
  readApiCalls,
} from '../lib/testing/admin';
import { fieldDescription } from '../lib/testing/field-description';
import { createRecordingAction, field, renderRoutes } from '../lib/testing/render-route';
import AdminWithdrawalPage, { action } from './admin.withdrawal';

type ActionArgs = Parameters<typeof action>[0];

const UUID = makeWithdrawal().uuid;
const LINUS = { staff: { id: 91, name: 'Linus finance' }, at: '2026-11-24T09:00:00.000Z' };
const ME = 90;

function post(
  form: Record<string, string>,
  answer: (path: string) => Response,
  role: 'admin' | 'support' = 'admin',
) {
  const { args, fetchApi } = createStaffArgs({
    url: `/admin/withdrawals/${UUID}`,
    method: 'POST',
    form,
    params: { uuid: UUID },
    staff: makeStaff(role),
    answer,
  });
  return { result: action(args as unknown as ActionArgs), fetchApi };
}

const answered = (withdrawal: AdminWithdrawal) => () => Response.json({ status: 'ok', withdrawal });

describe('the withdrawal action', () => {
  it('approves with the approvals the staff member saw, and no empty txid', async () => {
    const { result, fetchApi } = post(
      { intent: 'approve', approvals_seen: '1', txid: '  ' },
      answered(makeWithdrawal({ status: 'approved', approvals: [LINUS, LINUS] })),
    );
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'approve',
      message: 'The withdrawal is approved.',
    });
    expect(readApiCalls(fetchApi)).toEqual([
      {
        path: `/api/admin/withdrawals/${UUID}/approve`,
        method: 'POST',
        body: { approvals_seen: 1 },
      },
    ]);
  });

  it('sends the txid and says when the first of four eyes is recorded', async () => {
    const { result, fetchApi } = post(
      { intent: 'approve', approvals_seen: '0', txid: 'f00dbabe1234' },
      answered(makeWithdrawal({ approvals: [LINUS] })),
    );
    await expect(result).resolves.toMatchObject({
      ok: true,
      message:
        'Your approval is recorded. A second staff member must approve before it is paid out.',
    });
    expect(readApiCalls(fetchApi)[0]?.body).toEqual({ txid: 'f00dbabe1234', approvals_seen: 0 });
  });

  it('answers the API’s refusal in its words (another approval landed meanwhile)', async () => {
    const message = 'This withdrawal has changed since you opened it. Reload it and check again.';
    const { result } = post({ intent: 'approve', approvals_seen: '0' }, () =>
      Response.json({ message, code: 'WITHDRAWAL_CHANGED' }, { status: 409 }),
    );
    await expect(result).resolves.toMatchObject({
      init: { status: 409 },
      data: { ok: false, intent: 'approve', message },
    });
  });

  it('refuses an approval that does not say what it saw, without calling the API', async () => {
    const { result, fetchApi } = post({ intent: 'approve' }, answered(makeWithdrawal()));
    await expect(result).resolves.toMatchObject({
      init: { status: 422 },
      data: { ok: false, intent: 'approve' },
    });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });

  it('rejects with the reason and shows the API’s field errors', async () => {
    const { result, fetchApi } = post({ intent: 'reject', reason: ' no ' }, () =>
      Response.json(
        {
          message: 'The given data was invalid.',
          code: 'VALIDATION_FAILED',
          errors: { reason: ['Min 3 characters'] },
        },
        { status: 422 },
      ),
    );
    await expect(result).resolves.toMatchObject({
      data: {
        intent: 'reject',
        fieldErrors: { reason: ['Min 3 characters'] },
        values: { reason: 'no' },
      },
    });
    expect(readApiCalls(fetchApi)).toEqual([
      { path: `/api/admin/withdrawals/${UUID}/reject`, method: 'POST', body: { reason: 'no' } },
    ]);
  });

  it('refuses a role without withdrawals.decide with 403', async () => {
    const { result, fetchApi } = post(
      { intent: 'reject', reason: 'Looks wrong' },
      answered(makeWithdrawal()),
      'support',
    );
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });
});

/** The page for staff member 90 over `withdrawal`, its action answering `answer`. */
async function renderDetail(
  withdrawal: AdminWithdrawal,
  { canDecide = true, answer = { ok: true, message: 'done' } as FormResult } = {},
) {
  const { action: recording, posted } = createRecordingAction(() => answer);
  const view = renderRoutes(
    [
      {
        path: '/admin/withdrawals/:uuid',
        loader: () => ({ withdrawal, context: CONTEXT, staffId: ME, canDecide }),
        action: recording,
        Component: AdminWithdrawalPage as never,
      },
    ],
    { url: `/admin/withdrawals/${withdrawal.uuid}` },
  );
  await screen.findByTestId('withdrawal-summary');
  // The forms' contract schemas load after the first render (decision 026).
  await act(async () => {
    await Promise.all([
      import('../lib/contract-validation'),
      import('@casino/contracts/staff-withdrawals'),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...view, posted };
}

describe('the withdrawal page (issue 17)', () => {
  afterEach(cleanup);

  it('says a second staff member must approve, who approved, and posts approvals_seen', async () => {
    const { user, posted } = await renderDetail(makeWithdrawal({ approvals: [LINUS] }));
    expect(screen.getByTestId('four-eyes').textContent).toBe(
      '1 of 2 approvals — a second staff member must approve',
    );
    expect(screen.getByTestId('approvers').textContent).toBe(
      'Linus finance, 2026-11-24 - 09:00:00',
    );
    await user.type(field('Transaction id (optional)'), 'f00dbabe1234');
    await user.click(screen.getByRole('button', { name: 'Approve as the second staff member' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ intent: 'approve', approvals_seen: '1', txid: 'f00dbabe1234' });
  });

  it('asks two people for a large withdrawal nobody has approved yet', async () => {
    const { user, posted } = await renderDetail(makeWithdrawal());
    expect(screen.getByTestId('four-eyes').textContent).toBe(
      '0 of 2 approvals — two different staff members must approve',
    );
    // The txid comes with the second approval, once the money is sent (the API's rule).
    expect(screen.queryByLabelText('Transaction id (optional)')).toBeNull();
    expect(screen.getByTestId('approve-form').textContent).toContain(
      'Yours is the first of two approvals.',
    );
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ intent: 'approve', approvals_seen: '0' });
  });

  it('does not offer the approval again to the staff member who gave the first one', async () => {
    const mine = { staff: { id: ME, name: 'Grace admin' }, at: '2026-11-24T09:30:00.000Z' };
    await renderDetail(makeWithdrawal({ approvals: [mine] }));
    expect(screen.getByTestId('you-approved')).toBeTruthy();
    expect(screen.queryByTestId('approve-form')).toBeNull();
    expect(screen.getByTestId('reject-form')).toBeTruthy();
  });

  it('names who asked for a cash-out, and never offers them its approval', async () => {
    await renderDetail(makeWithdrawal({ requested_by: { id: ME, name: 'Grace admin' } }));
    expect(screen.getByTestId('requested-by').textContent).toBe(
      'Asked for by Grace admin (staff) for a blocked account: somebody else must approve it.',
    );
    expect(screen.getByTestId('you-requested')).toBeTruthy();
    expect(screen.queryByTestId('approve-form')).toBeNull();
    expect(screen.getByTestId('reject-form')).toBeTruthy();
  });

  it('checks the reason as the API does, then posts it and shows the API’s answer', async () => {
    const refusal: FormResult = {
      ok: false,
      intent: 'reject',
      message: 'This withdrawal is no longer pending.',
      fieldErrors: {},
      status: 409,
    };
    const { user, posted } = await renderDetail(makeWithdrawal({ approvals_required: 1 }), {
      answer: refusal,
    });
    expect(screen.getByTestId('approvals-text').textContent).toBe(
      'One approval pays this withdrawal out.',
    );
    const reason = field('Reason for the player');
    await user.type(reason, 'no');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(fieldDescription(reason)).toBe('Min 3 characters'));
    expect(posted).toHaveLength(0);
    await user.type(reason, 't a valid address');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ intent: 'reject', reason: 'not a valid address' });
    const form = screen.getByTestId('reject-form');
    expect((await within(form).findByTestId('auth-alert')).textContent).toBe(
      'This withdrawal is no longer pending.',
    );
  });

  it('says a decision went through above the forms', async () => {
    const { user } = await renderDetail(makeWithdrawal({ approvals_required: 1 }), {
      answer: { ok: true, intent: 'approve', message: 'The withdrawal is approved.' },
    });
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect((await screen.findByTestId('decision-alert')).textContent).toBe(
      'The withdrawal is approved.',
    );
  });

  it('shows no forms to a role that may only read the queue', async () => {
    await renderDetail(makeWithdrawal(), { canDecide: false });
    expect(screen.queryByTestId('approve-form')).toBeNull();
    expect(screen.queryByTestId('reject-form')).toBeNull();
    expect(screen.getByTestId('withdrawal-decision').textContent).toContain(
      'Your role can read the queue but not decide on withdrawals.',
    );
  });

  it('shows the player behind it, in their currency', async () => {
    await renderDetail(makeWithdrawal());
    const player = screen.getByTestId('player-context');
    expect(player.textContent).toContain('ada@example.test · Player #7');
    expect(player.textContent).toContain('3 · $30,000.00');
    expect(within(player).getByTestId('player-play').textContent).toContain('$45,000.00');
    expect(within(player).getByTestId('player-recent').textContent).toContain('Win+$120.00');
  });
});
