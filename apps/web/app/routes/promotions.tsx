import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /promotions. */
export default function PromotionsPage() {
  const { t } = useTranslation();
  return <ComingSoon icon={Gift} title={t('pages.promotions')} preview="cards" />;
}
