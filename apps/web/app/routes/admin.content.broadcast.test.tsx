// @vitest-environment happy-dom
import type { StaffRole } from '@casino/contracts';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { refusal } from '../features/admin/content/content.fixtures';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { fieldDescription } from '../lib/testing/field-description';
import { createRecordingAction, field, renderRoutes } from '../lib/testing/render-route';
import AdminContentBroadcastPage, { action, loader } from './admin.content.broadcast';

/** The machine may be busy: the first render of a page loads its modules. */
const SLOW = { timeout: 5000 };

type Args = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];

function send(message: string, answer: () => Response, role: StaffRole = 'content') {
  const { args, fetchApi } = createStaffArgs({
    url: '/admin/content/broadcast',
    method: 'POST',
    form: { message },
    staff: makeStaff(role),
    answer,
  });
  return { result: action(args as unknown as ActionArgs), fetchApi };
}

describe('the broadcast (notifications.broadcast)', () => {
  it.each<StaffRole>(['admin', 'content'])('opens to %s', async (role) => {
    const { args } = createStaffArgs({ url: '/admin/content/broadcast', staff: makeStaff(role) });
    await expect(loader(args as unknown as Args)).resolves.toBeNull();
  });

  it.each<StaffRole>(['finance', 'support'])('answers 403 to %s', async (role) => {
    const { args } = createStaffArgs({ url: '/admin/content/broadcast', staff: makeStaff(role) });
    await expect(loader(args as unknown as Args)).rejects.toMatchObject({ init: { status: 403 } });
    await expect(send('Hello all', () => Response.json({}), role).result).rejects.toMatchObject({
      init: { status: 403 },
    });
  });

  it('sends the message and says how many players it reached', async () => {
    const { result, fetchApi } = send('  Servers restart at 02:00 UTC.  ', () =>
      Response.json({ status: 'ok', recipients: 1_204 }),
    );
    await expect(result).resolves.toEqual({ ok: true, message: 'Sent to 1204 players.' });
    expect(readApiCalls(fetchApi)).toEqual([
      {
        path: '/api/admin/notifications/broadcast',
        method: 'POST',
        body: { message: 'Servers restart at 02:00 UTC.' },
      },
    ]);
  });

  it('answers the API’s refusal on the field', async () => {
    const { result } = send('Hi', () => refusal({ message: ['Min 3 characters'] }));
    await expect(result).resolves.toMatchObject({
      data: {
        ok: false,
        fieldErrors: { message: ['Min 3 characters'] },
        values: { message: 'Hi' },
      },
    });
  });
});

describe('the broadcast form (issue 17 "Content")', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('checks the length as the API does, then posts and says who got it', async () => {
    const { action: recording, posted } = createRecordingAction(() => ({
      ok: true,
      message: 'Sent to 3 players.',
    }));
    const { user } = renderRoutes([
      {
        path: '/admin/content/broadcast',
        loader: () => null,
        action: recording,
        Component: AdminContentBroadcastPage as never,
      },
    ]);
    await screen.findByTestId('broadcast-form', {}, SLOW);
    // The contract's schema loads after the first render (decision 026).
    await act(async () => {
      await Promise.all([
        import('../lib/contract-validation'),
        import('@casino/contracts/notifications'),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const message = field('Message');
    await user.type(message, 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send to every player' }));
    await waitFor(() => expect(fieldDescription(message)).toBe('Min 3 characters'), SLOW);
    expect(posted).toHaveLength(0);
    await user.type(message, ' everyone');
    await user.click(screen.getByRole('button', { name: 'Send to every player' }));
    await waitFor(() => expect(posted).toEqual([{ message: 'Hi everyone' }]), SLOW);
    expect((await screen.findByTestId('auth-alert', {}, SLOW)).textContent).toBe(
      'Sent to 3 players.',
    );
  });
});
