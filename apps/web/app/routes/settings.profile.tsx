import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /settings/profile (account layout, auth guard). */
export default function SettingsProfilePage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      icon={UserRound}
      title={t('settings.sections.profile')}
      preview="form"
      showBackLink={false}
    />
  );
}
