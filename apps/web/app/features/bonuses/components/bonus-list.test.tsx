// @vitest-environment happy-dom
import type { Bonus, FreeSpins } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createRecordingAction, renderRoutes } from '../../../lib/testing/render-route';
import { BONUSES_ROUTE, BonusList } from './bonus-list';

const NOW = new Date('2026-11-25T15:00:00Z');

const SPINS: FreeSpins = {
  left: 20,
  total: 20,
  spin_value: 10,
  game_id: 7,
  game_name: 'Demo Fruits',
};

function freeSpinsBonus(overrides: Partial<Bonus> = {}): Bonus {
  return {
    id: 42,
    active: 0,
    finished: 0,
    bonus_message: '20 free spins on Demo Fruits',
    lang: [
      { key: 'bonus_message', lang: 'ES', message: '20 giros gratis en Demo Fruits' },
      { key: 'bonus_message', lang: 'ZH-CN', message: 'Demo Fruits 20 次免费旋转' },
    ],
    bonus_key: 'FREE_SPINS',
    bet_amount: 0,
    bet_total: 0,
    amount: 0,
    expireDateTime: '2026-12-01T00:00:00.000Z',
    days_left: 6,
    free_spins: SPINS,
    ...overrides,
  };
}

/** The game page the Play link leads to, naming the game id it opened. */
function GamePage() {
  return <p data-testid="game-page">game {useParams().id}</p>;
}

/** The list on a page, beside the resource route it claims through and the game pages. */
function renderList(
  bonuses: Bonus[],
  { locale = 'en', currency = 'USD' }: { locale?: Locale; currency?: string } = {},
) {
  const { action, posted } = createRecordingAction(() => ({ ok: true, message: 'Bonus claimed' }));
  const view = renderRoutes(
    [
      {
        path: '/settings/bonus',
        Component: () => <BonusList bonuses={bonuses} currency={currency} now={NOW} />,
      },
      { path: BONUSES_ROUTE, Component: () => null, action },
      { path: '/casino/:id', Component: GamePage },
    ],
    { url: '/settings/bonus', locale },
  );
  return { ...view, posted };
}

const banner = () => screen.getByTestId('bonus-banner');

describe('BonusList: a FREE_SPINS bonus', () => {
  afterEach(cleanup);

  it('while available: its text, the spins it gives, and claim / no-bonus that post its id', async () => {
    const { user, posted } = renderList([freeSpinsBonus()]);
    expect(banner().dataset.state).toBe('available');
    expect(within(banner()).getByText('20 free spins on Demo Fruits')).toBeTruthy();
    expect(screen.getByTestId('bonus-free-spins').textContent).toBe(
      '20 of 20 free spins left, $0.10 each, on Demo Fruits',
    );
    expect(screen.queryByRole('link', { name: 'Play' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();

    const claim = screen.getByRole('button', { name: 'Claim' });
    expect(screen.getByRole('button', { name: 'No bonus' })).toBeTruthy();
    await user.click(claim);
    await waitFor(() => expect(posted).toEqual([{ id: '42', active: '1' }]));
  });

  it('once claimed with spins left: what is left of how many, their value, and Play on its game', async () => {
    const { user } = renderList([
      freeSpinsBonus({ active: 1, free_spins: { ...SPINS, left: 12 } }),
    ]);
    expect(banner().dataset.state).toBe('running');
    expect(screen.getByTestId('bonus-free-spins').textContent).toBe(
      '12 of 20 free spins left, $0.10 each, on Demo Fruits',
    );
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'No bonus' })).toBeNull();
    // spec §4: the progress bar is the deposit bonus's only.
    expect(screen.queryByRole('progressbar')).toBeNull();

    const play = screen.getByRole('link', { name: 'Play' });
    expect(play.getAttribute('href')).toBe('/casino/7');
    await user.click(play);
    expect((await screen.findByTestId('game-page')).textContent).toBe('game 7');
  });

  it('says "free spin" for an offer of one', () => {
    renderList([freeSpinsBonus({ active: 1, free_spins: { ...SPINS, left: 1, total: 1 } })]);
    expect(screen.getByTestId('bonus-free-spins').textContent).toBe(
      '1 of 1 free spin left, worth $0.10, on Demo Fruits',
    );
  });

  it('once the spins are used up: the wagering of their winnings as money, no Play and no bar', () => {
    renderList([
      freeSpinsBonus({
        active: 1,
        free_spins: { ...SPINS, left: 0 },
        bet_amount: 350,
        bet_total: 12_000,
      }),
    ]);
    expect(screen.getByTestId('bonus-free-spins-wagering').textContent).toBe(
      'Wagered $3.50 of $120.00',
    );
    expect(screen.queryByTestId('bonus-free-spins')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Play' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('finished or declined, looks as every other bonus: no spins, no wagering, no buttons', () => {
    renderList([
      freeSpinsBonus({
        id: 1,
        active: 1,
        finished: 1,
        free_spins: { ...SPINS, left: 0 },
        bet_amount: 12_000,
        bet_total: 12_000,
      }),
      freeSpinsBonus({ id: 2, active: -1 }),
    ]);
    const states = screen.getAllByTestId('bonus-banner').map((item) => item.dataset.state);
    expect(states).toEqual(['completed', 'declined']);
    expect(screen.queryByTestId('bonus-free-spins')).toBeNull();
    expect(screen.queryByTestId('bonus-free-spins-wagering')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Play' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('in Spanish: the Spanish text, the spins in Spanish with money in the player currency', () => {
    renderList([freeSpinsBonus({ active: 1, free_spins: { ...SPINS, left: 12 } })], {
      locale: 'es',
      currency: 'EUR',
    });
    expect(within(banner()).getByText('20 giros gratis en Demo Fruits')).toBeTruthy();
    expect(screen.getByTestId('bonus-free-spins').textContent).toBe(
      '12 de 20 giros gratis por jugar, de €0,10 cada uno, en Demo Fruits',
    );
    expect(screen.getByRole('link', { name: 'Jugar' }).getAttribute('href')).toBe('/casino/7');
  });

  it('in Spanish, once used up: the wagering in Spanish', () => {
    renderList(
      [
        freeSpinsBonus({
          active: 1,
          free_spins: { ...SPINS, left: 0 },
          bet_amount: 350,
          bet_total: 12_000,
        }),
      ],
      { locale: 'es', currency: 'EUR' },
    );
    expect(screen.getByTestId('bonus-free-spins-wagering').textContent).toBe(
      'Apostado €3,50 de €120,00',
    );
  });
});

describe('BonusList: a deposit bonus beside it', () => {
  afterEach(cleanup);

  it('keeps its progress bar and shows no spins', () => {
    renderList([
      freeSpinsBonus({
        id: 3,
        bonus_key: 'DEPOSIT_BONUS_CASH',
        bonus_message: '100% deposit bonus',
        lang: [],
        active: 1,
        bet_amount: 1_500,
        bet_total: 4_000,
        free_spins: null,
      }),
    ]);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('37');
    expect(screen.getByTestId('bonus-progress-text').textContent).toBe('$15.00 / $40.00 (37%)');
    expect(screen.queryByTestId('bonus-free-spins')).toBeNull();
    expect(screen.queryByTestId('bonus-free-spins-wagering')).toBeNull();
  });
});

describe('BonusList: a CASHBACK bonus', () => {
  afterEach(cleanup);

  const cashback = (overrides: Partial<Bonus> = {}) =>
    freeSpinsBonus({
      bonus_key: 'CASHBACK',
      bonus_message: 'Weekly cashback on your net losses',
      lang: [
        { key: 'bonus_message', lang: 'ES', message: 'Reembolso semanal de tus pérdidas netas' },
      ],
      free_spins: null,
      amount: 600,
      ...overrides,
    });

  it('shows what it carries before the claim, and its wagering once running', async () => {
    const { user, posted } = renderList([cashback()]);
    expect(screen.getByTestId('bonus-cashback').textContent).toBe('Cashback: $6.00');
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(posted).toEqual([{ id: '42', active: '1' }]));
    cleanup();

    renderList([cashback({ active: 1, bet_amount: 150, bet_total: 600 })], {
      locale: 'es',
      currency: 'EUR',
    });
    expect(screen.getByText('Reembolso semanal de tus pérdidas netas')).toBeTruthy();
    expect(screen.getByTestId('bonus-cashback').textContent).toBe(
      'Reembolso: €6,00 · Apostado €1,50 de €6,00',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
