// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeOffer } from '../features/admin/bonuses/bonuses.fixtures';
import type { FormResult } from '../lib/forms';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { createRecordingAction, field, renderRoutes, typeInto } from '../lib/testing/render-route';
import AdminNewOfferPage, { action, loader } from './admin.bonuses.new';

/** The first render waits for the page's lazy parts; a shared machine can be slow. */
const SLOW = { timeout: 5000 };

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];

const WEIGHTS = {
  weight_originals: '100',
  weight_slots: '100',
  weight_table: '10',
  weight_live: '10',
};
const COMMON = {
  intent: 'create',
  code: 'winter-50',
  currency: 'EUR',
  message: 'Winter: 50% of your deposit up to €200',
  message_es: '',
  message_zh: '冬季：存款 50%',
  wagering_multiple: '20',
  valid_days: '10',
  starts_at: '2026-12-01T00:00',
  ends_at: '',
  ...WEIGHTS,
};

function post(form: Record<string, string>, answer: () => Response) {
  const { args, fetchApi } = createStaffArgs({
    url: '/admin/bonuses/new',
    method: 'POST',
    form,
    staff: makeStaff('content'),
    answer,
  });
  return { result: action(args as unknown as ActionArgs), fetchApi };
}

const created = () => Response.json({ status: 'ok', offer: makeOffer({ code: 'winter-50' }) });

describe('the new offer loader', () => {
  it('chooses the kind from the address and fills the API’s default weights', async () => {
    const { args } = createStaffArgs({
      url: '/admin/bonuses/new?kind=FREE_SPINS',
      staff: makeStaff('admin'),
    });
    await expect(loader(args as unknown as LoaderArgs)).resolves.toEqual({
      kind: 'FREE_SPINS',
      currencies: ['USD', 'EUR'],
      defaults: { currency: 'USD', wagering_multiple: '10', valid_days: '7', ...WEIGHTS },
    });
  });

  it.each(['finance', 'support'] as const)('is refused to %s with 403', async (role) => {
    const { args } = createStaffArgs({ url: '/admin/bonuses/new', staff: makeStaff(role) });
    await expect(loader(args as unknown as LoaderArgs)).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});

describe('the new offer action', () => {
  it('creates a deposit match with decimal-text amounts, then opens its page', async () => {
    const { result, fetchApi } = post(
      {
        ...COMMON,
        bonus_key: 'DEPOSIT_BONUS_CASH',
        match_percent: '50',
        max_amount: '200',
        min_deposit: '20.50',
        deposit_number: '',
      },
      created,
    );
    const answer = (await result) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/admin/bonuses/offers/winter-50?created=1');
    expect(readApiCalls(fetchApi)).toEqual([
      {
        path: '/api/admin/bonuses/offers',
        method: 'POST',
        body: {
          bonus_key: 'DEPOSIT_BONUS_CASH',
          code: 'winter-50',
          currency: 'EUR',
          message: 'Winter: 50% of your deposit up to €200',
          lang: [{ lang: 'ZH-CN', message: '冬季：存款 50%' }],
          wagering_multiple: 20,
          valid_days: 10,
          game_weights: { originals: 100, slots: 100, table: 10, live: 10 },
          starts_at: '2026-12-01T00:00:00Z',
          ends_at: null,
          match_percent: 50,
          max_amount: '200',
          min_deposit: '20.50',
          deposit_number: null,
        },
      },
    ]);
  });

  it('creates free spins with their own terms only', async () => {
    const { result, fetchApi } = post(
      {
        ...COMMON,
        bonus_key: 'FREE_SPINS',
        free_spins: '50',
        spin_value: '0.20',
        game_id: '7',
        match_percent: '50',
      },
      created,
    );
    await result;
    const body = readApiCalls(fetchApi)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      bonus_key: 'FREE_SPINS',
      free_spins: 50,
      spin_value: '0.20',
      game_id: 7,
    });
    expect(body).not.toHaveProperty('match_percent');
  });

  it('answers the API’s refusals under the form’s own fields', async () => {
    const { result } = post(
      { ...COMMON, bonus_key: 'DEPOSIT_BONUS_CASH', max_amount: '1.234' },
      () =>
        Response.json(
          {
            message: 'The given data was invalid.',
            code: 'VALIDATION_FAILED',
            errors: {
              code: ['An offer with this code already exists.'],
              max_amount: ['At most 2 decimals.'],
              'lang.0.message': ['Min 3 characters'],
              'game_weights.live': ['Must be at most 100.'],
            },
          },
          { status: 422 },
        ),
    );
    await expect(result).resolves.toMatchObject({
      init: { status: 422 },
      data: {
        ok: false,
        intent: 'create',
        message: 'The given data was invalid.',
        fieldErrors: {
          code: ['An offer with this code already exists.'],
          max_amount: ['At most 2 decimals.'],
          message_zh: ['Min 3 characters'],
          weight_live: ['Must be at most 100.'],
        },
        values: { code: 'winter-50', max_amount: '1.234' },
      },
    });
  });
});

function renderNew(kind: 'DEPOSIT_BONUS_CASH' | 'FREE_SPINS', answer: FormResult) {
  const { action: recording, posted } = createRecordingAction(() => answer);
  const view = renderRoutes([
    {
      path: '/admin/bonuses/new',
      loader: () => ({
        kind,
        currencies: ['USD', 'EUR'],
        defaults: { currency: 'USD', wagering_multiple: '10', valid_days: '7', ...WEIGHTS },
      }),
      action: recording,
      Component: AdminNewOfferPage as never,
    },
  ]);
  return { ...view, posted };
}

describe('the new offer page (issue 17)', () => {
  afterEach(cleanup);

  it('posts a deposit match with its texts and shows a refusal under its field', async () => {
    const { user, posted } = renderNew('DEPOSIT_BONUS_CASH', {
      ok: false,
      intent: 'create',
      message: 'The given data was invalid.',
      fieldErrors: { code: ['An offer with this code already exists.'] },
      values: { code: 'winter-50' },
      status: 422,
    });
    const form = await screen.findByTestId('offer-create-form', undefined, SLOW);
    expect(screen.queryByLabelText('Free spins')).toBeNull();
    const tabs = screen.getByRole('navigation', { name: 'Kind of offer' });
    expect(within(tabs).getByRole('link', { name: 'Free spins' }).getAttribute('href')).toBe(
      '/admin/bonuses/new?kind=FREE_SPINS',
    );
    await typeInto(user, {
      Code: 'winter-50',
      'Text in English': 'Winter: 50% up to €200',
      'Text in Spanish': 'Invierno: 50% hasta 200 €',
      'Match (%)': '50',
      'Largest bonus': '200',
      'Smallest qualifying deposit': '20',
    });
    await user.click(screen.getByRole('button', { name: 'Create the offer' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      intent: 'create',
      bonus_key: 'DEPOSIT_BONUS_CASH',
      code: 'winter-50',
      currency: 'USD',
      message_es: 'Invierno: 50% hasta 200 €',
      match_percent: '50',
      max_amount: '200',
      wagering_multiple: '10',
      weight_table: '10',
    });
    expect((await within(form).findByTestId('offer-alert')).textContent).toBe(
      'The given data was invalid.',
    );
    expect(form.textContent).toContain('An offer with this code already exists.');
    expect(field('Code').value).toBe('winter-50');
  });

  it('asks free spins for their own terms', async () => {
    renderNew('FREE_SPINS', { ok: true, message: '' });
    await screen.findByTestId('offer-create-form', undefined, SLOW);
    expect(field('Free spins')).toBeTruthy();
    expect(field('Value of a spin')).toBeTruthy();
    expect(field('Game id')).toBeTruthy();
    expect(screen.queryByLabelText('Match (%)')).toBeNull();
  });
});
