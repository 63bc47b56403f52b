import { can } from '@casino/contracts';
import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../components/ui/form-alert';
import { AdminPage } from '../features/admin/components/admin-page';
import { toRouteError } from '../features/admin/route-error.server';
import { listCategories } from '../features/admin/games/api/list-categories';
import { listGames } from '../features/admin/games/api/list-games';
import { GamesFiltersForm } from '../features/admin/games/components/games-filters';
import { GamesTable } from '../features/admin/games/components/games-table';
import { GamesTabs } from '../features/admin/games/components/games-tabs';
import { runGameAction } from '../features/admin/games/games-actions.server';
import {
  GAMES_PER_PAGE,
  getGamesHref,
  readGamesFilters,
  readPage,
} from '../features/admin/games/games-query';
import { Pagination } from '../features/wallet/components/pagination';
import { createAccountApi } from '../lib/api.server';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.games';

/**
 * Issue 17: GET /api/admin/games with the filters of the address (disabled games included),
 * and the categories for the filter and each row's category form.
 */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requirePermission(args, 'games.manage');
  const params = new URL(args.request.url).searchParams;
  const filters = readGamesFilters(params);
  const page = readPage(params.get('page'));
  const api = createAccountApi(args);
  const init = { signal: args.request.signal };
  try {
    const [list, categories] = await Promise.all([
      listGames(api, { filters, page, per_page: GAMES_PER_PAGE }, init),
      listCategories(api, init),
    ]);
    return {
      filters,
      page,
      list,
      categories,
      canManageProviders: can(staff.role, 'providers.manage'),
    };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** Show or hide, feature, order or categorise one game (one small form per change). */
export async function action(args: Route.ActionArgs) {
  return runGameAction(args);
}

/** Issue 17 "Games": the whole catalog, filtered in the address, each game's switches inline. */
export default function AdminGamesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { filters, page, list, categories, canManageProviders } = loaderData;
  return (
    <AdminPage
      icon={Gamepad2}
      title={t('games.title')}
      lead={t('games.lead')}
      aside={
        <p className="text-sm text-mist-400 tabular-nums" data-testid="games-total">
          {t('games.total', { count: list.total })}
        </p>
      }
    >
      <GamesTabs current="games" canManageProviders={canManageProviders} />
      <GamesFiltersForm filters={filters} categories={categories} />
      <FormAlert result={actionData} testId="games-alert" />
      <GamesTable games={list.games} categories={categories} result={actionData} />
      <Pagination
        page={page}
        perPage={GAMES_PER_PAGE}
        total={list.total}
        getHref={(next) => getGamesHref(filters, next)}
      />
    </AdminPage>
  );
}
