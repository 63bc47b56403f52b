import { Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /customersupport: the agent's chat (the support layout guards it). */
export default function CustomerSupportPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      icon={Headset}
      eyebrow={t('support.console')}
      title={t('support.chat')}
      preview="chat"
      showBackLink={false}
    />
  );
}
