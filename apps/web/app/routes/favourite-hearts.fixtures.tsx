import type { User } from '@casino/contracts';
import type { ComponentType } from 'react';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { vi } from 'vitest';
import { makeGame } from '../lib/testing/games';
import { renderUnderRoot } from '../lib/testing/render-under-root';
import { PLAYER } from '../lib/testing/users';

// Test helpers for the pages with hearts on their game cards (issue 13 point 5).

/**
 * Renders a route's page with the given loader data under a root that knows the player (or
 * not), beside a stub login page the visitors' hearts lead to.
 */
export function renderPage(options: {
  path: string;
  url: string;
  Component: ComponentType<never>;
  data: unknown;
  user: User | null;
}) {
  renderUnderRoot(
    [
      { path: options.path, loader: () => options.data, Component: options.Component as never },
      { path: 'login', Component: () => <h1>Login page</h1> },
    ],
    { url: options.url, user: options.user },
  );
}

/** Which of the hearts are pressed ('true') and which not ('false'), in their order. */
export function pressed(hearts: HTMLElement[]) {
  return hearts.map((heart) => heart.getAttribute('aria-pressed'));
}

/**
 * A loader's arguments over the in-process API: `answers` by path, the player's GET /api/user
 * and favourites (games 1 and 2) built in; the paths in `broken` fail as a down server would.
 */
export function createLoaderArgs(
  url: string,
  params: Record<string, string>,
  options: { signedIn: boolean; answers: Record<string, unknown>; broken?: string[] },
) {
  const answers: Record<string, unknown> = {
    '/api/user': { user: PLAYER, status: 'ok' },
    '/api/user/favourites': { games: [makeGame(1), makeGame(2)] },
    ...options.answers,
  };
  const fetchApi = vi.fn(async (path: string) => {
    if (options.broken?.includes(path)) throw new TypeError('fetch failed');
    if (!(path in answers)) return Response.json({ message: 'Not Found' }, { status: 404 });
    return Response.json(answers[path]);
  });
  const headers = new Headers(options.signedIn ? { Cookie: 'token=abc' } : {});
  const args = {
    request: new Request(url, { headers }),
    params,
    context: { fetchApi, cspNonce: 'n', appUrl: 'http://localhost' },
  };
  const paths = () => fetchApi.mock.calls.map(([path]) => path);
  return { args, paths };
}

/** What React Router asks `shouldRevalidate` after a heart's submission on `url`. */
export function heartSubmission(url: string): ShouldRevalidateFunctionArgs {
  const page = new URL(url);
  return {
    currentUrl: page,
    nextUrl: page,
    currentParams: {},
    nextParams: {},
    formMethod: 'PUT',
    formAction: '/favourites/3',
    actionStatus: 200,
    defaultShouldRevalidate: true,
  };
}
