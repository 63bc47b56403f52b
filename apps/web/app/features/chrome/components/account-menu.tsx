import type { User } from '@casino/contracts';
import { clsx } from 'clsx';
import { toLocale } from '@casino/contracts/locales';
import {
  ArrowLeftRight,
  Bell,
  ChevronDown,
  Crown,
  Gift,
  LogOut,
  MonitorSmartphone,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DropdownContent,
  DropdownItem,
  DropdownMenu,
  DropdownSeparator,
  DropdownTrigger,
} from '../../../components/ui/dropdown';
import type { CommonTexts } from '../../../locales/en';
import {
  MENU_SHOW_AVATAR,
  MENU_SHOW_BALANCE,
  MENU_SHOW_ICONS,
  MENU_SHOW_USERNAME,
} from '../../../lib/account-menu';
import { formatBalance } from '../../../lib/money';
import { getSettingsPath, type SettingsSection } from '../../../lib/settings-sections';

type MenuEntry = {
  section: SettingsSection;
  label: keyof CommonTexts['account'];
  icon: LucideIcon;
};

/** spec §2: profile, vip, bonus transactions, transactions, notifications, sessions. */
const MENU_ENTRIES: MenuEntry[] = [
  { section: 'profile', label: 'profile', icon: UserRound },
  { section: 'vip', label: 'vip', icon: Crown },
  { section: 'bonus', label: 'bonusTransactions', icon: Gift },
  { section: 'transactions', label: 'transactions', icon: ArrowLeftRight },
  { section: 'notifications', label: 'notifications', icon: Bell },
  { section: 'sessions', label: 'sessions', icon: MonitorSmartphone },
];

export function Avatar({ user, className }: { user: User; className?: string }) {
  const initials = user.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  if (user.photo_url) {
    return (
      <img src={user.photo_url} alt="" className={clsx('rounded-full object-cover', className)} />
    );
  }
  return (
    <span
      aria-hidden
      className={clsx(
        'grid place-items-center rounded-full bg-gradient-to-br from-violet-500 to-brand-500 text-xs font-bold text-white',
        className,
      )}
    >
      {initials || '?'}
    </span>
  );
}

type AccountMenuProps = {
  user: User;
  /** spec §2: the notifications item carries a badge (filled by the notifications feature). */
  unreadNotifications?: number;
};

export function AccountMenu({ user, unreadNotifications = 0 }: AccountMenuProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? 'en';
  return (
    <DropdownMenu modal={false}>
      <DropdownTrigger
        data-testid="account-menu"
        aria-label={t('header.accountMenu')}
        className="inline-flex h-10 items-center gap-2 rounded-xl pr-2 pl-1 text-sm font-medium text-mist-200 transition-colors hover:bg-white/5 hover:text-white data-[state=open]:bg-white/5"
      >
        {MENU_SHOW_AVATAR ? <Avatar user={user} className="size-8" /> : null}
        {MENU_SHOW_USERNAME ? (
          <span className="hidden max-w-32 truncate xl:inline">{user.name}</span>
        ) : null}
        <ChevronDown className="size-4 text-mist-400" aria-hidden />
      </DropdownTrigger>
      <DropdownContent className="w-64">
        <div className="flex items-center gap-3 px-3 py-2.5">
          <Avatar user={user} className="size-10" />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-white">{user.name}</p>
            <p className="truncate text-xs text-mist-400">{user.email}</p>
            {MENU_SHOW_BALANCE ? (
              <p className="mt-0.5 text-xs font-semibold text-brand-300 tabular-nums">
                {formatBalance(user.balance, user.currency, locale)}
              </p>
            ) : null}
          </div>
        </div>
        <DropdownSeparator />
        {MENU_ENTRIES.map(({ section, label, icon: Icon }) => (
          <DropdownItem key={section} asChild>
            <Link to={getSettingsPath(section)}>
              {MENU_SHOW_ICONS ? <Icon className="size-4 text-mist-400" aria-hidden /> : null}
              <span className="flex-1">{t(`account.${label}`)}</span>
              {section === 'notifications' && unreadNotifications > 0 ? (
                <span
                  className="min-w-5 rounded-full bg-rose-500 px-1.5 text-center text-[0.7rem] leading-5 font-bold text-white"
                  aria-label={t('account.unreadNotifications', { count: unreadNotifications })}
                >
                  {unreadNotifications > 99 ? '99+' : unreadNotifications}
                </span>
              ) : null}
            </Link>
          </DropdownItem>
        ))}
        <DropdownSeparator />
        <DropdownItem asChild>
          {/* A full page load after logout drops every piece of the signed-in state. */}
          <a href="/logout" data-testid="account-menu-logout">
            {MENU_SHOW_ICONS ? <LogOut className="size-4 text-mist-400" aria-hidden /> : null}
            {t('account.logout')}
          </a>
        </DropdownItem>
      </DropdownContent>
    </DropdownMenu>
  );
}
