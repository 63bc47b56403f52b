// @vitest-environment happy-dom
import type { StaffRole } from '@casino/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COINS } from '../features/admin/coins/coins.fixtures';
import { makeAdminPlayer, makePlayerDetail } from '../features/admin/players/testing/fixtures';
import type { FormResult } from '../lib/forms';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { createRecordingAction, field, renderRoutes } from '../lib/testing/render-route';
import AdminPlayerPage, { loader } from './admin.player';

type LoaderArgs = Parameters<typeof loader>[0];

const BLOCKED = makePlayerDetail({
  player: makeAdminPlayer({
    blocked_at: '2026-11-25T10:00:00.000Z',
    blocked_reason: 'Closed at the player’s request',
  }),
});
const UUID = '3f2c1b7e-8a3d-4c55-9e2f-0b6a1d2e3f40';

function load(role: StaffRole, detail = BLOCKED) {
  const { args, fetchApi } = createStaffArgs({
    url: '/admin/players/7?tab=withdrawals',
    staff: makeStaff(role),
    params: { id: '7' },
    answer: (path) => {
      if (path === '/api/admin/players/7') return Response.json(detail);
      if (path === '/api/admin/coins') return Response.json(COINS);
      return Response.json({ status: 'ok' });
    },
  });
  return { result: loader(args as unknown as LoaderArgs), fetchApi };
}

describe("a blocked player's cash-out (issue 17)", () => {
  afterEach(cleanup);

  it('offers finance the coins that allow withdrawals, with a key per form', async () => {
    const { result } = load('finance');
    const { cashout } = await result;
    expect(cashout?.coins).toEqual([{ id: 1, name: 'Bitcoin', short_code: 'BTC' }]);
    expect(cashout?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers nothing for an open account, or to a role that cannot decide withdrawals', async () => {
    expect((await load('finance', makePlayerDetail()).result).cashout).toBeNull();
    const support = load('support');
    expect((await support.result).cashout).toBeNull();
    expect(readApiCalls(support.fetchApi).map(({ path }) => path)).not.toContain(
      '/api/admin/coins',
    );
  });

  it('shows the form on the page and links to the queued withdrawal', async () => {
    const answer: FormResult & { withdrawal: string } = {
      ok: true,
      intent: 'cashout',
      message: 'The cash-out is in the queue. Another staff member must approve it.',
      withdrawal: UUID,
    };
    const { action: recording, posted } = createRecordingAction(() => answer);
    renderRoutes(
      [
        {
          path: '/admin/players/:id',
          loader: () => ({
            detail: BLOCKED,
            tab: 'withdrawals',
            ledger: null,
            now: '2026-11-25T12:00:00.000Z',
            canManage: false,
            canReview: false,
            cashout: { coins: [{ id: 1, name: 'Bitcoin', short_code: 'BTC' }], key: 'k-1' },
          }),
          action: recording,
          Component: AdminPlayerPage as never,
        },
      ],
      { url: '/admin/players/7?tab=withdrawals' },
    );
    const card = await screen.findByTestId('player-cashout');
    await act(async () => {
      await Promise.all([
        import('../lib/contract-validation'),
        import('@casino/contracts/staff-withdrawals'),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(card.textContent).toContain('Pay out the cash');
    fireEvent.change(field('Amount (USD)'), { target: { value: '25' } });
    fireEvent.change(field('Address'), {
      target: { value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
    });
    fireEvent.change(field('Reason'), { target: { value: 'Account closed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Queue the cash-out' }));
    const done = await screen.findByTestId('cashout-done');
    expect(posted.at(-1)).toMatchObject({
      intent: 'cashout',
      idempotency_key: 'k-1',
      entity_wallet_id: '1',
      amount: '25',
      reason: 'Account closed',
    });
    expect(done.textContent).toContain('Another staff member must approve it.');
    expect(done.querySelector('a')?.getAttribute('href')).toBe(`/admin/withdrawals/${UUID}`);
  });
});
