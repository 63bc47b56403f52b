import { MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /settings/sessions (account layout, auth guard). */
export default function SettingsSessionsPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      icon={MonitorSmartphone}
      title={t('settings.sections.sessions')}
      preview="table"
      showBackLink={false}
    />
  );
}
