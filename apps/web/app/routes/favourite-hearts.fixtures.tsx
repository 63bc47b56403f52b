import type { Game, User } from '@casino/contracts';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { vi } from 'vitest';
import { createI18n } from '../lib/i18n';
import type { RootData } from '../lib/root-data';
import en from '../locales/en';
import { USER } from './casino.fixtures';

// Test helpers for the pages with hearts on their game cards (issue 13 point 5).

const ROOT: RootData = {
  locale: 'en',
  user: USER,
  categories: [],
  pages: [],
  cspNonce: 'n',
  appUrl: 'http://localhost',
  appName: 'Casino',
  appMode: 'demo',
  unreadNotifications: 0,
  isPhone: false,
  payments: { coins: [], onramp: 0 },
  realtime: null,
};

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
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ ...ROOT, user: options.user }),
      Component: Outlet,
      HydrateFallback: () => null,
      children: [
        { path: options.path, loader: () => options.data, Component: options.Component as never },
        { path: 'login', Component: () => <h1>Login page</h1> },
      ],
    },
  ]);
  render(
    <I18nextProvider i18n={createI18n('en', en)}>
      <Stub initialEntries={[options.url]} />
    </I18nextProvider>,
  );
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
    '/api/user': { user: USER, status: 'ok' },
    '/api/user/favourites': { games: [makeFavourite(1), makeFavourite(2)] },
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

function makeFavourite(id: number): Game {
  return { game_id: id, name: `Game ${id}` } as Game;
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
