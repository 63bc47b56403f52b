import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext } from 'react-router';
import type { RootData } from './root-data';

/**
 * Same default as the server's APP_NAME (apps/server config). The configured name reaches the
 * page through the load context and the root data; this stands in only where there is none
 * (the error page when the root loader itself failed, or rendered outside any router).
 */
export const APP_NAME = 'Casino';

/** The product's name as the server is configured (APP_NAME): logo, titles, footer, chat. */
export function useAppName(): string {
  // Read from the router's state directly rather than useRouteLoaderData, which throws outside
  // a data router: the error page's last-resort fallback renders without one.
  const state = useContext(UNSAFE_DataRouterStateContext);
  const root = state?.loaderData.root as RootData | undefined;
  return root?.appName ?? APP_NAME;
}
