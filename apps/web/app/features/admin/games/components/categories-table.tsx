import type { AdminCategory } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { EmptyNote } from '../../../../components/ui/empty-note';
import { SubmitButton } from '../../../../components/ui/form-field';
import type { FormResult } from '../../../../lib/forms';
import { AdminTable, CELL_CLASS } from '../../components/admin-table';
import { RowFieldError, RowForm, ToggleForm, useRowPending } from './row-forms';

type CategoriesTableProps = {
  categories: readonly AdminCategory[];
  /** The page action's last answer: a row shows its own field errors. */
  result?: FormResult;
};

/** The lobby's categories in menu order: each one's position and place in the menu, as forms. */
export function CategoriesTable({ categories, result }: CategoriesTableProps) {
  const { t } = useTranslation('admin');
  if (categories.length === 0) {
    return <EmptyNote testId="categories-empty">{t('games.categories.empty')}</EmptyNote>;
  }
  const columns = [
    { label: t('games.categories.columns.category') },
    { label: t('games.categories.columns.games') },
    { label: t('games.categories.columns.position') },
    { label: t('games.categories.columns.menu') },
  ];
  return (
    <AdminTable testId="categories-table" columns={columns} minWidthClass="min-w-[44rem]">
      {categories.map((category) => (
        <CategoryRow key={category.id} category={category} result={result} />
      ))}
    </AdminTable>
  );
}

function CategoryRow({ category, result }: { category: AdminCategory; result?: FormResult }) {
  const { t } = useTranslation('admin');
  const intent = `category-${category.id}`;
  const { name } = category;
  const isInMenu = category.in_menu === 1;
  const isSaving = useRowPending(intent, 'position');
  const hasError = result?.intent === intent && !result.ok && !!result.fieldErrors.position?.length;
  return (
    <tr data-category={category.id}>
      <td className={CELL_CLASS}>
        <p className="font-medium text-white">{name}</p>
        <p className="text-xs text-mist-400">{category.slug}</p>
      </td>
      <td className={`${CELL_CLASS} whitespace-nowrap tabular-nums`}>
        {t('games.categories.gamesCount', {
          enabled: category.enabled_games,
          total: category.games,
        })}
      </td>
      <td className={CELL_CLASS}>
        <RowForm intent={intent} id={category.id} key={`position-${category.position}`}>
          <div>
            <input
              name="position"
              type="number"
              min={0}
              max={1_000_000}
              inputMode="numeric"
              aria-label={t('games.categories.positionOf', { name })}
              aria-invalid={hasError || undefined}
              defaultValue={category.position}
              className="h-9 w-24 rounded-lg bg-ink-950/60 px-2.5 text-sm text-white tabular-nums ring-1 ring-white/10 hover:ring-white/20 focus:ring-2 focus:ring-brand-400/70 focus:outline-none aria-[invalid=true]:ring-rose-400/60"
            />
            <RowFieldError result={result} intent={intent} field="position" />
          </div>
          <SubmitButton pending={isSaving} size="sm" variant="secondary">
            {t('games.save')}
          </SubmitButton>
        </RowForm>
      </td>
      <td className={CELL_CLASS}>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={isInMenu ? 'success' : 'neutral'} testId="category-menu">
            {isInMenu ? t('games.categories.inMenu') : t('games.categories.notInMenu')}
          </Badge>
          <ToggleForm
            intent={intent}
            id={category.id}
            field="in_menu"
            value={isInMenu ? '0' : '1'}
            label={
              isInMenu ? t('games.categories.removeFromMenu') : t('games.categories.addToMenu')
            }
            ariaLabel={
              isInMenu
                ? t('games.categories.removeNamed', { name })
                : t('games.categories.addNamed', { name })
            }
          />
        </div>
      </td>
    </tr>
  );
}
