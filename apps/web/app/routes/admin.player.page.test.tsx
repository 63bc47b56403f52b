// @vitest-environment happy-dom
import type { AdminPlayerDetail } from '@casino/contracts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readLedgerFilters, readPage, readPlayerTab } from '../features/admin/players/player-query';
import {
  makeAdminPlayer,
  makeLedgerEntry,
  makePlayerDetail,
} from '../features/admin/players/testing/fixtures';
import type { FormResult } from '../lib/forms';
import { fieldDescription } from '../lib/testing/field-description';
import { createRecordingAction, field, renderRoutes } from '../lib/testing/render-route';
import AdminPlayerPage from './admin.player';

const ENTRIES = [
  makeLedgerEntry(),
  makeLedgerEntry({ id: 102, type: 'win', amount: 3_000, reference: null }),
];

type Options = {
  detail?: AdminPlayerDetail;
  canManage?: boolean;
  canReview?: boolean;
  total?: number;
  answer?: FormResult;
};

/** The player page at `url`, its loader built as the real one shapes it from the address. */
async function renderPlayer(url: string, options: Options = {}) {
  const { detail = makePlayerDetail(), canManage = true, canReview = true, total = 2 } = options;
  const answer = options.answer ?? { ok: true, message: 'done' };
  const urls: string[] = [];
  const { action, posted } = createRecordingAction(() => answer);
  const view = renderRoutes(
    [
      {
        path: '/admin/players/:id',
        loader: ({ request }: { request: Request }) => {
          urls.push(request.url);
          const params = new URL(request.url).searchParams;
          const tab = readPlayerTab(params.get('tab'));
          const ledger =
            tab === 'ledger'
              ? {
                  filters: readLedgerFilters(params),
                  page: readPage(params.get('page')),
                  entries: ENTRIES,
                  total,
                  failure: null,
                }
              : null;
          return { detail, tab, ledger, now: '2026-11-25T00:00:00.000Z', canManage, canReview };
        },
        action,
        Component: AdminPlayerPage as never,
      },
    ],
    { url },
  );
  await screen.findByTestId('player-access');
  // The forms' contract schemas load after the first render (decision 026).
  await act(async () => {
    await Promise.all([
      import('../lib/contract-validation'),
      import('@casino/contracts/staff-players'),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...view, posted, urls };
}

describe('the player page (issue 17)', () => {
  afterEach(cleanup);

  it('names the player and shows balances and totals in their currency', async () => {
    await renderPlayer('/admin/players/7');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ada Player');
    expect(screen.getByText('ada@example.test · Player #7')).toBeTruthy();
    const balances = screen.getByTestId('player-balances').textContent;
    expect(balances).toContain('Withdrawable$20,000.00');
    expect(balances).toContain('Bonus balance$50.00');
    expect(balances).toContain('Held by pending withdrawals$1,000.00');
    const totals = screen.getByTestId('player-totals').textContent;
    expect(totals).toContain('Deposits3 · $30,000.00');
    expect(totals).toContain('Bets$45,000.00');
    expect(totals).toContain('Bets minus wins$3,999.50');
    expect(screen.getByTestId('access-open').textContent).toBe('The player can sign in and play.');
  });

  it('lists the ledger, signed, and keeps its filters in the address and its links', async () => {
    const { user, urls } = await renderPlayer('/admin/players/7?account=cash&type=bet', {
      total: 120,
    });
    const rows = within(screen.getByTestId('ledger-table')).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Bet');
    expect(rows[1]?.textContent).toContain('-$12.50');
    expect(rows[2]?.textContent).toContain('+$30.00');
    expect(screen.getByTestId('ledger-total').textContent).toBe('120 movements');
    expect(field('Type').value).toBe('bet');
    expect((screen.getByLabelText('Account') as HTMLSelectElement).value).toBe('cash');
    const pages = screen.getByTestId('pagination');
    expect(within(pages).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/admin/players/7?account=cash&type=bet&page=2',
    );
    await user.type(field('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(urls).toHaveLength(2));
    const params = new URL(urls[1]!).searchParams;
    expect(params.get('account')).toBe('cash');
    expect(params.get('type')).toBe('bet');
    expect(params.get('from')).toBe('2026-11-01');
    expect(screen.getByRole('link', { name: 'Clear' }).getAttribute('href')).toBe(
      '/admin/players/7',
    );
  });

  it('has a tab per section, the open one marked', async () => {
    await renderPlayer('/admin/players/7');
    const tabs = screen.getByRole('navigation', { name: 'Player sections' });
    expect(within(tabs).getByRole('link', { name: 'Ledger' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(tabs)
        .getByRole('link', { name: /Documents/ })
        .getAttribute('href'),
    ).toBe('/admin/players/7?tab=documents');
  });

  it('checks a block’s reason as the API does, posts it and shows the API’s refusal', async () => {
    const refusal: FormResult = {
      ok: false,
      intent: 'block',
      message: 'You are not allowed to do this.',
      fieldErrors: {},
      status: 403,
    };
    const { user, posted } = await renderPlayer('/admin/players/7', { answer: refusal });
    const reason = field('Reason for blocking');
    await user.type(reason, 'no');
    await user.click(screen.getByRole('button', { name: 'Block the player' }));
    await waitFor(() => expect(fieldDescription(reason)).toBe('Min 3 characters'));
    expect(posted).toHaveLength(0);
    await user.type(reason, 'pe, chargeback');
    await user.click(screen.getByRole('button', { name: 'Block the player' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ intent: 'block', reason: 'nope, chargeback' });
    const form = screen.getByTestId('block-form');
    expect((await within(form).findByTestId('auth-alert')).textContent).toBe(
      'You are not allowed to do this.',
    );
  });

  it('shows a blocked player’s reason and unblocks them', async () => {
    const detail = makePlayerDetail({
      player: makeAdminPlayer({
        blocked_at: '2026-11-20T10:00:00.000Z',
        blocked_reason: 'Asked to be stopped',
      }),
    });
    const { user, posted } = await renderPlayer('/admin/players/7', {
      detail,
      answer: { ok: true, intent: 'unblock', message: 'The player is unblocked.' },
    });
    expect(screen.getByTestId('player-blocked').textContent).toBe(
      'Blocked since 2026-11-20 - 10:00:00',
    );
    expect(screen.getByTestId('access-blocked').textContent).toContain(
      'Reason: Asked to be stopped',
    );
    expect(screen.queryByTestId('block-form')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Unblock the player' }));
    await waitFor(() => expect(posted).toEqual([{ intent: 'unblock' }]));
    expect((await screen.findByTestId('access-alert')).textContent).toBe(
      'The player is unblocked.',
    );
  });

  it('offers no block to a role without players.manage', async () => {
    await renderPlayer('/admin/players/7', { canManage: false });
    expect(screen.queryByTestId('block-form')).toBeNull();
    expect(screen.getByTestId('player-access').textContent).toContain(
      'Your role can read this account but not block or unblock it.',
    );
  });

  it('lists deposits and withdrawals, each withdrawal linked to its review', async () => {
    await renderPlayer('/admin/players/7?tab=deposits');
    const deposits = within(screen.getByTestId('deposits-table')).getAllByRole('row');
    expect(deposits[1]?.textContent).toContain('$10,000.00');
    expect(deposits[1]?.textContent).toContain('Confirmed');
    expect(deposits[2]?.textContent).toContain('Not credited yet');
    cleanup();
    await renderPlayer('/admin/players/7?tab=withdrawals');
    const table = screen.getByTestId('withdrawals-table');
    expect(within(table).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(
      '/admin/withdrawals/5b0c7d1e-7c1f-4a8e-9d3a-0f6f8c2b1a90',
    );
    expect(table.textContent).toContain('$1,000.00');
  });

  it('lists bonuses and sessions', async () => {
    await renderPlayer('/admin/players/7?tab=bonuses');
    expect(screen.getByTestId('bonuses-table').textContent).toContain('Welcome 100%');
    cleanup();
    await renderPlayer('/admin/players/7?tab=sessions');
    const row = within(screen.getByTestId('sessions-table')).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Firefox on Linux');
    expect(row.textContent).toContain('203.0.113.9');
    expect(row.textContent).toContain('Unknown');
    expect(row.textContent).toContain('Active');
  });
});

describe('the player’s documents', () => {
  afterEach(cleanup);

  it('links the file through the console and approves a pending document', async () => {
    const { user, posted } = await renderPlayer('/admin/players/7?tab=documents', {
      answer: { ok: true, intent: 'approve-document:12', message: 'The document is approved.' },
    });
    const card = screen.getByTestId('document-12');
    expect(within(card).getByRole('heading').textContent).toBe('Passport');
    expect(within(card).getByRole('link', { name: 'View passport.png' }).getAttribute('href')).toBe(
      '/admin/players/7/documents/12/file',
    );
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posted).toEqual([{ intent: 'approve-document:12' }]));
    expect((await within(card).findByTestId('document-alert')).textContent).toBe(
      'The document is approved.',
    );
  });

  it('rejects with a reason, checked before posting, and shows the API’s refusal', async () => {
    const refusal: FormResult = {
      ok: false,
      intent: 'reject-document:12',
      message: 'This page could not be found',
      fieldErrors: {},
      status: 404,
    };
    const { user, posted } = await renderPlayer('/admin/players/7?tab=documents', {
      answer: refusal,
    });
    const card = screen.getByTestId('document-12');
    const reject = within(card).getByRole('button', { name: 'Reject' });
    await user.click(reject);
    const reason = within(card).getByLabelText('Reason for the player');
    await waitFor(() => expect(fieldDescription(reason)).toBe('Required.'));
    expect(posted).toHaveLength(0);
    await user.type(reason, 'The photo is blurred');
    await user.click(reject);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ intent: 'reject-document:12', reason: 'The photo is blurred' });
    const form = within(card).getByTestId('reject-document-form');
    expect((await within(form).findByTestId('auth-alert')).textContent).toBe(
      'This page could not be found',
    );
  });

  it('shows a reviewed document’s reason without forms', async () => {
    await renderPlayer('/admin/players/7?tab=documents');
    const card = screen.getByTestId('document-13');
    expect(card.textContent).toContain('Rejected');
    expect(card.textContent).toContain('Reason: Older than three months');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('gives a role without documents.review neither the files nor the forms', async () => {
    await renderPlayer('/admin/players/7?tab=documents', { canReview: false });
    expect(screen.queryByRole('link', { name: /View / })).toBeNull();
    expect(screen.queryByTestId('approve-document-form')).toBeNull();
    expect(screen.getByTestId('player-documents').textContent).toContain(
      'Your role can see the documents but not review them.',
    );
  });
});

describe('the staff notes', () => {
  afterEach(cleanup);

  it('lists the notes and adds one', async () => {
    const { user, posted } = await renderPlayer('/admin/players/7?tab=notes', {
      answer: { ok: true, intent: 'note', message: 'The note is added.' },
    });
    const notes = screen.getByTestId('player-notes');
    expect(notes.textContent).toContain('Linus support · 2026-11-24 - 11:00:00');
    expect(notes.textContent).toContain('Called about a late deposit.');
    await user.type(field('Note'), 'Wants a deposit limit.');
    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    await waitFor(() =>
      expect(posted).toEqual([{ intent: 'note', body: 'Wants a deposit limit.' }]),
    );
    const form = screen.getByTestId('note-form');
    expect((await within(form).findByTestId('auth-alert')).textContent).toBe('The note is added.');
    // Emptied for the next note.
    await waitFor(() => expect(field('Note').value).toBe(''));
  });

  it('shows the API’s refusal of a note under its field', async () => {
    const refusal: FormResult = {
      ok: false,
      intent: 'note',
      message: 'The given data was invalid.',
      fieldErrors: { body: ['Max 500 characters'] },
      values: { body: 'x' },
      status: 422,
    };
    const { user } = await renderPlayer('/admin/players/7?tab=notes', { answer: refusal });
    const body = field('Note');
    await user.type(body, 'Long enough');
    await user.click(screen.getByRole('button', { name: 'Add the note' }));
    await waitFor(() => expect(fieldDescription(body)).toBe('Max 500 characters'));
    expect(within(screen.getByTestId('note-form')).getByTestId('auth-alert').textContent).toBe(
      'The given data was invalid.',
    );
  });
});
