import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SettingsPage } from '../features/account/components/settings-page';
import { getLevels } from '../features/content/api/get-levels';
import { getVip } from '../features/content/api/get-vip';
import { VipStatusCard } from '../features/content/components/vip-status';
import { VipLevels } from '../features/content/components/vip-levels';
import { orEmpty } from '../lib/or-empty';
import { toStoredLevels } from '../features/content/content-data';
import { createAccountApi } from '../lib/api.server';
import type { Route } from './+types/settings.vip';

export async function loader(args: Route.LoaderArgs) {
  const api = createAccountApi(args);
  const [levels, vip] = await Promise.all([
    orEmpty(
      getLevels(api, { signal: args.request.signal }).then((response) =>
        toStoredLevels(response.levels),
      ),
      [],
      'VIP levels',
    ),
    orEmpty(
      getVip(api, { signal: args.request.signal }).then((response) => response.vip),
      null,
      'VIP standing',
    ),
  ]);
  return { levels, vip };
}

/**
 * spec §2 /settings/vip (account layout, auth guard): the player's level and progress to the
 * next (issue 16), then the VIP tiers.
 */
export default function SettingsVipPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <SettingsPage section="vip" lead={t('content.vip.lead')} description={t('content.meta.vip')}>
      {loaderData.vip ? <VipStatusCard vip={loaderData.vip} /> : null}
      <VipLevels levels={loaderData.levels} />
      <p className="text-sm text-mist-400">
        <Link to="/policies/vip" className="font-medium text-brand-300 hover:text-brand-200">
          {t('content.vip.programme')}
        </Link>
      </p>
    </SettingsPage>
  );
}
