import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** spec §2/§3 auth box: login and register tabs; each is its own URL. */
export function AuthTabs({ active }: { active: 'login' | 'register' }) {
  const { t } = useTranslation();
  const tabs = [
    { id: 'login', to: '/login', label: t('header.login') },
    { id: 'register', to: '/register', label: t('header.register') },
  ] as const;
  return (
    <nav
      aria-label={t('auth.tabs')}
      className="mb-7 grid grid-cols-2 gap-1 rounded-xl bg-ink-950/70 p-1 ring-1 ring-white/5"
    >
      {tabs.map((tab) => {
        const isActive = tab.id === active;
        return (
          <Link
            key={tab.id}
            to={tab.to}
            aria-current={isActive ? 'page' : undefined}
            className={clsx(
              'rounded-lg px-3 py-2 text-center text-sm font-semibold transition-colors',
              isActive
                ? 'bg-ink-700 text-white shadow-sm shadow-black/40'
                : 'text-mist-400 hover:bg-white/5 hover:text-white',
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </nav>
  );
}
