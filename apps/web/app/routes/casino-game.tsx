import { ArrowLeft, Building2, Clock, Gamepad2, LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { getButtonClass } from '../components/ui/button';
import { DocumentTitle } from '../components/ui/document-title';
import { NotAuthenticatedPanel } from '../features/auth/components/not-authenticated-panel';
import { orNotFound } from '../features/content/content.server';
import { getGame } from '../features/games/api/get-game';
import { GameImage } from '../features/games/components/game-image';
import { toCategoryRouteId, toProviderRouteId } from '../features/games/game-data';
import { createRequestApi } from '../lib/api.server';
import { loadCategories } from '../lib/content.server';
import { useRootData } from '../lib/root-data';
import type { Route } from './+types/casino-game';

/** spec §2 casino.id: the id is the game id; unknown or withdrawn games answer the 404 page. */
export async function loader(args: Route.LoaderArgs) {
  const gameId = Number(args.params.id);
  if (!Number.isInteger(gameId) || gameId <= 0) throw new Response('Not Found', { status: 404 });
  const [{ game }, categories] = await Promise.all([
    orNotFound(getGame(createRequestApi(args), gameId, { signal: args.request.signal })),
    loadCategories(args),
  ]);
  const category = categories.find((entry) => entry.id === game.game_category_id) ?? null;
  return { game, category };
}

/** spec §2 /casino/{id} and /slots/{id}: a game's details; play needs an account. */
export default function CasinoGamePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { game, category } = loaderData;
  const isVisitor = !useRootData()?.user;
  const lobbyPath = pathname.startsWith('/slots') ? '/slots' : '/casino';
  const flags = [
    game.live_casino && t('games.tabs.live_casino'),
    game.featured && t('games.tabs.featured'),
    game.game_show && t('games.tabs.game_show'),
    game.original && t('games.tabs.original'),
    game.has_demo && t('games.demoAvailable'),
  ].filter((flag): flag is string => Boolean(flag));

  return (
    <article data-testid="game-page" data-coming-soon={game.coming_soon} className="space-y-6">
      <DocumentTitle title={game.name} />
      <Link to={lobbyPath} className={getButtonClass('ghost', 'sm', '-ml-2')}>
        <ArrowLeft className="size-4" aria-hidden />
        {t('games.backToLobby')}
      </Link>
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
            <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
              {game.name}
            </h1>
            <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <div className="flex items-center gap-2">
                <dt className="flex items-center gap-1.5 text-mist-400">
                  <Building2 className="size-4" aria-hidden />
                  {t('games.provider')}
                </dt>
                <dd>
                  <Link
                    to={`/providers/${toProviderRouteId(game.provider)}`}
                    className="font-semibold text-brand-300 hover:text-brand-200"
                  >
                    {game.provided_by || game.provider}
                  </Link>
                </dd>
              </div>
              {category ? (
                <div className="flex items-center gap-2">
                  <dt className="flex items-center gap-1.5 text-mist-400">
                    <LayoutGrid className="size-4" aria-hidden />
                    {t('games.category')}
                  </dt>
                  <dd>
                    <Link
                      to={`/category/${toCategoryRouteId(category)}`}
                      className="font-semibold text-brand-300 hover:text-brand-200"
                    >
                      {category.name}
                    </Link>
                  </dd>
                </div>
              ) : null}
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
          ) : isVisitor ? (
            <NotAuthenticatedPanel compact />
          ) : (
            <div className="space-y-3 rounded-2xl bg-ink-850 p-5 ring-1 ring-white/5">
              <span className="grid size-11 place-items-center rounded-xl bg-brand-400/10 text-brand-300 ring-1 ring-brand-400/30">
                <Gamepad2 className="size-5" aria-hidden />
              </span>
              <h2 className="text-lg font-bold text-white">{t('games.launchTitle')}</h2>
              <p className="text-sm text-mist-300">{t('games.launchText')}</p>
            </div>
          )}
        </aside>
      </div>
    </article>
  );
}
