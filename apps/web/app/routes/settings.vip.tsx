import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SettingsPage } from '../features/account/components/settings-page';
import { getLevels } from '../features/content/api/get-levels';
import { VipLevels } from '../features/content/components/vip-levels';
import { orEmpty } from '../lib/or-empty';
import { toStoredLevels } from '../features/content/content-data';
import { createAccountApi } from '../lib/api.server';
import type { Route } from './+types/settings.vip';

export async function loader(args: Route.LoaderArgs) {
  const api = createAccountApi(args);
  const levels = await orEmpty(
    getLevels(api, { signal: args.request.signal }).then((response) =>
      toStoredLevels(response.levels),
    ),
    [],
    'VIP levels',
  );
  return { levels };
}

/** spec §2 /settings/vip (account layout, auth guard): the VIP tiers. */
export default function SettingsVipPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <SettingsPage section="vip" lead={t('content.vip.lead')} description={t('content.meta.vip')}>
      <VipLevels levels={loaderData.levels} />
      <p className="text-sm text-mist-400">
        <Link to="/policies/vip" className="font-medium text-brand-300 hover:text-brand-200">
          {t('content.vip.programme')}
        </Link>
      </p>
    </SettingsPage>
  );
}
