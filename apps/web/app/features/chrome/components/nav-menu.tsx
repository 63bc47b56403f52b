import type { Category } from '@casino/contracts';
import { clsx } from 'clsx';
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
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CategoryIcon } from '../../../components/ui/category-icon';
import { LIVE_CASINO_PATH, isNavLinkActive, type NavLinkItem } from '../nav-links';

// The icons live here, with the drawer that loads on first open, not in the header's links.
type NavMenuLink = NavLinkItem & { icon: LucideIcon };

/** spec §2 left drawer: casino, live casino, promotions, blog (plus the in-house crash game). */
const EXPLORE_LINKS: NavMenuLink[] = [
  { to: '/casino', label: 'casino', icon: Dices },
  { to: LIVE_CASINO_PATH, label: 'liveCasino', icon: Tv },
  { to: '/games/crash', label: 'crash', icon: Rocket },
  { to: '/promotions', label: 'promotions', icon: Gift },
  { to: '/blog', label: 'blog', icon: BookOpen },
];

const INFO_LINKS: NavMenuLink[] = [
  { to: '/policies', label: 'policies', icon: ScrollText },
  // Issue 12: where every crash round can be checked.
  { to: '/fairness', label: 'fairness', icon: ShieldCheck },
];

type NavMenuProps = {
  categories: Category[];
  /** Called when a link is chosen, so the drawer can close. */
  onNavigate?: () => void;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="px-3 py-3">
      <p className="px-3 pb-2 text-[0.7rem] font-semibold tracking-widest text-mist-500 uppercase">
        {title}
      </p>
      <ul className="space-y-0.5">{children}</ul>
    </div>
  );
}

function Item({
  to,
  icon,
  isActive,
  onNavigate,
  children,
}: {
  to: string;
  icon: ReactNode;
  isActive: boolean;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  return (
    <li>
      <Link
        to={to}
        onClick={onNavigate}
        aria-current={isActive ? 'page' : undefined}
        className={clsx(
          'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors',
          isActive
            ? 'bg-gradient-to-r from-brand-400/15 to-transparent text-white'
            : 'text-mist-300 hover:bg-white/5 hover:text-white',
        )}
      >
        {icon}
        <span className="truncate">{children}</span>
      </Link>
    </li>
  );
}

function iconClassName(isActive: boolean) {
  return clsx('size-[1.125rem]', isActive ? 'text-brand-300' : 'text-mist-400');
}

/** A section of fixed links, each lit while its page is open. */
function LinkSection({
  title,
  links,
  onNavigate,
}: {
  title: string;
  links: NavMenuLink[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Section title={title}>
      {links.map(({ to, label, icon: Icon }) => {
        const isActive = isNavLinkActive(to, location);
        return (
          <Item
            key={to}
            to={to}
            isActive={isActive}
            onNavigate={onNavigate}
            icon={<Icon className={iconClassName(isActive)} aria-hidden />}
          >
            {t(`nav.${label}`)}
          </Item>
        );
      })}
    </Section>
  );
}

/** The left drawer's navigation: main links, categories flagged in_menu, information. */
export function NavMenu({ categories, onNavigate }: NavMenuProps) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <nav aria-label={t('nav.menu')} className="divide-y divide-white/5">
      <LinkSection title={t('nav.explore')} links={EXPLORE_LINKS} onNavigate={onNavigate} />
      <Section title={t('nav.categories')}>
        {categories.length === 0 ? (
          <li className="px-3 py-2 text-sm text-mist-500">{t('nav.noCategories')}</li>
        ) : (
          categories.map((category) => {
            // spec §2: each in_menu category links to /category/{slug}.
            const to = `/category/${category.slug}`;
            const isActive = location.pathname === to;
            return (
              <Item
                key={category.id}
                to={to}
                isActive={isActive}
                onNavigate={onNavigate}
                icon={<CategoryIcon name={category.icon} className={iconClassName(isActive)} />}
              >
                {category.name}
              </Item>
            );
          })
        )}
      </Section>
      <LinkSection title={t('nav.information')} links={INFO_LINKS} onNavigate={onNavigate} />
    </nav>
  );
}
