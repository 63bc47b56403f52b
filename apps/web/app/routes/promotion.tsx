import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /promotions/{id}: one promotion. */
export default function PromotionPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      icon={Gift}
      eyebrow={t('pages.promotions')}
      title={t('pages.promotion')}
      preview="article"
    />
  );
}
