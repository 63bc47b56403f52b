import type { AcceptedPayments, Category, Page, User } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { useRouteLoaderData } from 'react-router';

/** What the root loader hands every layout and page (spec §4 startup: user, locale, pages). */
export type RootData = {
  locale: Locale;
  user: User | null;
  /** Only categories flagged in_menu (spec §2 left drawer). */
  categories: Category[];
  pages: Page[];
  cspNonce: string;
  /** Public origin (APP_URL) for canonical and hreflang links. */
  appUrl: string;
  /** The configured product name (APP_NAME): logo, titles, the support chat's title. */
  appName: string;
  /** APP_MODE: 'demo' shows the Demo marker on every page (issue 11). */
  appMode: 'demo' | 'live';
  /** spec §2: the badge on the account menu's notifications item (0 for visitors). */
  unreadNotifications: number;
  /**
   * spec §9 mobile detection by user agent: a phone asked for the page, so the server renders
   * a phone's first screen (fewer first cards, fewer eager pictures); the CSS still lays out.
   */
  isPhone: boolean;
  /** The coins taking deposits (coin table) and whether an on-ramp takes cards: footer, landing. */
  payments: AcceptedPayments;
  /** Where pusher-js connects (PUSHER_APP_KEY, WS_PORT); null when the server gives none. */
  realtime: { appKey: string; wsPort: number } | null;
};

/** Root data from anywhere below the root; undefined only if the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}
