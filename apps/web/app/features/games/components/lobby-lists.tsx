import { Cherry, Dices, Heart, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../components/ui/empty-note';
import type { LobbyView } from '../lobby.server';
import { GamesGrid } from './games-grid';

/** spec §2 a lobby tab's games (slots, live casino...): its name, how many, the grid. */
export function LobbyGrid({
  view,
  title,
  isSlots,
}: {
  view: Extract<LobbyView, { kind: 'grid' }>;
  title: string;
  isSlots: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="space-y-3">
      <h2 className="flex items-center gap-2 text-lg font-bold text-white">
        {isSlots ? (
          <Cherry className="size-5 text-brand-300" aria-hidden />
        ) : (
          <Dices className="size-5 text-brand-300" aria-hidden />
        )}
        {title}
        <span className="text-sm font-medium text-mist-400">
          {t('games.count', { count: view.total })}
        </span>
      </h2>
      <GamesGrid games={view.games} label={title} />
    </section>
  );
}

/** Issue 13: the player's recently played games or favourites, or a hint how to fill them. */
export function PlayerList({ view }: { view: Extract<LobbyView, { kind: 'player' }> }) {
  const { t } = useTranslation();
  const Icon = view.list === 'recent' ? History : Heart;
  const title = t(`games.tabs.${view.list}`);
  return (
    <section data-testid={`lobby-${view.list}`} className="space-y-3">
      <h2 className="flex items-center gap-2 text-lg font-bold text-white">
        <Icon className="size-5 text-brand-300" aria-hidden />
        {title}
        {view.games.length > 0 ? (
          <span className="text-sm font-medium text-mist-400">
            {t('games.count', { count: view.games.length })}
          </span>
        ) : null}
      </h2>
      {view.games.length > 0 ? (
        <GamesGrid games={view.games} label={title} />
      ) : (
        <EmptyNote testId="lobby-player-empty">{t(`games.playerEmpty.${view.list}`)}</EmptyNote>
      )}
    </section>
  );
}

/** A lobby tab or the lobby itself with no games to show. */
export function EmptyGames() {
  const { t } = useTranslation();
  return <EmptyNote>{t('games.empty')}</EmptyNote>;
}
