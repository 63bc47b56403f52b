import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /settings/verification (account layout, auth guard). */
export default function SettingsVerificationPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      icon={BadgeCheck}
      title={t('settings.sections.verification')}
      preview="form"
      showBackLink={false}
    />
  );
}
