import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /settings/bonus (account layout, auth guard). */
export default function SettingsBonusPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      icon={Gift}
      title={t('settings.sections.bonus')}
      preview="table"
      showBackLink={false}
    />
  );
}
