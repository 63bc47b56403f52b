import { ArrowLeftRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /settings/transactions (account layout, auth guard). */
export default function SettingsTransactionsPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      icon={ArrowLeftRight}
      title={t('settings.sections.transactions')}
      preview="table"
      showBackLink={false}
    />
  );
}
