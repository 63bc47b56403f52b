import type { GameSort } from '@casino/contracts/games';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyNote } from '../../../components/ui/empty-note';
import { Skeleton } from '../../../components/ui/skeleton';
import type { CardGame } from '../game-data';
import { usePendingLocation } from '../use-pending-location';
import { GamesGrid } from './games-grid';
import { GamesPageHeader } from './games-page-header';
import { SortSelect } from './sort-select';

type GamesGridPageProps = {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  games: CardGame[];
  total: number;
  sort: GameSort;
  sorts: readonly GameSort[];
  media?: ReactNode;
};

/** A category's or provider's games: heading, sort select and the virtualised grid. */
export function GamesGridPage({
  icon,
  eyebrow,
  title,
  games,
  total,
  sort,
  sorts,
  media,
}: GamesGridPageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const pending = usePendingLocation(pathname);
  return (
    <div className="space-y-6">
      <GamesPageHeader
        icon={icon}
        eyebrow={eyebrow}
        title={title}
        meta={t('games.count', { count: total })}
        media={media}
      >
        <SortSelect
          value={sort}
          options={sorts}
          hrefFor={(next) => (next === 'default' ? pathname : `${pathname}?sort=${next}`)}
        />
      </GamesPageHeader>
      {pending ? (
        <Skeleton type="slot" label={t('games.loading')} />
      ) : games.length > 0 ? (
        <GamesGrid games={games} label={title} />
      ) : (
        <EmptyNote>{t('games.empty')}</EmptyNote>
      )}
    </div>
  );
}
