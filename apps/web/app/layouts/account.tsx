import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ChromeShell } from '../features/chrome/components/chrome-shell';
import { SettingsNav } from '../features/account/components/settings-nav';
import { requirePlayer } from '../lib/guards.server';
import type { Route } from './+types/account';

/** spec §2: the account area requires a signed-in player. */
export async function loader(args: Route.LoaderArgs) {
  await requirePlayer(args);
  return null;
}

/** spec §2 account layout: the settings sections beside the chosen section. */
export default function AccountLayout() {
  const { t } = useTranslation();
  return (
    <ChromeShell>
      <div className="mb-6">
        {/* Each section names itself in its own h1; this is the area's title. */}
        <p className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
          {t('settings.title')}
        </p>
        <p className="mt-1 text-mist-400">{t('settings.lead')}</p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <div className="lg:rounded-2xl lg:bg-ink-900 lg:p-2 lg:ring-1 lg:ring-white/5">
            <SettingsNav />
          </div>
        </aside>
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </ChromeShell>
  );
}
