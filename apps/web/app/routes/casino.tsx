import { Cherry, Dices, Tv } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /casino and /slots (the same page): the game lobby with its tabs and search. */
export default function CasinoPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const isSlots = pathname.startsWith('/slots');
  const isLive = searchParams.get('tab') === 'live_casino';
  const search = searchParams.get('search')?.trim();
  const title = isSlots ? t('pages.slots') : isLive ? t('nav.liveCasino') : t('pages.casino');
  return (
    <ComingSoon
      icon={isSlots ? Cherry : isLive ? Tv : Dices}
      eyebrow={search ? t('search.resultsFor', { query: search }) : undefined}
      title={title}
      preview="games"
      showBackLink={false}
    />
  );
}
