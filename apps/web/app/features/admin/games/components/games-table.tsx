import type { AdminCategory, AdminGame } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { EmptyNote } from '../../../../components/ui/empty-note';
import { SubmitButton } from '../../../../components/ui/form-field';
import type { FormResult } from '../../../../lib/forms';
import { AdminTable, CELL_CLASS } from '../../components/admin-table';
import { RowFieldError, RowForm, ToggleForm, useRowPending } from './row-forms';

const INPUT_CLASS =
  'h-9 rounded-lg bg-ink-950/60 px-2.5 text-sm text-white ring-1 ring-white/10 hover:ring-white/20 focus:ring-2 focus:ring-brand-400/70 focus:outline-none aria-[invalid=true]:ring-rose-400/60';

type GamesTableProps = {
  games: readonly AdminGame[];
  categories: readonly AdminCategory[];
  /** The page action's last answer: a row shows its own field errors. */
  result?: FormResult;
};

/** The catalog: each game with its category, position, visibility and featuring, each a form. */
export function GamesTable({ games, categories, result }: GamesTableProps) {
  const { t } = useTranslation('admin');
  if (games.length === 0) {
    return <EmptyNote testId="games-empty">{t('games.empty')}</EmptyNote>;
  }
  const columns = [
    { label: t('games.columns.game') },
    { label: t('games.columns.provider') },
    { label: t('games.columns.category') },
    { label: t('games.columns.position') },
    { label: t('games.columns.visibility') },
    { label: t('games.columns.featured') },
  ];
  return (
    <AdminTable testId="games-table" columns={columns} minWidthClass="min-w-[64rem]">
      {games.map((game) => (
        <GameRow key={game.id} game={game} categories={categories} result={result} />
      ))}
    </AdminTable>
  );
}

function GameRow({
  game,
  categories,
  result,
}: {
  game: AdminGame;
  categories: readonly AdminCategory[];
  result?: FormResult;
}) {
  const { t } = useTranslation('admin');
  const intent = `game-${game.id}`;
  const name = game.name;
  const isSavingCategory = useRowPending(intent, 'category_id');
  const isSavingPosition = useRowPending(intent, 'position');
  const hasError = (field: string) =>
    result?.intent === intent && !result.ok && !!result.fieldErrors[field]?.length;
  return (
    <tr data-game={game.id} className={game.enabled ? undefined : 'bg-white/[0.015] text-mist-400'}>
      <td className={CELL_CLASS}>
        <div className="flex items-start gap-3">
          {game.image ? (
            <img
              src={game.image}
              alt=""
              loading="lazy"
              className="size-12 shrink-0 rounded-lg object-cover ring-1 ring-white/10"
            />
          ) : null}
          <div className="min-w-0">
            <p className="font-medium text-white">{name}</p>
            <p className="text-xs text-mist-400">
              {t('games.idLine', { id: game.id, slug: game.slug })}
            </p>
            <div className="mt-1 flex flex-wrap gap-1">
              <Badge>{t(`games.kinds.${game.type}`)}</Badge>
              {game.coming_soon ? <Badge tone="warning">{t('games.comingSoon')}</Badge> : null}
            </div>
          </div>
        </div>
      </td>
      <td className={CELL_CLASS}>{game.provider}</td>
      <td className={CELL_CLASS}>
        <RowForm intent={intent} id={game.id} key={`category-${game.category?.id ?? ''}`}>
          <div>
            <select
              name="category_id"
              aria-label={t('games.categoryOf', { name })}
              aria-invalid={hasError('category_id') || undefined}
              defaultValue={game.category ? String(game.category.id) : ''}
              className={`${INPUT_CLASS} w-40 cursor-pointer`}
            >
              <option value="" className="bg-ink-800">
                {t('games.noCategory')}
              </option>
              {categories.map((category) => (
                <option key={category.id} value={category.id} className="bg-ink-800">
                  {category.name}
                </option>
              ))}
            </select>
            <RowFieldError result={result} intent={intent} field="category_id" />
          </div>
          <SubmitButton pending={isSavingCategory} size="sm" variant="secondary">
            {t('games.save')}
          </SubmitButton>
        </RowForm>
      </td>
      <td className={CELL_CLASS}>
        <RowForm intent={intent} id={game.id} key={`position-${game.position}`}>
          <div>
            <input
              name="position"
              type="number"
              min={0}
              max={1_000_000}
              inputMode="numeric"
              aria-label={t('games.positionOf', { name })}
              aria-invalid={hasError('position') || undefined}
              defaultValue={game.position}
              className={`${INPUT_CLASS} w-24 tabular-nums`}
            />
            <RowFieldError result={result} intent={intent} field="position" />
          </div>
          <SubmitButton pending={isSavingPosition} size="sm" variant="secondary">
            {t('games.save')}
          </SubmitButton>
        </RowForm>
      </td>
      <td className={CELL_CLASS}>
        <div className="flex flex-col items-start gap-2">
          <Badge tone={game.enabled ? 'success' : 'neutral'} testId="game-visibility">
            {game.enabled ? t('games.shown') : t('games.hidden')}
          </Badge>
          <ToggleForm
            intent={intent}
            id={game.id}
            field="enabled"
            value={game.enabled ? 'false' : 'true'}
            label={game.enabled ? t('games.hide') : t('games.show')}
            ariaLabel={game.enabled ? t('games.hideGame', { name }) : t('games.showGame', { name })}
          />
        </div>
      </td>
      <td className={CELL_CLASS}>
        <div className="flex flex-col items-start gap-2">
          <Badge tone={game.featured ? 'info' : 'neutral'} testId="game-featured">
            {game.featured ? t('games.isFeatured') : t('games.isNotFeatured')}
          </Badge>
          <ToggleForm
            intent={intent}
            id={game.id}
            field="featured"
            value={game.featured ? 'false' : 'true'}
            label={game.featured ? t('games.unfeature') : t('games.feature')}
            ariaLabel={
              game.featured ? t('games.unfeatureGame', { name }) : t('games.featureGame', { name })
            }
          />
        </div>
      </td>
    </tr>
  );
}
