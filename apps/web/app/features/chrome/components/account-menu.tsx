import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { deferMenu } from '../../../components/ui/deferred-menu';
import { MENU_SHOW_AVATAR, MENU_SHOW_USERNAME } from '../../../lib/account-menu';
import type { AccountMenuContentProps } from './account-menu-content';
import { Avatar } from './avatar';

const AccountMenuContent = deferMenu<AccountMenuContentProps>(
  () => import('./account-menu-content'),
);

/** spec §2 account menu: avatar, name and the settings links (its menu loads after hydration). */
export function AccountMenu({ user, unreadNotifications = 0 }: AccountMenuContentProps) {
  const { t } = useTranslation();
  return (
    <AccountMenuContent
      user={user}
      unreadNotifications={unreadNotifications}
      trigger={
        <button
          type="button"
          data-testid="account-menu"
          aria-label={t('header.accountMenu')}
          className="inline-flex h-10 items-center gap-2 rounded-xl pr-2 pl-1 text-sm font-medium text-mist-200 transition-colors hover:bg-white/5 hover:text-white data-[state=open]:bg-white/5"
        >
          <span className="relative">
            {MENU_SHOW_AVATAR ? <Avatar user={user} className="size-8" /> : null}
            {unreadNotifications > 0 ? (
              <span
                data-testid="account-menu-unread"
                className="absolute -top-1 -right-1 size-3 rounded-full bg-rose-500 ring-2 ring-ink-900"
                aria-label={t('account.unreadNotifications', { count: unreadNotifications })}
              />
            ) : null}
          </span>
          {MENU_SHOW_USERNAME ? (
            <span className="hidden max-w-32 truncate xl:inline">{user.name}</span>
          ) : null}
          <ChevronDown className="size-4 text-mist-400" aria-hidden />
        </button>
      }
    />
  );
}
