// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeOffer, makeSpinsOffer } from '../features/admin/bonuses/bonuses.fixtures';
import { toEditValues } from '../features/admin/bonuses/offer-form';
import type { StaffBonusOffer } from '@casino/contracts';
import type { FormResult } from '../lib/forms';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { createRecordingAction, field, renderRoutes, retype } from '../lib/testing/render-route';
import AdminOfferPage, { action, loader } from './admin.bonuses.offer';

/** The first render waits for the page's lazy parts; a shared machine can be slow. */
const SLOW = { timeout: 5000 };

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
type Role = 'admin' | 'content' | 'finance' | 'support';

const OFFER = makeOffer();
const listed = () => Response.json({ status: 'ok', offers: [OFFER, makeSpinsOffer()] });

function load(url: string, code: string, role: Role = 'content') {
  const { args, fetchApi } = createStaffArgs({
    url,
    staff: makeStaff(role),
    params: { code },
    answer: listed,
  });
  return { result: loader(args as unknown as LoaderArgs), fetchApi };
}

/** The edit form's post: what the page showed (`seen`) and the fields as submitted. */
function edit(fields: Record<string, string>, answer?: () => Response, offer = OFFER) {
  const shown = toEditValues(offer);
  const form = { intent: 'edit', seen: JSON.stringify(shown), ...shown, ...fields };
  const { args, fetchApi } = createStaffArgs({
    url: `/admin/bonuses/offers/${offer.code}`,
    method: 'POST',
    form,
    params: { code: offer.code },
    staff: makeStaff('content'),
    answer: answer ?? (() => Response.json({ status: 'ok', offer })),
  });
  return { result: action(args as unknown as ActionArgs), fetchApi };
}

describe('the offer loader', () => {
  it('finds the offer of the address and says when it was just created', async () => {
    const { result } = load('/admin/bonuses/offers/welcome-100?created=1', 'welcome-100', 'admin');
    await expect(result).resolves.toMatchObject({ offer: OFFER, isCreated: true });
  });

  it('answers 404 in the API’s words for an offer that does not exist', async () => {
    await expect(load('/admin/bonuses/offers/nope', 'nope').result).rejects.toMatchObject({
      init: { status: 404 },
      data: { message: 'This bonus offer does not exist.', code: 'BONUS_OFFER_NOT_FOUND' },
    });
  });

  it.each(['finance', 'support'] as const)('is refused to %s with 403', async (role) => {
    await expect(
      load('/admin/bonuses/offers/welcome-100', 'welcome-100', role).result,
    ).rejects.toMatchObject({
      init: { status: 403 },
    });
  });
});

describe('the offer action', () => {
  it('sends only what changed: amounts as decimal text, the schedule in UTC', async () => {
    const { result, fetchApi } = edit({
      max_amount: '150.50',
      valid_days: '14',
      starts_at: '2026-12-01T09:30',
    });
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'edit',
      message: 'The offer is saved.',
    });
    expect(readApiCalls(fetchApi)).toEqual([
      {
        path: '/api/admin/bonuses/offers/welcome-100',
        method: 'PATCH',
        body: { valid_days: 14, max_amount: '150.50', starts_at: '2026-12-01T09:30:00Z' },
      },
    ]);
  });

  it('sends the translations as one list when one changed, and clears an emptied end', async () => {
    const offer = makeOffer({ ends_at: '2026-12-31T00:00:00.000Z' });
    const { result, fetchApi } = edit(
      { message_zh: '欢迎：首存 100%', ends_at: '' },
      undefined,
      offer,
    );
    await result;
    expect(readApiCalls(fetchApi)[0]?.body).toEqual({
      ends_at: null,
      lang: [
        { lang: 'ES', message: 'Bienvenida: 100% de tu depósito' },
        { lang: 'ZH-CN', message: '欢迎：首存 100%' },
      ],
    });
  });

  it('shows the API’s refusal of terms players hold under the field', async () => {
    const held =
      'Players hold this offer on its current terms (4 claimed): these terms cannot change. Retire it and create a new offer instead.';
    const { result } = edit({ match_percent: '150' }, () =>
      Response.json(
        {
          message: 'The given data was invalid.',
          code: 'VALIDATION_FAILED',
          errors: { match_percent: [held] },
        },
        { status: 422 },
      ),
    );
    await expect(result).resolves.toMatchObject({
      init: { status: 422 },
      data: {
        ok: false,
        intent: 'edit',
        message: 'The given data was invalid.',
        fieldErrors: { match_percent: [held] },
        values: { match_percent: '150' },
      },
    });
  });

  it('puts a translation’s error under that translation’s field', async () => {
    const { result } = edit({ message_es: '', message_zh: 'ab' }, () =>
      Response.json(
        {
          message: 'The given data was invalid.',
          code: 'VALIDATION_FAILED',
          errors: { 'lang.0.message': ['Min 3 characters'] },
        },
        { status: 422 },
      ),
    );
    await expect(result).resolves.toMatchObject({
      data: { fieldErrors: { message_zh: ['Min 3 characters'] } },
    });
  });

  it('says so without calling the API when nothing changed', async () => {
    const { result, fetchApi } = edit({});
    await expect(result).resolves.toMatchObject({
      init: { status: 422 },
      data: { ok: false, intent: 'edit', message: 'Change at least one field.' },
    });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });

  it('never sends a deposit match’s terms for free spins', async () => {
    const spins = makeSpinsOffer();
    const { fetchApi, result } = edit(
      { wagering_multiple: '40', match_percent: '50' },
      undefined,
      spins,
    );
    await result;
    expect(readApiCalls(fetchApi)[0]?.body).toEqual({ wagering_multiple: 40 });
  });

  it('retires the offer', async () => {
    const { args, fetchApi } = createStaffArgs({
      url: '/admin/bonuses/offers/welcome-100',
      method: 'POST',
      form: { intent: 'retire' },
      params: { code: 'welcome-100' },
      staff: makeStaff('admin'),
      answer: () =>
        Response.json({
          status: 'ok',
          offer: makeOffer({ retired_at: '2026-11-25T10:00:00.000Z' }),
        }),
    });
    await expect(action(args as unknown as ActionArgs)).resolves.toEqual({
      ok: true,
      intent: 'retire',
      message: 'The offer is retired: no player is offered it any more.',
    });
    expect(readApiCalls(fetchApi)).toEqual([
      { path: '/api/admin/bonuses/offers/retire', method: 'POST', body: { code: 'welcome-100' } },
    ]);
  });
});

function renderOffer(offer: StaffBonusOffer, answer: FormResult, isCreated = false) {
  const { action: recording, posted } = createRecordingAction(() => answer);
  const view = renderRoutes(
    [
      {
        path: '/admin/bonuses/offers/:code',
        loader: () => ({ offer, now: Date.parse('2026-11-25T10:00:00.000Z'), isCreated }),
        action: recording,
        Component: AdminOfferPage as never,
      },
    ],
    { url: `/admin/bonuses/offers/${offer.code}` },
  );
  return { ...view, posted };
}

describe('the offer page (issue 17)', () => {
  afterEach(cleanup);

  it('shows the offer as it stands in its fields, amounts as decimal text', async () => {
    renderOffer(
      makeOffer({ starts_at: '2026-12-01T09:30:00.000Z' }),
      { ok: true, message: '' },
      true,
    );
    await screen.findByTestId('offer-edit-form', undefined, SLOW);
    expect(screen.getByTestId('offer-created').textContent).toBe('The offer is created.');
    expect(field('Largest bonus').value).toBe('100.00');
    expect(field('Smallest qualifying deposit').value).toBe('20.00');
    expect(field('Text in Spanish').value).toBe('Bienvenida: 100% de tu depósito');
    expect(field('Text in Chinese (simplified)').value).toBe('');
    expect(field('Offered from (UTC)').value).toBe('2026-12-01T09:30');
    expect(screen.getByTestId('offer-facts').textContent).toContain('Deposit match');
  });

  it('posts the edit with what it showed, and shows a refusal under its field', async () => {
    const held =
      'Players hold this offer on its current terms (4 claimed): these terms cannot change.';
    const { user, posted } = renderOffer(makeOffer(), {
      ok: false,
      intent: 'edit',
      message: 'The given data was invalid.',
      fieldErrors: { match_percent: [held] },
      values: { ...toEditValues(makeOffer()), match_percent: '150' },
      status: 422,
    });
    await screen.findByTestId('offer-edit-form', undefined, SLOW);
    await retype(user, field('Match (%)'), '150');
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ intent: 'edit', match_percent: '150', max_amount: '100.00' });
    expect(JSON.parse(String(posted[0]!.seen))).toEqual(toEditValues(makeOffer()));
    const form = screen.getByTestId('offer-edit-form');
    expect((await within(form).findByTestId('offer-alert')).textContent).toBe(
      'The given data was invalid.',
    );
    expect(form.textContent).toContain(held);
    expect(field('Match (%)').value).toBe('150');
  });

  it('retires after a confirmation', async () => {
    const { user, posted } = renderOffer(makeOffer(), {
      ok: true,
      intent: 'retire',
      message: 'The offer is retired: no player is offered it any more.',
    });
    const retire = await screen.findByTestId('offer-retire', undefined, SLOW);
    await user.click(within(retire).getByText('Retire the offer…'));
    expect(retire.textContent).toContain(
      'Retire welcome-100? No player is offered it any more; players who hold it keep their bonus.',
    );
    await user.click(within(retire).getByRole('button', { name: 'Retire welcome-100' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ intent: 'retire' });
    expect((await within(retire).findByTestId('retire-alert')).textContent).toBe(
      'The offer is retired: no player is offered it any more.',
    );
  });

  it('shows a free-spins offer without a deposit match’s terms', async () => {
    renderOffer(makeSpinsOffer({ retired_at: '2026-11-01T00:00:00.000Z' }), {
      ok: true,
      message: '',
    });
    await screen.findByTestId('offer-edit-form', undefined, SLOW);
    expect(screen.queryByLabelText('Match (%)')).toBeNull();
    expect(field('Wagering multiple').value).toBe('30');
    expect(screen.getByTestId('offer-facts').textContent).toContain('€0.20');
    expect(screen.getByTestId('offer-retired').textContent).toBe(
      'Retired on 2026-11-01 - 00:00:00 (UTC). Players who hold it keep their bonus.',
    );
    expect(screen.getByTestId('offer-status').textContent).toBe('Retired');
  });
});
