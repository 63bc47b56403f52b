import { toLocale } from '@casino/contracts/locales';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../features/admin/components/admin-page';
import { listPlayers } from '../features/admin/players/api/list-players';
import { PlayersSearch } from '../features/admin/players/components/players-search';
import { PlayersTable } from '../features/admin/players/components/players-table';
import { getPlayersHref, readPage } from '../features/admin/players/player-query';
import { toRouteError } from '../features/admin/route-error.server';
import { Pagination } from '../features/wallet/components/pagination';
import { createAccountApi } from '../lib/api.server';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.players';

const PER_PAGE = 25;

/**
 * Issue 17: GET /api/admin/players with the address's search (`?q=`: part of a name or e-mail,
 * an id, or a deposit address; everyone, newest first, without one), a page at a time.
 */
export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, 'players.view');
  const params = new URL(args.request.url).searchParams;
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const page = readPage(params.get('page'));
  try {
    const list = await listPlayers(
      createAccountApi(args),
      { q: q || undefined, page, per_page: PER_PAGE },
      { signal: args.request.signal },
    );
    return { q, page, list };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** Issue 17: find a player and open their account. */
export default function AdminPlayersPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = toLocale(i18n.language) ?? 'en';
  const { q, page, list } = loaderData;
  return (
    <AdminPage
      icon={Users}
      title={t('players.title')}
      lead={t('players.lead')}
      aside={
        <p className="text-sm text-mist-400 tabular-nums" data-testid="players-total">
          {t('players.total', { count: list.total })}
        </p>
      }
    >
      <PlayersSearch q={q} />
      <PlayersTable players={list.players} locale={locale} />
      <Pagination
        page={page}
        perPage={PER_PAGE}
        total={list.total}
        getHref={(next) => getPlayersHref(q, next)}
      />
    </AdminPage>
  );
}
