import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /blog. */
export default function BlogPage() {
  const { t } = useTranslation();
  return <ComingSoon icon={Newspaper} title={t('pages.blog')} preview="cards" />;
}
