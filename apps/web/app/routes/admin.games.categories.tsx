import { can } from '@casino/contracts';
import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../components/ui/form-alert';
import { AdminPage } from '../features/admin/components/admin-page';
import { toRouteError } from '../features/admin/route-error.server';
import { listCategories } from '../features/admin/games/api/list-categories';
import { CategoriesTable } from '../features/admin/games/components/categories-table';
import { GamesTabs } from '../features/admin/games/components/games-tabs';
import { runCategoryAction } from '../features/admin/games/games-actions.server';
import { createAccountApi } from '../lib/api.server';
import { requirePermission } from '../lib/guards.server';
import type { Route } from './+types/admin.games.categories';

/** Issue 17: GET /api/admin/categories, the lobby menu's categories in order. */
export async function loader(args: Route.LoaderArgs) {
  const staff = await requirePermission(args, 'games.manage');
  try {
    const categories = await listCategories(createAccountApi(args), {
      signal: args.request.signal,
    });
    return { categories, canManageProviders: can(staff.role, 'providers.manage') };
  } catch (error) {
    throw toRouteError(error);
  }
}

/** Move a category in the lobby's menu, or take it in or out of the menu. */
export async function action(args: Route.ActionArgs) {
  return runCategoryAction(args);
}

/** Issue 17 "Games": the lobby's categories, their order and their place in the menu. */
export default function AdminGameCategoriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const { categories, canManageProviders } = loaderData;
  return (
    <AdminPage
      icon={Gamepad2}
      title={t('games.categories.title')}
      lead={t('games.categories.lead')}
    >
      <GamesTabs current="categories" canManageProviders={canManageProviders} />
      <FormAlert result={actionData} testId="categories-alert" />
      <CategoriesTable categories={categories} result={actionData} />
    </AdminPage>
  );
}
