// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeSlider, withBody } from '../features/admin/content/content.fixtures';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { renderRoutes } from '../lib/testing/render-route';
import { loader as sliderLoader } from './admin.content.slider';
import AdminContentSlidersPage, { action, loader } from './admin.content.sliders';

/** The machine may be busy: the first render of a page loads its modules. */
const SLOW = { timeout: 5000 };

type Args = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
type SliderArgs = Parameters<typeof sliderLoader>[0];

const SLIDES = [
  makeSlider(),
  makeSlider({ id: 4, title: { en: 'Cashback', es: 'Reembolso', 'zh-CN': '返水' }, position: 1 }),
  makeSlider({ id: 5, title: { en: 'VIP club', es: 'Club VIP', 'zh-CN': '贵宾' }, position: 2 }),
];
const LIST = () => Response.json({ status: 'ok', sliders: SLIDES });

describe('the sliders loader and reorder (content.manage)', () => {
  it('lists one kind, the home slider unless the address names another', async () => {
    const { args, fetchApi } = createStaffArgs({
      url: '/admin/content/sliders?kind=banner',
      staff: makeStaff('content'),
      answer: LIST,
    });
    await expect(loader(args as unknown as Args)).resolves.toMatchObject({ kind: 'banner' });
    expect(readApiCalls(fetchApi)[0]?.path).toBe('/api/admin/sliders?kind=banner');
  });

  it('posts the whole new order of the kind', async () => {
    const form = new URLSearchParams([
      ['intent', 'reorder'],
      ['kind', 'home'],
      ['ids', '4'],
      ['ids', '3'],
      ['ids', '5'],
    ]);
    const { args, fetchApi } = withBody(
      { url: '/admin/content/sliders', staff: makeStaff('admin'), answer: LIST },
      form,
    );
    await expect(action(args as unknown as ActionArgs)).resolves.toEqual({
      ok: true,
      intent: 'reorder',
      message: 'The new order is saved.',
    });
    expect(readApiCalls(fetchApi)).toEqual([
      {
        path: '/api/admin/sliders/reorder',
        method: 'POST',
        body: { kind: 'home', ids: [4, 3, 5] },
      },
    ]);
  });

  it('answers the API’s refusal of an order that is out of date', async () => {
    const stale = () =>
      Response.json(
        {
          message: 'The given data was invalid.',
          code: 'VALIDATION_FAILED',
          errors: { ids: ['List every slider of this kind exactly once.'] },
        },
        { status: 422 },
      );
    const form = new URLSearchParams([
      ['intent', 'reorder'],
      ['kind', 'home'],
      ['ids', '4'],
    ]);
    const { args } = withBody(
      { url: '/admin/content/sliders', staff: makeStaff('content'), answer: stale },
      form,
    );
    await expect(action(args as unknown as ActionArgs)).resolves.toMatchObject({
      data: { ok: false, fieldErrors: { ids: ['List every slider of this kind exactly once.'] } },
    });
  });

  it('is refused to support', async () => {
    const { args } = createStaffArgs({
      url: '/admin/content/sliders',
      staff: makeStaff('support'),
    });
    await expect(loader(args as unknown as Args)).rejects.toMatchObject({ init: { status: 403 } });
  });

  it('opens a slide from the list (the API has no call for one), 404 when it is gone', async () => {
    const found = createStaffArgs({
      url: '/admin/content/sliders/4',
      params: { id: '4' },
      staff: makeStaff('content'),
      answer: LIST,
    });
    await expect(sliderLoader(found.args as unknown as SliderArgs)).resolves.toMatchObject({
      slider: { id: 4 },
      kind: 'home',
    });
    expect(readApiCalls(found.fetchApi)[0]?.path).toBe('/api/admin/sliders');
    const gone = createStaffArgs({
      url: '/admin/content/sliders/9',
      params: { id: '9' },
      staff: makeStaff('content'),
      answer: LIST,
    });
    await expect(sliderLoader(gone.args as unknown as SliderArgs)).rejects.toMatchObject({
      init: { status: 404 },
      data: { message: 'This content does not exist.' },
    });
  });
});

describe('the sliders (issue 17 "Content")', { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('moves a slide one place with the whole order of its kind', async () => {
    const posted: string[][] = [];
    const recording = async ({ request }: { request: Request }) => {
      posted.push((await request.formData()).getAll('ids').map(String));
      return { ok: true, intent: 'reorder', message: 'The new order is saved.' };
    };
    const { user } = renderRoutes([
      {
        path: '/admin/content/sliders',
        loader: () => ({ kind: 'home', sliders: SLIDES, notice: null, canBroadcast: true }),
        action: recording,
        Component: AdminContentSlidersPage as never,
      },
    ]);
    const list = await screen.findByTestId('sliders-list', {}, SLOW);
    expect(
      (within(list).getByRole('button', { name: 'Move "Welcome bonus" up' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    await user.click(within(list).getByRole('button', { name: 'Move "VIP club" up' }));
    await waitFor(() => expect(posted).toHaveLength(1), SLOW);
    expect(posted[0]).toEqual(['3', '5', '4']);
    expect((await screen.findByTestId('reorder-alert', {}, SLOW)).textContent).toBe(
      'The new order is saved.',
    );
    expect(within(list).getAllByRole('link', { name: 'Edit' })[1]?.getAttribute('href')).toBe(
      '/admin/content/sliders/4',
    );
  });
});
