import type { Category } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Drawer, type DrawerState } from '../../../components/ui/drawer';
import { LogoMark, Wordmark } from '../../../components/ui/logo';
import { NavMenu } from './nav-menu';

/** spec §2 left drawer: the brand above the navigation menu. */
export function LeftDrawer({ categories, ...state }: DrawerState & { categories: Category[] }) {
  const { t } = useTranslation();
  return (
    <Drawer
      {...state}
      side="left"
      testId="left-drawer"
      closeLabel={t('nav.close')}
      title={
        // The brand, not a link: a link here would navigate without closing the drawer.
        <span className="flex items-center gap-2.5">
          <LogoMark />
          <Wordmark />
          <span className="sr-only">{t('nav.menu')}</span>
        </span>
      }
    >
      <NavMenu categories={categories} onNavigate={() => state.onOpenChange(false)} />
    </Drawer>
  );
}
