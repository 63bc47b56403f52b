import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /settings/wallet (account layout, auth guard). */
export default function SettingsWalletPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      icon={Wallet}
      title={t('settings.sections.wallet')}
      preview="cards"
      showBackLink={false}
    />
  );
}
