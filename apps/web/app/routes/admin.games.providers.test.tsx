// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { answerCatalog, makeProvider } from '../features/admin/games/games.fixtures';
import { createStaffArgs, makeStaff, readApiCalls } from '../lib/testing/admin';
import { createRecordingAction, renderRoutes } from '../lib/testing/render-route';
import AdminProvidersPage, { action, headers, loader } from './admin.games.providers';

/** The first render waits for the page's lazy parts; a shared machine can be slow. */
const SLOW = { timeout: 5000 };

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
type Role = 'admin' | 'content' | 'finance' | 'support';

const SECRET = 'sEcReT-0123456789abcdefghijklmnopqrstuv';

function load(role: Role) {
  const { args, fetchApi } = createStaffArgs({
    url: '/admin/games/providers',
    staff: makeStaff(role),
    answer: answerCatalog,
  });
  return { result: loader(args as unknown as LoaderArgs), fetchApi };
}

function post(
  form: Record<string, string>,
  answer: (path: string) => Response,
  role: Role = 'admin',
) {
  const { args, fetchApi } = createStaffArgs({
    url: '/admin/games/providers',
    method: 'POST',
    form,
    staff: makeStaff(role),
    answer,
  });
  return { result: action(args as unknown as ActionArgs), fetchApi };
}

const answerProvider =
  (overrides = {}) =>
  () =>
    Response.json(makeProvider(overrides));

describe('the providers loader', () => {
  it('lists the providers to an admin, never a secret', async () => {
    const { result } = load('admin');
    const loaded = await result;
    expect(loaded).toEqual({ providers: [makeProvider()] });
    expect(JSON.stringify(loaded)).not.toContain('secret');
  });

  it.each(['content', 'finance', 'support'] as const)('is refused to %s with 403', async (role) => {
    const { result, fetchApi } = load(role);
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });

  it('has no cache keep any of its answers', () => {
    expect(new Headers(headers()).get('Cache-Control')).toBe('no-store');
  });
});

describe('the providers action', () => {
  it('rotates a secret and answers it this once', async () => {
    const { result, fetchApi } = post({ intent: 'rotate', code: 'teststudio', rotate: '1' }, () =>
      Response.json({ status: 'ok', provider: makeProvider(), secret: SECRET }),
    );
    await expect(result).resolves.toEqual({
      ok: true,
      intent: 'provider-teststudio',
      message: 'The secret of Test Studio is rotated.',
      rotated: { code: 'teststudio', name: 'Test Studio', secret: SECRET },
    });
    expect(readApiCalls(fetchApi)).toEqual([
      { path: '/api/admin/providers/teststudio/rotate-secret', method: 'POST', body: {} },
    ]);
  });

  it('switches a provider off and moves its launch URL', async () => {
    const off = post(
      { intent: 'switch', code: 'teststudio', enabled: 'false' },
      answerProvider({ enabled: false }),
    );
    await expect(off.result).resolves.toMatchObject({
      ok: true,
      message: 'Test Studio is switched off: its games no longer launch.',
    });
    expect(readApiCalls(off.fetchApi)).toEqual([
      { path: '/api/admin/providers/teststudio', method: 'PATCH', body: { enabled: false } },
    ]);
    const url = 'https://new.test-studio.example/launch';
    const moved = post(
      { intent: 'launch-url', code: 'teststudio', launch_url: ` ${url} ` },
      answerProvider(),
    );
    await moved.result;
    expect(readApiCalls(moved.fetchApi)[0]?.body).toEqual({ launch_url: url });
  });

  it('registers a provider, and never sends the secret back after a refusal', async () => {
    const form = {
      intent: 'register',
      code: 'newstudio',
      name: 'New Studio',
      secret: 'a-long-enough-secret-of-the-studio',
      launch_url: 'https://new.example/launch',
    };
    const ok = post(form, answerProvider({ code: 'newstudio', name: 'New Studio' }));
    await expect(ok.result).resolves.toEqual({
      ok: true,
      intent: 'register',
      message: 'New Studio is registered.',
    });
    const { intent: _intent, ...body } = form;
    expect(readApiCalls(ok.fetchApi)).toEqual([
      { path: '/api/admin/providers', method: 'POST', body },
    ]);
    const refused = post(form, () =>
      Response.json(
        {
          message: 'The given data was invalid.',
          code: 'VALIDATION_FAILED',
          errors: { code: ['A provider with this code already exists.'] },
        },
        { status: 422 },
      ),
    );
    const answer = (await refused.result) as { data: { values: Record<string, string> } };
    expect(answer).toMatchObject({
      init: { status: 422 },
      data: {
        intent: 'register',
        fieldErrors: { code: ['A provider with this code already exists.'] },
      },
    });
    expect(answer.data.values).toEqual({
      code: 'newstudio',
      name: 'New Studio',
      launch_url: 'https://new.example/launch',
    });
  });

  it('is refused to content staff, who manage games but not providers', async () => {
    const { result, fetchApi } = post(
      { intent: 'rotate', code: 'teststudio' },
      answerProvider(),
      'content',
    );
    await expect(result).rejects.toMatchObject({ init: { status: 403 } });
    expect(readApiCalls(fetchApi)).toEqual([]);
  });
});

function renderProviders() {
  const { action: recording, posted } = createRecordingAction((fields) =>
    fields.intent === 'rotate'
      ? {
          ok: true,
          intent: 'provider-teststudio',
          message: 'The secret of Test Studio is rotated.',
          rotated: { code: 'teststudio', name: 'Test Studio', secret: SECRET },
        }
      : { ok: true, intent: 'provider-teststudio', message: 'Test Studio is switched off.' },
  );
  const view = renderRoutes([
    {
      path: '/admin/games/providers',
      loader: () => ({
        providers: [
          makeProvider(),
          makeProvider({ code: 'demo', name: 'Demo Studio', is_demo: true, enabled: false }),
        ],
      }),
      action: recording,
      Component: AdminProvidersPage as never,
    },
    {
      path: '/admin/games',
      Component: () => <Link to="/admin/games/providers">Back to the providers</Link>,
    },
  ]);
  return { ...view, posted };
}

describe('the providers page (issue 17)', () => {
  afterEach(cleanup);

  it('lists the providers with their URL, state and switches', async () => {
    const { user, posted } = renderProviders();
    const table = await screen.findByTestId('providers-table', undefined, SLOW);
    const [, studio, demo] = within(table).getAllByRole('row');
    expect(within(studio!).getByTestId('provider-state').textContent).toBe('On');
    expect(
      (within(studio!).getByLabelText('Launch URL of Test Studio') as HTMLInputElement).value,
    ).toBe('https://games.test-studio.example/launch');
    expect(demo!.textContent).toContain('Demo studio');
    expect(within(demo!).getByTestId('provider-state').textContent).toBe('Off');
    await user.click(screen.getByRole('button', { name: 'Switch Test Studio off' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ intent: 'switch', code: 'teststudio', enabled: 'false' });
  });

  it('shows a rotated secret once, with its warning and a copy button, and never again', async () => {
    const { user, posted } = renderProviders();
    await screen.findByTestId('providers-table', undefined, SLOW);
    expect(screen.queryByTestId('rotated-secret')).toBeNull();
    const studio = screen.getAllByTestId('rotate-secret')[0]!;
    await user.click(within(studio).getByText('Rotate the secret…'));
    await user.click(
      within(studio).getByRole('button', { name: 'Rotate the secret of Test Studio' }),
    );
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({ intent: 'rotate', code: 'teststudio', rotate: '1' });
    const shown = await screen.findByTestId('rotated-secret');
    expect(within(shown).getByTestId('secret-value').textContent).toBe(SECRET);
    expect(within(shown).getByTestId('secret-warning').textContent).toBe(
      'Shown once — store it now. It is never shown again: once you leave or reload this page, it is gone.',
    );
    expect(within(shown).getByRole('button', { name: 'Copy the secret' })).toBeTruthy();
    // Nothing keeps it: not the address, not the browser's storage.
    expect(window.location.href).not.toContain(SECRET);
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain(
      SECRET,
    );
    expect(document.cookie).not.toContain(SECRET);
    // Leaving and coming back: the page reads its loader again, which never has it.
    await user.click(screen.getByRole('link', { name: 'Games' }));
    await user.click(await screen.findByRole('link', { name: 'Back to the providers' }));
    await screen.findByTestId('providers-table', undefined, SLOW);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByTestId('rotated-secret')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });
});
