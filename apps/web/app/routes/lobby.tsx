import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /lobby. */
export default function LobbyPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon icon={LayoutGrid} title={t('pages.lobby')} preview="games" showBackLink={false} />
  );
}
