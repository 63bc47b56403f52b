import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRowButtons, ScrollRowLink, ScrollRowList } from '../../../components/ui/scroll-row';
import { useScrollRow } from '../../../lib/use-scroll-row';
import { CAROUSEL_CARD_SIZES, type CardGame } from '../game-data';
import { GameCard } from './game-card';

type GameCarouselProps = {
  title: string;
  icon?: ReactNode;
  games: CardGame[];
  /** "View all" target (the category page); none when there is no page to show. */
  viewAllHref?: string | null;
  testId?: string;
  /** Cards whose images load at once (the first screen); the rest load lazily. */
  eagerCount?: number;
  /** Of those, the cards whose images go before other requests (the page's first row). */
  priorityCount?: number;
};

/**
 * Cards after the first screen's (eagerCount) are drawn only near the viewport: the browser
 * skips their layout and paint while off screen, and their lazy pictures wait until then
 * instead of being fetched as the page loads, alongside its largest paint (decision 032). Off
 * screen a card keeps its drawn size: the picture at 21:16, a name and a provider line.
 */
const LATER_CARD =
  '[content-visibility:auto] [contain-intrinsic-size:auto_9.5rem_auto_10rem] sm:[contain-intrinsic-size:auto_13.125rem_auto_12.75rem]';

/**
 * spec §2/§9: a row of at most 50 games (loaders cap it) scrolling sideways with snap points and
 * previous / next buttons.
 */
export function GameCarousel({
  title,
  icon,
  games,
  viewAllHref,
  testId,
  eagerCount = 0,
  priorityCount = 0,
}: GameCarouselProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const row = useScrollRow<HTMLUListElement>(games);

  return (
    <section data-testid={testId} aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-center gap-3">
        <h2
          id={headingId}
          className="flex min-w-0 items-center gap-2 text-lg font-bold tracking-tight text-white"
        >
          {icon}
          <span className="truncate">{title}</span>
        </h2>
        <div className="ml-auto flex shrink-0 items-center gap-1.5">
          {viewAllHref ? (
            <ScrollRowLink to={viewAllHref}>{t('games.viewAll')}</ScrollRowLink>
          ) : null}
          <ScrollRowButtons
            row={row}
            previousLabel={t('games.previous')}
            nextLabel={t('games.next')}
          />
        </div>
      </div>
      <ScrollRowList row={row}>
        {games.map((game, index) => (
          <li
            key={game.game_id}
            className={clsx(
              'w-[9.5rem] shrink-0 snap-start sm:w-[13.125rem]',
              index >= eagerCount && LATER_CARD,
            )}
          >
            <GameCard
              game={game}
              sizes={CAROUSEL_CARD_SIZES}
              eager={index < eagerCount}
              priority={index < priorityCount}
            />
          </li>
        ))}
      </ScrollRowList>
    </section>
  );
}
