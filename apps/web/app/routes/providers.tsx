import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /providers: the game providers. */
export default function ProvidersPage() {
  const { t } = useTranslation();
  return <ComingSoon icon={Building2} title={t('pages.providers')} preview="cards" />;
}
