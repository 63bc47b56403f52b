import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../components/ui/coming-soon';
import { formatSlug } from '../lib/format';
import { isPolicySlug } from '../lib/policies';

/** spec §2 /policies/{slug}. */
export default function PolicyPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  return (
    <ComingSoon
      icon={ScrollText}
      eyebrow={t('pages.policies')}
      title={isPolicySlug(slug) ? t(`policies.${slug}`) : formatSlug(slug)}
      preview="article"
      showBackLink={false}
    />
  );
}
