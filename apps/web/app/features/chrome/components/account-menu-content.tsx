import type { User, VipStatusResponse } from '@casino/contracts';
import { toLocale } from '@casino/contracts/locales';
import {
  ArrowLeftRight,
  Bell,
  Crown,
  Gift,
  LockKeyhole,
  LogOut,
  MonitorSmartphone,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import type { DeferredMenuProps } from '../../../components/ui/deferred-menu';
import { LogoutForm } from '../../../components/ui/logout-form';
import {
  DropdownContent,
  DropdownItem,
  DropdownMenu,
  DropdownSeparator,
  DropdownTrigger,
} from '../../../components/ui/dropdown';
import type { CommonTexts } from '../../../locales/en';
import { MENU_SHOW_BALANCE, MENU_SHOW_ICONS } from '../../../lib/account-menu';
import { BACK_OFFICE_PATH, isBackOfficeRole } from '../../../lib/back-office';
import { formatBalance } from '../../../lib/money';
import { getSettingsPath, type SettingsSection } from '../../../lib/settings-sections';
import { Avatar } from './avatar';

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
  // Issue 18: two-factor authentication.
  { section: 'security', label: 'security', icon: LockKeyhole },
];

export type AccountMenuContentProps = {
  user: User;
  /** spec §2: the notifications item carries a badge (filled by the notifications feature). */
  unreadNotifications?: number;
};

/** The account dropdown itself, loaded after hydration (see deferMenu). */
export default function AccountMenuContent({
  user,
  unreadNotifications = 0,
  trigger,
  defaultOpen,
}: AccountMenuContentProps & DeferredMenuProps) {
  const { t, i18n } = useTranslation(['common', 'admin']);
  const locale = toLocale(i18n.language) ?? 'en';
  // Issue 16: the player's VIP level and progress, read when the menu's content loads.
  const vip = useFetcher<VipStatusResponse | { ok: false }>();
  const { load } = vip;
  useEffect(() => {
    void load('/vip');
  }, [load]);
  const standing = vip.data && 'vip' in vip.data ? vip.data.vip : null;
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownTrigger asChild>{trigger}</DropdownTrigger>
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
            {standing?.level ? (
              <p className="mt-0.5 truncate text-xs text-mist-300" data-testid="account-menu-vip">
                {t('account.vipLevel', { level: standing.level.name, progress: standing.progress })}
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
                  data-testid="notifications-badge"
                  className="min-w-5 rounded-full bg-rose-500 px-1.5 text-center text-[0.7rem] leading-5 font-bold text-white"
                  aria-label={t('account.unreadNotifications', { count: unreadNotifications })}
                >
                  {unreadNotifications > 99 ? '99+' : unreadNotifications}
                </span>
              ) : null}
            </Link>
          </DropdownItem>
        ))}
        {/* Issue 17: staff reach the back office from their account menu. */}
        {isBackOfficeRole(user.role) ? (
          <>
            <DropdownSeparator />
            <DropdownItem asChild>
              <Link to={BACK_OFFICE_PATH} data-testid="account-menu-back-office">
                {MENU_SHOW_ICONS ? (
                  <ShieldCheck className="size-4 text-mist-400" aria-hidden />
                ) : null}
                <span className="flex-1">{t('admin:backOffice')}</span>
              </Link>
            </DropdownItem>
          </>
        ) : null}
        <DropdownSeparator />
        <LogoutForm>
          {/* Kept open on select: closing would unmount the form before the browser submits it. */}
          <DropdownItem asChild onSelect={(event) => event.preventDefault()}>
            <button type="submit" className="w-full text-left" data-testid="account-menu-logout">
              {MENU_SHOW_ICONS ? <LogOut className="size-4 text-mist-400" aria-hidden /> : null}
              {t('account.logout')}
            </button>
          </DropdownItem>
        </LogoutForm>
      </DropdownContent>
    </DropdownMenu>
  );
}
