import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /casino/{id} and /slots/{id}: a single game. */
export default function CasinoGamePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return <ComingSoon icon={Gamepad2} eyebrow={`#${id}`} title={t('pages.game')} preview="game" />;
}
