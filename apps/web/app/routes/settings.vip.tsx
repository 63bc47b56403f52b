import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /settings/vip (account layout, auth guard). */
export default function SettingsVipPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      icon={Crown}
      title={t('settings.sections.vip')}
      preview="cards"
      showBackLink={false}
    />
  );
}
