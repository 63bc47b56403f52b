import type { User } from '@casino/contracts';
import { Outlet } from 'react-router';
import type { RootData } from '../root-data';
import { renderRoutes } from './render-route';
import type { AnyStubRoute } from './render-with-resources';
import { PLAYER } from './users';

/** What the root loader would answer for the player, with nothing else configured. */
export const ROOT_DATA: RootData = {
  locale: 'en',
  user: PLAYER,
  categories: [],
  pages: [],
  cspNonce: 'n',
  appUrl: 'http://localhost',
  appName: 'Casino',
  appMode: 'demo',
  unreadNotifications: 0,
  isPhone: false,
  payments: { coins: [], onramp: 0 },
  // No connection in a unit test: live lists show what their loader gave.
  realtime: null,
};

/**
 * Renders `routes` as children of the app's root route (whose data `useRootData` reads), the
 * root knowing `user` (a visitor when null) and any other `rootData`, at `url`, in English.
 */
export function renderUnderRoot(
  routes: AnyStubRoute[],
  {
    url,
    user = PLAYER,
    rootData = {},
  }: { url: string; user?: User | null; rootData?: Partial<RootData> },
) {
  const root = {
    id: 'root',
    path: '/',
    loader: () => ({ ...ROOT_DATA, ...rootData, user }),
    Component: Outlet,
    HydrateFallback: () => null,
    children: routes,
  };
  return renderRoutes([root], { url });
}
