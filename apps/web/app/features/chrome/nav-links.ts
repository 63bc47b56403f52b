import type { CommonTexts } from '../../locales/en';

type NavKey = keyof CommonTexts['nav'];

export type NavLinkItem = { to: string; label: NavKey };

/** spec §2: the lobby's live tab is reached as /casino?tab=live_casino. */
export const LIVE_CASINO_PATH = '/casino?tab=live_casino';

/** Header links on wide screens (the left drawer's, with icons, are in nav-menu.tsx). */
export const HEADER_LINKS: NavLinkItem[] = [
  { to: '/casino', label: 'casino' },
  { to: LIVE_CASINO_PATH, label: 'liveCasino' },
  { to: '/promotions', label: 'promotions' },
  { to: '/blog', label: 'blog' },
];

/**
 * NavLink ignores the query string, so /casino and /casino?tab=live_casino would both light up;
 * compare the tab too.
 */
export function isNavLinkActive(to: string, location: { pathname: string; search: string }) {
  const target = new URL(to, 'http://local');
  if (target.pathname !== location.pathname && !location.pathname.startsWith(`${target.pathname}/`))
    return false;
  const tab = new URLSearchParams(location.search).get('tab');
  return (target.searchParams.get('tab') ?? null) === (tab === 'live_casino' ? tab : null);
}
