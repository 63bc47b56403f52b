import { clsx } from 'clsx';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../../lib/root-data';
import { BottomBar } from './bottom-bar';
import { LeftDrawer } from './left-drawer';
import { RightDrawer } from './right-drawer';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

type ChromeShellProps = {
  children: ReactNode;
  /** Landing heroes run edge to edge; other pages sit in the content column. */
  fullBleed?: boolean;
};

/**
 * spec §2 shared chrome: header, left drawer (menu), right drawer (search), footer and the
 * mobile bottom bar, around whatever the layout puts in the middle.
 */
export function ChromeShell({ children, fullBleed = false }: ChromeShellProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isSearchOpen, setSearchOpen] = useState(false);
  const categories = root?.categories ?? [];
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-400 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('app.skipToContent')}
      </a>
      <SiteHeader
        user={root?.user ?? null}
        onOpenMenu={() => setMenuOpen(true)}
        onOpenSearch={() => setSearchOpen(true)}
      />
      <LeftDrawer open={isMenuOpen} onOpenChange={setMenuOpen} categories={categories} />
      <RightDrawer open={isSearchOpen} onOpenChange={setSearchOpen} categories={categories} />
      <main
        id="main"
        className={clsx(
          'flex-1',
          !fullBleed && 'mx-auto w-full max-w-screen-2xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8',
        )}
      >
        {children}
      </main>
      <SiteFooter pages={root?.pages ?? []} />
      <BottomBar onOpenMenu={() => setMenuOpen(true)} onOpenSearch={() => setSearchOpen(true)} />
    </div>
  );
}
