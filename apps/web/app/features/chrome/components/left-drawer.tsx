import type { Category } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../components/ui/drawer';
import { LogoMark, Wordmark } from '../../../components/ui/logo';
import { NavMenu } from './nav-menu';

type LeftDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: Category[];
};

export function LeftDrawer({ open, onOpenChange, categories }: LeftDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
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
      <NavMenu categories={categories} onNavigate={() => onOpenChange(false)} />
    </Drawer>
  );
}
