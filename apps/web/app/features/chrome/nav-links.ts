import {
  BookOpen,
  Dices,
  Gift,
  Rocket,
  ScrollText,
  ShieldCheck,
  Tv,
  type LucideIcon,
} from 'lucide-react';
import type { CommonTexts } from '../../locales/en';

type NavKey = keyof CommonTexts['nav'];

export type NavLinkItem = { to: string; label: NavKey; icon: LucideIcon };

/** spec §2: the lobby's live tab is reached as /casino?tab=live_casino. */
export const LIVE_CASINO_PATH = '/casino?tab=live_casino';

/** spec §2 left drawer: casino, live casino, promotions, blog (plus the in-house crash game). */
export const EXPLORE_LINKS: NavLinkItem[] = [
  { to: '/casino', label: 'casino', icon: Dices },
  { to: LIVE_CASINO_PATH, label: 'liveCasino', icon: Tv },
  { to: '/games/crash', label: 'crash', icon: Rocket },
  { to: '/promotions', label: 'promotions', icon: Gift },
  { to: '/blog', label: 'blog', icon: BookOpen },
];

export const INFO_LINKS: NavLinkItem[] = [
  { to: '/policies', label: 'policies', icon: ScrollText },
  // Issue 12: where every crash round can be checked.
  { to: '/fairness', label: 'fairness', icon: ShieldCheck },
];

/** Header links on wide screens. */
export const HEADER_LINKS: NavLinkItem[] = [
  { to: '/casino', label: 'casino', icon: Dices },
  { to: LIVE_CASINO_PATH, label: 'liveCasino', icon: Tv },
  { to: '/promotions', label: 'promotions', icon: Gift },
  { to: '/blog', label: 'blog', icon: BookOpen },
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
