import type { StaffRole } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { makeAdminPlayer, makePlayerDetail } from '../features/admin/players/testing/fixtures';
import { createStaffArgs, makeStaff, makeWithdrawal, readApiCalls } from '../lib/testing/admin';
import { action, loader } from './admin.player';

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];

const DETAIL = makePlayerDetail();
const LEDGER = { status: 'ok', entries: [], total: 0 };

/** The in-process API: the player, their ledger, and what `other` answers to the rest. */
const answering =
  (other: (path: string) => Response = () => Response.json({ status: 'ok' })) =>
  (path: string) => {
    if (path === '/api/admin/players/7') return Response.json(DETAIL);
    if (path.startsWith('/api/admin/players/7/ledger')) return Response.json(LEDGER);
    return other(path);
  };

function load(url: string, role: StaffRole = 'support', answer = answering()) {
  const id = /^\/admin\/players\/([^/?]+)/.exec(url)?.[1] ?? '';
  const { args, fetchApi } = createStaffArgs({
    url,
    staff: makeStaff(role),
    params: { id },
    answer,
  });
  return { result: loader(args as unknown as LoaderArgs), fetchApi };
}

describe('the player page loader', () => {
  it.each<[StaffRole, boolean, boolean]>([
    ['support', true, true],
    ['finance', false, true],
    ['admin', true, true],
  ])('lets %s read the player (manage %s, review documents %s)', async (role, manage, review) => {
    const { result } = load('/admin/players/7', role);
    await expect(result).resolves.toMatchObject({
      detail: { player: { id: 7 } },
      tab: 'ledger',
      canManage: manage,
      canReview: review,
    });
  });

  it('is refused to content (no players.view), without asking the API', async () => {
    const { result, fetchApi } = load('/admin/players/7', 'content');
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });

  it('asks for the ledger with the filters and page of the address', async () => {
    const { result, fetchApi } = load(
      '/admin/players/7?account=bonus&type=bet&from=2026-11-01&to=&page=2',
    );
    await expect(result).resolves.toMatchObject({
      ledger: { filters: { account: 'bonus', type: 'bet', from: '2026-11-01' }, page: 2 },
    });
    expect(readApiCalls(fetchApi).map(({ path }) => path)).toEqual([
      '/api/admin/players/7',
      '/api/admin/players/7/ledger?account=bonus&type=bet&from=2026-11-01&page=2&per_page=50',
    ]);
  });

  it('leaves the ledger alone on another tab', async () => {
    const { result, fetchApi } = load('/admin/players/7?tab=notes&account=cash');
    await expect(result).resolves.toMatchObject({ tab: 'notes', ledger: null });
    expect(readApiCalls(fetchApi).map(({ path }) => path)).toEqual(['/api/admin/players/7']);
  });

  it('turns ledger filters the API refuses into the form’s failure, in its words', async () => {
    const { result } = load('/admin/players/7?type=Bet!', 'support', (path) =>
      path.includes('/ledger')
        ? Response.json(
            {
              message: 'The given data was invalid.',
              code: 'VALIDATION_FAILED',
              errors: { type: ['Invalid format'] },
            },
            { status: 422 },
          )
        : Response.json(DETAIL),
    );
    await expect(result).resolves.toMatchObject({
      ledger: {
        entries: [],
        total: 0,
        failure: {
          message: 'The given data was invalid.',
          fieldErrors: { type: ['Invalid format'] },
        },
      },
    });
  });

  it('answers 404 for a player the API does not know, in its words', async () => {
    const { result } = load('/admin/players/99', 'support', () =>
      Response.json(
        { message: 'This player does not exist.', code: 'PLAYER_NOT_FOUND' },
        { status: 404 },
      ),
    );
    await expect(result).rejects.toMatchObject({
      init: { status: 404 },
      data: { message: 'This player does not exist.' },
    });
  });

  it('answers 404 for an id that is no id, without asking the API', async () => {
    const { result, fetchApi } = load('/admin/players/abc');
    await expect(result).rejects.toMatchObject({ init: { status: 404 } });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });
});

function post(
  form: Record<string, string>,
  answer: (path: string) => Response = () => Response.json({ status: 'ok' }),
  role: StaffRole = 'support',
) {
  const { args, fetchApi } = createStaffArgs({
    url: '/admin/players/7',
    method: 'POST',
    form,
    params: { id: '7' },
    staff: makeStaff(role),
    answer,
  });
  return { result: action(args as unknown as ActionArgs), fetchApi };
}

const PLAYER_ANSWER = (overrides = {}) =>
  Response.json({ status: 'ok', player: makeAdminPlayer(overrides) });

const REFUSAL = (message: string, errors?: Record<string, string[]>) => () =>
  Response.json({ message, code: 'VALIDATION_FAILED', errors }, { status: 422 });

/** A blocked player's cash-out as the form posts it (issue 17). */
const CASHOUT = {
  intent: 'cashout',
  idempotency_key: 'cashout-form-key-1',
  entity_wallet_id: '1',
  wallet_address: ' bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq ',
  amount: '150.50',
  reason: 'Paying out a closed account',
};

describe('the player page action', () => {
  it('blocks with the trimmed reason', async () => {
    const { result, fetchApi } = post({ intent: 'block', reason: '  Chargeback fraud ' }, () =>
      PLAYER_ANSWER({ blocked_at: '2026-11-25T10:00:00.000Z', blocked_reason: 'Chargeback fraud' }),
    );
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'block',
      message: 'The player is blocked and every session of theirs has ended.',
    });
    expect(readApiCalls(fetchApi)).toEqual([
      {
        path: '/api/admin/players/7/block',
        method: 'POST',
        body: { reason: 'Chargeback fraud' },
      },
    ]);
  });

  it('answers the API’s refusal of a block under its field, keeping the reason', async () => {
    const { result } = post(
      { intent: 'block', reason: 'no' },
      REFUSAL('The given data was invalid.', { reason: ['Min 3 characters'] }),
    );
    await expect(result).resolves.toMatchObject({
      init: { status: 422 },
      data: {
        ok: false,
        intent: 'block',
        message: 'The given data was invalid.',
        fieldErrors: { reason: ['Min 3 characters'] },
        values: { reason: 'no' },
      },
    });
  });

  it('unblocks with an empty body', async () => {
    const { result, fetchApi } = post({ intent: 'unblock' }, () => PLAYER_ANSWER());
    await expect(result).resolves.toMatchObject({
      ok: true,
      intent: 'unblock',
      message: 'The player is unblocked and may sign in again.',
    });
    expect(readApiCalls(fetchApi)).toEqual([
      { path: '/api/admin/players/7/unblock', method: 'POST', body: {} },
    ]);
  });

  it('refuses block and unblock to finance (no players.manage), without asking the API', async () => {
    for (const intent of ['block', 'unblock']) {
      const { result, fetchApi } = post({ intent, reason: 'Fraud ring' }, PLAYER_ANSWER, 'finance');
      await expect(result).rejects.toMatchObject({ init: { status: 403 } });
      expect(readApiCalls(fetchApi)).toEqual([]);
    }
  });

  it('adds a note (players.view is enough: finance may) and says so', async () => {
    const { result, fetchApi } = post(
      { intent: 'note', body: ' Asked for a limit. ' },
      () => Response.json(DETAIL),
      'finance',
    );
    await expect(result).resolves.toMatchObject({
      ok: true,
      intent: 'note',
      message: 'The note is added.',
    });
    expect(readApiCalls(fetchApi)).toEqual([
      { path: '/api/admin/players/7/notes', method: 'POST', body: { body: 'Asked for a limit.' } },
    ]);
  });

  it('shows the API’s refusal of a note in its words', async () => {
    const { result } = post(
      { intent: 'note', body: 'ok' },
      REFUSAL('The given data was invalid.', { body: ['Min 3 characters'] }),
    );
    await expect(result).resolves.toMatchObject({
      data: { intent: 'note', fieldErrors: { body: ['Min 3 characters'] }, values: { body: 'ok' } },
    });
  });

  const DOCUMENT = () =>
    Response.json({
      document: { ...DETAIL.documents[0], status: 'approved' },
    });

  it('approves a document', async () => {
    const { result, fetchApi } = post({ intent: 'approve-document:12' }, DOCUMENT);
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'approve-document:12',
      message: 'The document is approved.',
    });
    expect(readApiCalls(fetchApi)).toEqual([
      { path: '/api/admin/verification/12', method: 'PATCH', body: { status: 'approved' } },
    ]);
  });

  it('rejects a document with the reason the player reads', async () => {
    const { result, fetchApi } = post(
      { intent: 'reject-document:12', reason: ' The photo is blurred ' },
      DOCUMENT,
      'finance',
    );
    await expect(result).resolves.toMatchObject({
      ok: true,
      message: 'The document is rejected; the player can upload another.',
    });
    expect(readApiCalls(fetchApi)[0]).toEqual({
      path: '/api/admin/verification/12',
      method: 'PATCH',
      body: { status: 'rejected', reason: 'The photo is blurred' },
    });
  });

  it('refuses a rejection without a reason, without asking the API', async () => {
    const { result, fetchApi } = post({ intent: 'reject-document:12', reason: '  ' }, DOCUMENT);
    await expect(result).resolves.toMatchObject({
      init: { status: 422 },
      data: { intent: 'reject-document:12', fieldErrors: { reason: ['Required.'] } },
    });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });

  it('answers the API’s refusal of a review (a document that does not exist)', async () => {
    const { result } = post({ intent: 'approve-document:99' }, () =>
      Response.json(
        { message: 'This page could not be found', code: 'NOT_FOUND' },
        { status: 404 },
      ),
    );
    await expect(result).resolves.toMatchObject({
      init: { status: 404 },
      data: { ok: false, intent: 'approve-document:99', message: 'This page could not be found' },
    });
  });

  it('refuses document reviews to content, and an unknown intent', async () => {
    const { result } = post({ intent: 'approve-document:12' }, DOCUMENT, 'content');
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    const unknown = post({ intent: 'delete' });
    await expect(unknown.result).resolves.toMatchObject({ init: { status: 422 } });
    expect(readApiCalls(unknown.fetchApi)).toEqual([]);
  });
});

describe("the player page action: a blocked player's cash-out", () => {
  const UUID = '3f2c1b7e-8a3d-4c55-9e2f-0b6a1d2e3f40';

  it('queues it with the form’s key and says where to find it', async () => {
    const { result, fetchApi } = post(
      CASHOUT,
      () => Response.json({ status: 'ok', withdrawal: makeWithdrawal({ uuid: UUID }) }),
      'finance',
    );
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'cashout',
      message: 'The cash-out is in the queue. Another staff member must approve it.',
      withdrawal: UUID,
    });
    expect(readApiCalls(fetchApi)).toEqual([
      {
        path: '/api/admin/players/7/withdrawals',
        method: 'POST',
        body: {
          entity_wallet_id: 1,
          wallet_address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
          amount: '150.50',
          reason: 'Paying out a closed account',
        },
      },
    ]);
    const sent = fetchApi.mock.calls.find(([path]) => path.endsWith('/withdrawals'));
    expect(new Headers(sent?.[1]?.headers).get('idempotency-key')).toBe('cashout-form-key-1');
  });

  it('answers the API’s refusal in its words, keeping what was typed', async () => {
    const { result } = post(
      CASHOUT,
      () =>
        Response.json(
          {
            code: 'WITHDRAWAL_EXCEEDS_BALANCE',
            message: 'Withdrawal request exceeding your balance',
          },
          { status: 422 },
        ),
      'finance',
    );
    await expect(result).resolves.toMatchObject({
      init: { status: 422 },
      data: {
        ok: false,
        intent: 'cashout',
        message: 'Withdrawal request exceeding your balance',
        values: { amount: '150.50', reason: 'Paying out a closed account' },
      },
    });
  });

  it('is refused to support (no withdrawals.decide), without asking the API', async () => {
    const { result, fetchApi } = post(CASHOUT, () => Response.json({}), 'support');
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });
});
