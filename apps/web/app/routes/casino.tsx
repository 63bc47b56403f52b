import type { LiveFeedResponse } from '@casino/contracts';
import type { GameCarouselData, PlayerLists } from '../features/games/lobby.server';
import { Flame, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CategoryIcon } from '../components/ui/category-icon';
import { deferHydration, usePreloadWhenIdle } from '../components/ui/deferred-part';
import { DocumentTitle } from '../components/ui/document-title';
import { FavouriteHearts } from '../features/favourites/components/favourite-hearts';
import { shouldRevalidateUnlessHeart } from '../features/favourites/favourites-data';
import { loadFavouriteGames } from '../features/favourites/favourites.server';
import { getLobbyHref } from '../features/games/game-data';
import { GameCardActionContext } from '../features/games/components/game-card';
import { GameCarousel } from '../features/games/components/game-carousel';
import { LobbySearch } from '../features/games/components/lobby-search';
import { LobbyTabs } from '../features/games/components/lobby-tabs';
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
import { listRecentGames } from '../features/play/api/list-recent-games';
import { createRequestApi } from '../lib/api.server';
import { loadCategories } from '../lib/content.server';
import { useRootData } from '../lib/root-data';
import { loadSession } from '../lib/session.server';
import type { Route } from './+types/casino';

// What the lobby shows only after a search or a tab (the grids, the player's lists, "no
// results") and while one loads (the placeholders): server-rendered when a page opens on it,
// otherwise fetched once the page is idle (decision 031).
const Skeleton = deferHydration(() => import('../components/ui/skeleton').then((m) => m.Skeleton));
const NoResults = deferHydration(() =>
  import('../features/games/components/no-results').then((m) => m.NoResults),
);
const LobbyGrid = deferHydration(() =>
  import('../features/games/components/lobby-lists').then((m) => m.LobbyGrid),
);
const PlayerList = deferHydration(() =>
  import('../features/games/components/lobby-lists').then((m) => m.PlayerList),
);
const EmptyGames = deferHydration(() =>
  import('../features/games/components/lobby-lists').then((m) => m.EmptyGames),
);
// spec §2 live bets feed, below the lobby: hydrated once its code has arrived.
const LiveFeed = deferHydration(() =>
  import('../features/home/components/live-feed-panel').then((m) => m.LiveFeedPanel),
);

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
  usePreloadWhenIdle(Skeleton, NoResults, LobbyGrid, PlayerList, EmptyGames);
  const isSlots = pathname.startsWith('/slots');
  const isPhone = Boolean(root?.isPhone);
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
                    {...firstScreen(isPhone, 0)}
                  />
                ) : (
                  <NoResults
                    query={state.search}
                    resetHref={getLobbyHref(pathname, { tab: state.tab, sort: state.sort })}
                  />
                )}
                {view.popular ? (
                  <PopularCarousel carousel={view.popular} {...firstScreen(isPhone, 1)} />
                ) : null}
              </>
            ) : null}
            {view.kind === 'carousels' ? (
              view.carousels.length > 0 ? (
                <div className="space-y-8">
                  {view.carousels.map((carousel, index) =>
                    carousel.popular ? (
                      <PopularCarousel
                        key={carousel.key}
                        carousel={carousel}
                        {...firstScreen(isPhone, index)}
                      />
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
                        {...firstScreen(isPhone, index)}
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
                <LobbyGrid view={view} title={t(`games.tabs.${state.tab}`)} isSlots={isSlots} />
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

/**
 * spec §9: the pictures of the first screen (two rows) load at once, the rest lazily; only the
 * first row's go before other requests, since one of them is the page's largest paint and
 * sixteen "high" pictures shared a phone's bandwidth with it. A phone shows two and a half
 * cards a row, a desktop about seven.
 */
function firstScreen(isPhone: boolean, row: number) {
  const cards = isPhone ? 3 : 8;
  return { eagerCount: row < 2 ? cards : 0, priorityCount: row === 0 ? cards : 0 };
}

function PopularCarousel({
  carousel,
  eagerCount,
  priorityCount,
}: {
  carousel: GameCarouselData;
  eagerCount: number;
  priorityCount: number;
}) {
  const { t } = useTranslation();
  return (
    <GameCarousel
      testId="popular-carousel"
      title={carousel.title || t('games.popular')}
      icon={<Flame className="size-5 text-amber-300" aria-hidden />}
      games={carousel.games}
      viewAllHref={carousel.slug ? `/category/${carousel.slug}` : null}
      eagerCount={eagerCount}
      priorityCount={priorityCount}
    />
  );
}
