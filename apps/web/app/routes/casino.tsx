import type { LiveFeedResponse } from '@casino/contracts';
import type { GameCarouselData, LobbyView, PlayerLists } from '../features/games/lobby.server';
import { Cherry, Dices, Flame, Heart, History, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CategoryIcon } from '../components/ui/category-icon';
import { DocumentTitle } from '../components/ui/document-title';
import { EmptyNote } from '../components/ui/empty-note';
import { Skeleton } from '../components/ui/skeleton';
import { FavouriteHearts } from '../features/favourites/components/favourite-hearts';
import { shouldRevalidateUnlessHeart } from '../features/favourites/favourites-data';
import { loadFavouriteGames } from '../features/favourites/favourites.server';
import { getLobbyHref } from '../features/games/game-data';
import { GameCardActionContext } from '../features/games/components/game-card';
import { GameCarousel } from '../features/games/components/game-carousel';
import { GamesGrid } from '../features/games/components/games-grid';
import { LobbySearch } from '../features/games/components/lobby-search';
import { LobbyTabs } from '../features/games/components/lobby-tabs';
import { NoResults } from '../features/games/components/no-results';
import { SortSelect } from '../features/games/components/sort-select';
import { usePendingLocation } from '../features/games/use-pending-location';
import {
  getLobbyTabs,
  LOBBY_OPTIONS,
  loadLobbyView,
  readLobbyState,
} from '../features/games/lobby.server';
import { orEmpty } from '../lib/or-empty';
import { getLiveFeed } from '../features/home/api/get-live-feed';
import { LiveFeed } from '../features/home/components/live-feed';
import { listRecentGames } from '../features/play/api/list-recent-games';
import { createRequestApi } from '../lib/api.server';
import { loadCategories } from '../lib/content.server';
import { useRootData } from '../lib/root-data';
import { loadSession } from '../lib/session.server';
import type { Route } from './+types/casino';

// spec §2 Casino lobby: tabs, search, sort and the popular carousel, all from the URL; the
// live bets feed below them is read alongside and, if its call fails, left out (spec §8).
// Issue 13: a player also gets the recently played and favourites tabs, and the hearts on the
// cards start from one read of their favourites.
export async function loader(args: Route.LoaderArgs) {
  const api = createRequestApi(args);
  const init = { signal: args.request.signal };
  const categories = loadCategories(args);
  const liveFeed = orEmpty<LiveFeedResponse | null>(getLiveFeed(api, init), null, 'live feed');
  // Shared with the root loader: no extra call, and an expired token reads as a visitor.
  const isSignedIn = Boolean((await loadSession(args)).user);
  const state = readLobbyState(new URL(args.request.url).searchParams, { isSignedIn });
  const favourites = loadFavouriteGames(args, api);
  const playerLists: PlayerLists = {
    recent: () => listRecentGames(api, init),
    favourites: () => favourites.then((games) => ({ games })),
  };
  const [view, feed, favouriteGames] = await Promise.all([
    categories.then((list) => loadLobbyView(api, state, list, init, playerLists)),
    liveFeed,
    favourites,
  ]);
  return {
    state,
    view,
    liveFeed: feed,
    ...LOBBY_OPTIONS,
    tabs: getLobbyTabs(isSignedIn),
    favouriteIds: favouriteGames.map((game) => game.game_id),
  };
}

// A heart's answer must not reload the carousels.
export const shouldRevalidate = shouldRevalidateUnlessHeart;

/** spec §2 /casino and /slots (the same page): the game lobby. */
export default function CasinoPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { state, view, tabs, sorts, liveFeed, favouriteIds } = loaderData;
  const root = useRootData();
  const pending = usePendingLocation(pathname);
  const isSlots = pathname.startsWith('/slots');
  const title = isSlots ? t('pages.slots') : t('pages.casino');
  const pendingParams = pending ? new URLSearchParams(pending.search) : null;
  const pendingTab = pendingParams?.get('tab') ?? 'lobby';
  const pendingType =
    pendingParams?.get('search')?.trim() || pendingTab === 'lobby' ? 'slider' : 'slot';

  return (
    <FavouriteHearts ids={favouriteIds} cardActions={GameCardActionContext}>
      <div className="space-y-6">
        <DocumentTitle
          title={state.search ? t('search.resultsFor', { query: state.search }) : title}
        />
        <h1 className="sr-only">{title}</h1>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
          <LobbyTabs
            pathname={pathname}
            tabs={tabs}
            active={state.tab}
            searching={Boolean(state.search)}
            sort={state.sort}
          />
          <div className="flex gap-2 lg:ml-auto">
            <LobbySearch
              pathname={pathname}
              search={state.search}
              tab={state.tab}
              sort={state.sort}
            />
            <SortSelect
              value={state.sort}
              options={sorts}
              hrefFor={(sort) => getLobbyHref(pathname, { ...state, sort })}
              hidden={{
                tab: state.tab === 'lobby' ? '' : state.tab,
                search: state.search,
              }}
            />
          </div>
        </div>

        {pending ? (
          <div className="space-y-8">
            <Skeleton type={pendingType} label={t('games.loading')} />
            {pendingType === 'slider' ? <Skeleton type="slider" /> : null}
          </div>
        ) : (
          <>
            {view.kind === 'search' ? (
              <>
                {view.results.length > 0 ? (
                  <GameCarousel
                    testId="search-results"
                    title={t('games.searchResults', { query: state.search, count: view.total })}
                    icon={<Search className="size-5 text-brand-300" aria-hidden />}
                    games={view.results}
                    eagerCount={8}
                  />
                ) : (
                  <NoResults
                    query={state.search}
                    resetHref={getLobbyHref(pathname, { tab: state.tab, sort: state.sort })}
                  />
                )}
                {view.popular ? <PopularCarousel carousel={view.popular} /> : null}
              </>
            ) : null}
            {view.kind === 'carousels' ? (
              view.carousels.length > 0 ? (
                <div className="space-y-8">
                  {view.carousels.map((carousel, index) =>
                    carousel.popular ? (
                      <PopularCarousel key={carousel.key} carousel={carousel} />
                    ) : (
                      <GameCarousel
                        key={carousel.key}
                        testId={`carousel-${carousel.slug ?? carousel.key}`}
                        title={carousel.title}
                        icon={
                          <CategoryIcon name={carousel.icon} className="size-5 text-brand-300" />
                        }
                        games={carousel.games}
                        viewAllHref={carousel.slug ? `/category/${carousel.slug}` : null}
                        eagerCount={index < 2 ? 8 : 0}
                      />
                    ),
                  )}
                </div>
              ) : (
                <EmptyGames />
              )
            ) : null}
            {view.kind === 'grid' ? (
              view.games.length > 0 ? (
                <section className="space-y-3">
                  <h2 className="flex items-center gap-2 text-lg font-bold text-white">
                    {isSlots ? (
                      <Cherry className="size-5 text-brand-300" aria-hidden />
                    ) : (
                      <Dices className="size-5 text-brand-300" aria-hidden />
                    )}
                    {t(`games.tabs.${state.tab}`)}
                    <span className="text-sm font-medium text-mist-400">
                      {t('games.count', { count: view.total })}
                    </span>
                  </h2>
                  <GamesGrid games={view.games} label={t(`games.tabs.${state.tab}`)} />
                </section>
              ) : (
                <EmptyGames />
              )
            ) : null}
            {view.kind === 'player' ? <PlayerList view={view} /> : null}
          </>
        )}

        {liveFeed ? (
          <div className="pt-4">
            <LiveFeed
              initial={liveFeed}
              isSignedIn={Boolean(root?.user)}
              realtime={root?.realtime ?? null}
            />
          </div>
        ) : null}
      </div>
    </FavouriteHearts>
  );
}

/** Issue 13: the player's recently played games or favourites, or a hint how to fill them. */
function PlayerList({ view }: { view: Extract<LobbyView, { kind: 'player' }> }) {
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

function PopularCarousel({ carousel }: { carousel: GameCarouselData }) {
  const { t } = useTranslation();
  return (
    <GameCarousel
      testId="popular-carousel"
      title={carousel.title || t('games.popular')}
      icon={<Flame className="size-5 text-amber-300" aria-hidden />}
      games={carousel.games}
      viewAllHref={carousel.slug ? `/category/${carousel.slug}` : null}
      eagerCount={8}
    />
  );
}

function EmptyGames() {
  const { t } = useTranslation();
  return <EmptyNote>{t('games.empty')}</EmptyNote>;
}
