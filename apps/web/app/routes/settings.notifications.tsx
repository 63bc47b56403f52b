import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /settings/notifications (account layout, auth guard). */
export default function SettingsNotificationsPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      icon={Bell}
      title={t('settings.sections.notifications')}
      preview="table"
      showBackLink={false}
    />
  );
}
