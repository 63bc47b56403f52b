import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../components/ui/coming-soon';
import { formatSlug } from '../lib/format';

/** spec §2 /providers/{id}: id is the provider name with spaces as hyphens. */
export default function ProviderPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <ComingSoon
      icon={Building2}
      eyebrow={t('pages.provider')}
      title={formatSlug(id)}
      preview="games"
    />
  );
}
