// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUnderRoot } from '../../../../lib/testing/render-under-root';
import { PLAYER } from '../../../../lib/testing/users';
import { FavouritesProvider } from '../../favourites-context';
import type { FavouriteResult } from '../../favourites-data';
import { FavouriteButton } from '../favourite-button';

type Answer = (method: string, gameId: string) => FavouriteResult | Promise<FavouriteResult>;

/** Two hearts for game 5 (a card in two carousels) and one for game 6, on a stub page. */
function renderHearts(options: { signedIn?: boolean; ids?: number[]; answer?: Answer } = {}) {
  const calls: { method: string; gameId: string }[] = [];
  const answer: Answer =
    options.answer ??
    ((method, gameId) => ({ ok: true, game_id: Number(gameId), favourite: method === 'PUT' }));
  renderUnderRoot(
    [
      {
        path: 'casino',
        Component: () => (
          <FavouritesProvider ids={options.ids ?? []}>
            <div data-testid="popular">
              <FavouriteButton gameId={5} />
            </div>
            <div data-testid="category">
              <FavouriteButton gameId={5} />
              <FavouriteButton gameId={6} />
            </div>
          </FavouritesProvider>
        ),
      },
      { path: 'login', Component: () => <h1>Login page</h1> },
      {
        path: 'favourites/:gameId',
        action: ({ request, params }) => {
          calls.push({ method: request.method, gameId: params.gameId ?? '' });
          return answer(request.method, params.gameId ?? '');
        },
      },
    ],
    { url: '/casino', user: options.signedIn === false ? null : PLAYER },
  );
  return { calls };
}

const hearts = () => screen.findAllByTestId('favourite-toggle');
const pressed = (element: HTMLElement) => element.getAttribute('aria-pressed');

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FavouriteButton: the heart (issue 13)', () => {
  it('marks at once, before the answer, and every heart of that game follows', async () => {
    let release: (result: FavouriteResult) => void = () => undefined;
    const { calls } = renderHearts({
      answer: () => new Promise((resolve) => (release = resolve)),
    });
    const [first, second, other] = await hearts();
    expect(pressed(first!)).toBe('false');
    expect(first!.getAttribute('aria-label')).toBe('Add to favourites');

    fireEvent.click(first!);
    await waitFor(() => expect(pressed(first!)).toBe('true'));
    expect(pressed(second!)).toBe('true');
    expect(pressed(other!)).toBe('false');
    expect(first!.getAttribute('aria-label')).toBe('Remove from favourites');
    expect(calls).toEqual([{ method: 'PUT', gameId: '5' }]);

    release({ ok: true, game_id: 5, favourite: true });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(pressed(first!)).toBe('true');
    expect(pressed(second!)).toBe('true');
  });

  it('starts from the loader’s favourites and unmarks with DELETE', async () => {
    const { calls } = renderHearts({ ids: [5] });
    const [first] = await hearts();
    expect(pressed(first!)).toBe('true');
    fireEvent.click(first!);
    await waitFor(() => expect(calls).toEqual([{ method: 'DELETE', gameId: '5' }]));
    await waitFor(() => expect(pressed(first!)).toBe('false'));
  });

  it('goes back to the previous state and shows the server’s words when refused', async () => {
    let release: (result: FavouriteResult) => void = () => undefined;
    renderHearts({ answer: () => new Promise((resolve) => (release = resolve)) });
    const [first] = await hearts();
    fireEvent.click(first!);
    await waitFor(() => expect(pressed(first!)).toBe('true'));

    release({
      ok: false,
      code: 'FAVOURITES_FULL',
      message: 'You can keep at most 200 favourite games.',
    });
    await waitFor(() => expect(pressed(first!)).toBe('false'));
    const alerts = await screen.findAllByTestId('favourite-error');
    expect(alerts[0]!.textContent).toBe('You can keep at most 200 favourite games.');
    expect(alerts[0]!.getAttribute('role')).toBe('alert');
  });

  it('keeps a confirmed mark when a later unmark is refused', async () => {
    let answers = 0;
    renderHearts({
      answer: (method) =>
        ++answers === 1
          ? { ok: true, game_id: 5, favourite: method === 'PUT' }
          : { ok: false, code: 'INTERNAL', message: 'Something went wrong' },
    });
    const [first] = await hearts();
    fireEvent.click(first!);
    await waitFor(() => expect(pressed(first!)).toBe('true'));
    // Clicks while the mark is still on its way are ignored; the first one after it unmarks.
    await waitFor(() => {
      if (answers < 2) fireEvent.click(first!);
      expect(answers).toBe(2);
    });
    await screen.findAllByTestId('favourite-error');
    expect(pressed(first!)).toBe('true');
  });

  it('sends a visitor to log in and asks the API nothing', async () => {
    const { calls } = renderHearts({ signedIn: false });
    const [first] = await hearts();
    fireEvent.click(first!);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Login page');
    expect(calls).toEqual([]);
  });
});
