// @vitest-environment happy-dom
import { BONUS_CLAIM_STATUSES } from '@casino/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeClaim, makeOffer } from '../features/admin/bonuses/bonuses.fixtures';
import { CLAIM_STATUSES } from '../features/admin/bonuses/offer-status';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { renderRoutes } from '../lib/testing/render-route';
import AdminOfferClaimsPage, { loader } from './admin.bonuses.claims';

/** The first render waits for the page's lazy parts; a shared machine can be slow. */
const SLOW = { timeout: 5000 };

type LoaderArgs = Parameters<typeof loader>[0];
type Role = 'admin' | 'content' | 'finance' | 'support';

const CLAIMS = { status: 'ok', offer: makeOffer(), claims: [makeClaim()], total: 1 };

function load(url: string, role: Role = 'content', answer = () => Response.json(CLAIMS)) {
  const { args, fetchApi } = createStaffArgs({
    url,
    staff: makeStaff(role),
    params: { code: 'welcome-100' },
    answer,
  });
  return { result: loader(args as unknown as LoaderArgs), fetchApi };
}

describe('the claims loader', () => {
  it('asks for the address’s status and page', async () => {
    const { result, fetchApi } = load(
      '/admin/bonuses/offers/welcome-100/claims?status=active&page=2',
    );
    await expect(result).resolves.toMatchObject({
      filter: 'active',
      page: 2,
      total: 1,
      canViewPlayers: false,
    });
    expect(readApiCalls(fetchApi)[0]?.path).toBe(
      '/api/admin/bonuses/offers/welcome-100/claims?page=2&per_page=50&status=active',
    );
  });

  it('links the players for an admin, who may open their pages', async () => {
    await expect(
      load('/admin/bonuses/offers/welcome-100/claims', 'admin').result,
    ).resolves.toMatchObject({
      filter: 'all',
      canViewPlayers: true,
    });
  });

  it('answers the API’s 404 for an offer that does not exist', async () => {
    const message = 'This bonus offer does not exist.';
    const { result } = load('/admin/bonuses/offers/nope/claims', 'content', () =>
      Response.json({ message, code: 'BONUS_OFFER_NOT_FOUND' }, { status: 404 }),
    );
    await expect(result).rejects.toMatchObject({ init: { status: 404 }, data: { message } });
  });

  it.each(['finance', 'support'] as const)('is refused to %s with 403', async (role) => {
    await expect(
      load('/admin/bonuses/offers/welcome-100/claims', role).result,
    ).rejects.toMatchObject({
      init: { status: 403 },
    });
  });

  it('has a tab per claim status of the contracts', () => {
    expect([...CLAIM_STATUSES]).toEqual([...BONUS_CLAIM_STATUSES]);
  });
});

describe('the claims page (issue 17)', () => {
  afterEach(cleanup);

  it('shows who claimed what, the money in the offer’s currency and the wagering', async () => {
    const claims = [
      makeClaim(),
      makeClaim({
        id: 12,
        player: { id: 8, name: 'Bob Player', email: 'bob@example.test' },
        status: 'finished',
        ended_as: 'wagered',
        bet_amount: 50_000,
        finished_at: '2026-11-24T12:00:00.000Z',
      }),
      makeClaim({
        id: 13,
        status: 'declined',
        amount: 0,
        bet_amount: 0,
        bet_total: 0,
        claimed_at: null,
        declined_at: '2026-11-21T08:00:00.000Z',
      }),
    ];
    renderRoutes(
      [
        {
          path: '/admin/bonuses/offers/:code/claims',
          loader: () => ({
            filter: 'all',
            page: 1,
            offer: makeOffer(),
            claims,
            total: 3,
            canViewPlayers: true,
          }),
          Component: AdminOfferClaimsPage as never,
        },
      ],
      { url: '/admin/bonuses/offers/welcome-100/claims' },
    );
    const table = await screen.findByTestId('claims-table', undefined, SLOW);
    const [, running, wagered, declined] = within(table).getAllByRole('row');
    expect(within(running!).getByRole('link', { name: 'Ada Player' }).getAttribute('href')).toBe(
      '/admin/players/7',
    );
    expect(running!.textContent).toContain('ada@example.test · #7');
    expect(within(running!).getByTestId('claim-status').textContent).toBe('Running');
    expect(within(running!).getByTestId('claim-amount').textContent).toBe('$50.00');
    expect(within(running!).getByTestId('claim-wagering').textContent).toBe('$125.50 of $500.00');
    expect(within(running!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(within(wagered!).getByTestId('claim-status').textContent).toBe('Wagered');
    expect(within(wagered!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(declined!).getByTestId('claim-status').textContent).toBe('Declined');
    expect(declined!.textContent).toContain('Not claimed');
    expect(screen.getByTestId('claims-total').textContent).toBe('3 players');
    const tabs = screen.getByRole('navigation', { name: 'Claims by status' });
    expect(within(tabs).getByRole('link', { name: 'Declined' }).getAttribute('href')).toBe(
      '/admin/bonuses/offers/welcome-100/claims?status=declined',
    );
  });

  it('names the players without links for a role that cannot open their pages', async () => {
    renderRoutes(
      [
        {
          path: '/admin/bonuses/offers/:code/claims',
          loader: () => ({
            filter: 'all',
            page: 1,
            offer: makeOffer(),
            claims: [makeClaim()],
            total: 1,
            canViewPlayers: false,
          }),
          Component: AdminOfferClaimsPage as never,
        },
      ],
      { url: '/admin/bonuses/offers/welcome-100/claims' },
    );
    const table = await screen.findByTestId('claims-table', undefined, SLOW);
    expect(within(table).queryByRole('link')).toBeNull();
    expect(table.textContent).toContain('Ada Player');
  });
});
