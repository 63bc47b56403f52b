import type { Page } from '@casino/contracts';
import { clsx } from 'clsx';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { deferHydration } from '../../../components/ui/deferred-part';
import { useRootData } from '../../../lib/root-data';
import { usePageTransition } from '../use-page-transition';
import { BottomBar } from './bottom-bar';
import { SiteHeader } from './site-header';

// The drawers (Radix Dialog: focus trap, scroll lock) load when first opened, off the initial
// JavaScript; closed, they render nothing, so the server has nothing to draw for them.
const LeftDrawer = lazy(() => import('./left-drawer').then((m) => ({ default: m.LeftDrawer })));
const RightDrawer = lazy(() => import('./right-drawer').then((m) => ({ default: m.RightDrawer })));
// Server-rendered, hydrated once their code has arrived after the rest (decision 031): the
// footer is below the fold, the live chat button is for signed-in players only. The phone's
// bottom bar stays with the page: a tap on its menu before a late hydration would be lost.
const SiteFooter = deferHydration(() => import('./site-footer').then((m) => m.SiteFooter));
const LiveChatButton = deferHydration(() =>
  import('./live-chat-button').then((m) => m.LiveChatButton),
);

const NO_PAGES: Page[] = [];

type ChromeShellProps = {
  children: ReactNode;
  /** Landing heroes run edge to edge; other pages sit in the content column. */
  fullBleed?: boolean;
};

/**
 * spec §2 shared chrome: header, left drawer (menu), right drawer (search), footer, the
 * mobile bottom bar and the live chat button, around whatever the layout puts in the middle.
 */
export function ChromeShell({ children, fullBleed = false }: ChromeShellProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isSearchOpen, setSearchOpen] = useState(false);
  // Once opened, a drawer stays mounted so it can animate closed and open again at once.
  const [drawersWanted, setDrawersWanted] = useState(false);
  const main = useRef<HTMLElement>(null);
  usePageTransition(main);
  const openMenu = () => {
    setDrawersWanted(true);
    setMenuOpen(true);
  };
  const openSearch = () => {
    setDrawersWanted(true);
    setSearchOpen(true);
  };
  const categories = root?.categories ?? [];
  const user = root?.user ?? null;
  // spec §2: logged-in players only; support agents answer from their console.
  const hasLiveChat = user !== null && user.customer_support_user !== 1;
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-400 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('app.skipToContent')}
      </a>
      <SiteHeader
        user={user}
        unreadNotifications={root?.unreadNotifications ?? 0}
        onOpenMenu={openMenu}
        onOpenSearch={openSearch}
      />
      {drawersWanted ? (
        <Suspense fallback={null}>
          <LeftDrawer open={isMenuOpen} onOpenChange={setMenuOpen} categories={categories} />
          <RightDrawer open={isSearchOpen} onOpenChange={setSearchOpen} categories={categories} />
        </Suspense>
      ) : null}
      <main
        ref={main}
        id="main"
        className={clsx(
          'flex-1',
          !fullBleed && 'mx-auto w-full max-w-screen-2xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8',
        )}
      >
        {children}
      </main>
      <SiteFooter pages={root?.pages ?? NO_PAGES} payments={root?.payments} />
      <BottomBar onOpenMenu={openMenu} onOpenSearch={openSearch} />
      {hasLiveChat ? <LiveChatButton /> : null}
    </div>
  );
}
