import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /home (index layout). */
export default function HomePage() {
  const { t } = useTranslation();
  return <ComingSoon icon={House} title={t('pages.home')} preview="games" />;
}
