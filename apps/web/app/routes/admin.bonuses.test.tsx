// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeOffer, makeSpinsOffer } from '../features/admin/bonuses/bonuses.fixtures';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { renderRoutes } from '../lib/testing/render-route';
import AdminBonusesPage, { loader } from './admin.bonuses';

/** The first render waits for the page's lazy parts; a shared machine can be slow. */
const SLOW = { timeout: 5000 };

type LoaderArgs = Parameters<typeof loader>[0];
type Role = 'admin' | 'content' | 'finance' | 'support';

const NOW = Date.parse('2026-11-25T10:00:00.000Z');
const OFFERS = [
  makeOffer(),
  makeSpinsOffer({ starts_at: '2026-12-01T00:00:00.000Z', ends_at: '2026-12-31T23:59:00.000Z' }),
  makeOffer({ id: 5, code: 'autumn', ends_at: '2026-11-01T00:00:00.000Z' }),
  makeOffer({ id: 6, code: 'old-welcome', retired_at: '2026-10-01T00:00:00.000Z' }),
];

function load(url: string, role: Role = 'content') {
  const { args, fetchApi } = createStaffArgs({
    url,
    staff: makeStaff(role),
    answer: () => Response.json({ status: 'ok', offers: OFFERS }),
  });
  return { result: loader(args as unknown as LoaderArgs), fetchApi };
}

describe('the offers loader', () => {
  it.each(['admin', 'content'] as const)('lists every offer to %s', async (role) => {
    const { result, fetchApi } = load('/admin/bonuses', role);
    await expect(result).resolves.toMatchObject({ filter: 'all', offers: OFFERS });
    expect(readApiCalls(fetchApi)).toEqual([
      { path: '/api/admin/bonuses/offers', method: 'GET', body: undefined },
    ]);
  });

  it('keeps the offers of the address’s status', async () => {
    const loaded = await load('/admin/bonuses?status=retired').result;
    expect(loaded.offers.map((offer) => offer.code)).toEqual(['old-welcome']);
  });

  it.each(['finance', 'support'] as const)('is refused to %s with 403', async (role) => {
    const { result, fetchApi } = load('/admin/bonuses', role);
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });
});

describe('the offers page (issue 17)', () => {
  afterEach(cleanup);

  it('shows each offer’s terms in its currency, schedule, players and status', async () => {
    renderRoutes([
      {
        path: '/admin/bonuses',
        loader: () => ({ filter: 'all', now: NOW, offers: OFFERS }),
        Component: AdminBonusesPage as never,
      },
    ]);
    const table = await screen.findByTestId('offers-table', undefined, SLOW);
    const [, welcome, spins, autumn, retired] = within(table).getAllByRole('row');
    expect(within(welcome!).getByTestId('offer-terms').textContent).toBe(
      '100% up to $100.00, from a $20.00 deposit',
    );
    expect(welcome!.textContent).toContain('Deposit no. 1 only');
    expect(welcome!.textContent).toContain('Wagering ×10 · 7 days to play');
    expect(within(welcome!).getByTestId('offer-claimed').textContent).toBe('4 claimed');
    expect(within(welcome!).getByTestId('offer-status').textContent).toBe('Open');
    expect(within(spins!).getByTestId('offer-terms').textContent).toBe('50 spins of €0.20');
    expect(within(spins!).getByTestId('offer-schedule').textContent).toBe(
      'From 2026-12-01 - 00:00:00Until 2026-12-31 - 23:59:00',
    );
    expect(within(spins!).getByTestId('offer-status').textContent).toBe('Scheduled');
    expect(within(autumn!).getByTestId('offer-status').textContent).toBe('Ended');
    expect(within(retired!).getByTestId('offer-status').textContent).toBe('Retired');
    expect(
      within(welcome!).getByRole('link', { name: 'Edit welcome-100' }).getAttribute('href'),
    ).toBe('/admin/bonuses/offers/welcome-100');
    expect(
      within(welcome!).getByRole('link', { name: 'Claims of welcome-100' }).getAttribute('href'),
    ).toBe('/admin/bonuses/offers/welcome-100/claims');
    expect(screen.getByRole('link', { name: 'New offer' }).getAttribute('href')).toBe(
      '/admin/bonuses/new',
    );
    const tabs = screen.getByRole('navigation', { name: 'Offers by status' });
    expect(within(tabs).getByRole('link', { name: 'Scheduled' }).getAttribute('href')).toBe(
      '/admin/bonuses?status=scheduled',
    );
  });

  it('says when a status has no offers', async () => {
    renderRoutes([
      {
        path: '/admin/bonuses',
        loader: () => ({ filter: 'ended', now: NOW, offers: [] }),
        Component: AdminBonusesPage as never,
      },
    ]);
    expect((await screen.findByTestId('offers-empty', undefined, SLOW)).textContent).toBe(
      'No offers here.',
    );
  });
});
