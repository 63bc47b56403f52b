import { ArrowLeft, Building2, Clock, LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getButtonClass } from '../components/ui/button';
import { DocumentTitle } from '../components/ui/document-title';
import { orNotFound } from '../features/content/content.server';
import { orEmpty } from '../lib/or-empty';
import { listFavourites } from '../features/favourites/api/list-favourites';
import { FavouriteButton } from '../features/favourites/components/favourite-button';
import { FavouritesProvider } from '../features/favourites/favourites-context';
import { getGame } from '../features/games/api/get-game';
import { GameImage } from '../features/games/components/game-image';
import { toCategoryRouteId, toProviderRouteId } from '../features/games/game-data';
import { GamePlayer } from '../features/play/components/game-player';
import { isFrameLaunched } from '../features/play/play-data';
import { createRequestApi } from '../lib/api.server';
import { loadCategories } from '../lib/content.server';
import { shouldRevalidateOnNewUrl } from '../lib/revalidation';
import { useRootData } from '../lib/root-data';
import { loadSession } from '../lib/session.server';
import type { Route } from './+types/casino-game';

/**
 * spec §2 casino.id: the id is the game id; unknown or withdrawn games answer the 404 page. A
 * player's favourites are read for the heart (a failure leaves it empty, spec §8).
 */
export async function loader(args: Route.LoaderArgs) {
  const gameId = Number(args.params.id);
  if (!Number.isInteger(gameId) || gameId <= 0) throw new Response('Not Found', { status: 404 });
  const api = createRequestApi(args);
  const init = { signal: args.request.signal };
  const [{ game }, categories, session] = await Promise.all([
    orNotFound(getGame(api, gameId, init)),
    loadCategories(args),
    loadSession(args),
  ]);
  const favourites = session.user
    ? await orEmpty(listFavourites(api, init), { games: [] }, 'favourites')
    : { games: [] };
  const category = categories.find((entry) => entry.id === game.game_category_id) ?? null;
  const isFavourite = favourites.games.some((entry) => entry.game_id === game.game_id);
  return { game, category, favouriteIds: isFavourite ? [game.game_id] : [] };
}

/**
 * The frame must not reload under the player: balance alerts, the launch and the heart
 * revalidate the page without changing its address, and none of them changes the game.
 */
export const shouldRevalidate = shouldRevalidateOnNewUrl;

/**
 * spec §2 /casino/{id} and /slots/{id}: the game, opened in the page's frame (provider games),
 * linked to its own page (in-house games), or marked coming soon.
 */
export default function CasinoGamePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { game, category, favouriteIds } = loaderData;
  const user = useRootData()?.user ?? null;
  const isPlayable = isFrameLaunched(game);
  const lobbyPath = pathname.startsWith('/slots') ? '/slots' : '/casino';
  const flags = [
    game.live_casino && t('games.tabs.live_casino'),
    game.featured && t('games.tabs.featured'),
    game.game_show && t('games.tabs.game_show'),
    game.original && t('games.tabs.original'),
    game.has_demo && t('games.demoAvailable'),
  ].filter((flag): flag is string => Boolean(flag));

  // The game's provider and category, each linking to the page of its games.
  const facts = [
    {
      icon: Building2,
      term: t('games.provider'),
      to: `/providers/${toProviderRouteId(game.provider)}`,
      text: game.provided_by || game.provider,
    },
    ...(category
      ? [
          {
            icon: LayoutGrid,
            term: t('games.category'),
            to: `/category/${toCategoryRouteId(category)}`,
            text: category.name,
          },
        ]
      : []),
  ];

  const titleRow = (
    <div className="flex items-start gap-3">
      <h1 className="min-w-0 flex-1 text-2xl font-bold tracking-tight text-white sm:text-3xl">
        {game.name}
      </h1>
      <FavouriteButton gameId={game.game_id} size="page" />
    </div>
  );
  const meta = (
    <div className="space-y-3">
      <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {facts.map(({ icon: Icon, term, to, text }) => (
          <div key={term} className="flex items-center gap-2">
            <dt className="flex items-center gap-1.5 text-mist-400">
              <Icon className="size-4" aria-hidden />
              {term}
            </dt>
            <dd>
              <Link to={to} className="font-semibold text-brand-300 hover:text-brand-200">
                {text}
              </Link>
            </dd>
          </div>
        ))}
      </dl>
      {flags.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {flags.map((flag) => (
            <li
              key={flag}
              className="rounded-full border border-white/10 bg-ink-850 px-3 py-1 text-xs font-medium text-mist-200"
            >
              {flag}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );

  return (
    <FavouritesProvider ids={favouriteIds}>
      <article data-testid="game-page" data-coming-soon={game.coming_soon} className="space-y-6">
        <DocumentTitle title={game.name} />
        <Link to={lobbyPath} className={getButtonClass('ghost', 'sm', '-ml-2')}>
          <ArrowLeft className="size-4" aria-hidden />
          {t('games.backToLobby')}
        </Link>
        {isPlayable ? (
          <>
            {titleRow}
            {/* A new game starts a new player: no frame or answer of the last one lingers. */}
            <GamePlayer key={game.game_id} game={game} user={user} />
            {meta}
          </>
        ) : (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="space-y-5">
              <div className="relative aspect-[21/16] overflow-hidden rounded-2xl bg-ink-800 ring-1 ring-white/5 sm:aspect-[21/10]">
                <GameImage
                  src={game.game_image || game.url_thumb}
                  name={game.name}
                  width={840}
                  height={400}
                  eager
                />
                {game.coming_soon ? (
                  <span className="absolute top-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-ink-950/80 px-3 py-1 text-xs font-semibold tracking-wide text-amber-300 uppercase ring-1 ring-amber-400/30 backdrop-blur">
                    <Clock className="size-3.5" aria-hidden />
                    {t('games.comingSoon')}
                  </span>
                ) : null}
              </div>
              <div className="space-y-3">
                {titleRow}
                {meta}
              </div>
            </div>
            <aside className="space-y-4">
              {game.coming_soon ? (
                <div
                  data-testid="game-coming-soon"
                  className="space-y-3 rounded-2xl border border-amber-400/20 bg-amber-400/5 p-5"
                >
                  <span className="grid size-11 place-items-center rounded-xl bg-amber-400/10 text-amber-300 ring-1 ring-amber-400/30">
                    <Clock className="size-5" aria-hidden />
                  </span>
                  <h2 className="text-lg font-bold text-white">{t('games.notPlayableTitle')}</h2>
                  <p className="text-sm text-mist-300">{t('games.notPlayableText')}</p>
                  <Link to={lobbyPath} className={getButtonClass('outline', 'md', 'w-full')}>
                    {t('games.browseOthers')}
                  </Link>
                </div>
              ) : game.play_path ? (
                <Link
                  to={game.play_path}
                  data-testid="game-play"
                  className={getButtonClass('primary', 'lg', 'w-full')}
                >
                  {t('games.playNow')}
                </Link>
              ) : null}
            </aside>
          </div>
        )}
      </article>
    </FavouritesProvider>
  );
}
