import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /settings/password (account layout, auth guard). */
export default function SettingsPasswordPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      icon={KeyRound}
      title={t('settings.sections.password')}
      preview="form"
      showBackLink={false}
    />
  );
}
