import type { AdminCategory } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { getButtonClass } from '../../../../components/ui/button';
import { SelectField, SubmitButton, TextField } from '../../../../components/ui/form-field';
import { AdminCard } from '../../components/admin-page';
import { GAME_SORTS, type GamesFilters } from '../games-query';

type GamesFiltersFormProps = {
  filters: GamesFilters;
  categories: readonly AdminCategory[];
};

/**
 * The games table's filters as a GET form: the address carries them, so the server renders the
 * filtered table and a view can be bookmarked or shared; paging keeps them.
 */
export function GamesFiltersForm({ filters, categories }: GamesFiltersFormProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminCard title={t('games.filters.title')} testId="games-filters">
      {/* Remounted when the address changes, so the fields show the filters in force. */}
      <Form method="get" key={JSON.stringify(filters)} className="space-y-4">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3 xl:grid-cols-6">
          <TextField
            label={t('games.filters.q')}
            placeholder={t('games.filters.qHint')}
            name="q"
            type="search"
            autoComplete="off"
            defaultValue={filters.q ?? ''}
          />
          <TextField
            label={t('games.filters.provider')}
            placeholder={t('games.filters.providerHint')}
            name="provider"
            autoComplete="off"
            defaultValue={filters.provider ?? ''}
          />
          <SelectField
            label={t('games.filters.category')}
            name="category_id"
            defaultValue={filters.category_id ?? ''}
            options={[
              { value: '', label: t('games.filters.anyCategory') },
              ...categories.map((category) => ({
                value: String(category.id),
                label: category.name,
              })),
            ]}
          />
          <SelectField
            label={t('games.filters.enabled')}
            name="enabled"
            defaultValue={filters.enabled ?? ''}
            options={[
              { value: '', label: t('games.filters.anyVisibility') },
              { value: 'true', label: t('games.filters.onlyShown') },
              { value: 'false', label: t('games.filters.onlyHidden') },
            ]}
          />
          <SelectField
            label={t('games.filters.featured')}
            name="featured"
            defaultValue={filters.featured ?? ''}
            options={[
              { value: '', label: t('games.filters.anyFeatured') },
              { value: 'true', label: t('games.filters.onlyFeatured') },
              { value: 'false', label: t('games.filters.notFeatured') },
            ]}
          />
          <SelectField
            label={t('games.filters.sort')}
            name="sort"
            defaultValue={filters.sort}
            options={GAME_SORTS.map((sort) => ({
              value: sort,
              label: t(`games.filters.sorts.${sort}`),
            }))}
          />
        </div>
        <div className="flex gap-2">
          <SubmitButton size="md">{t('games.filters.apply')}</SubmitButton>
          <Link to="/admin/games" className={getButtonClass('ghost', 'md')}>
            {t('games.filters.clear')}
          </Link>
        </div>
      </Form>
    </AdminCard>
  );
}
