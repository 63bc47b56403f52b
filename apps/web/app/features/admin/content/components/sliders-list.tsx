import type { AdminSlider } from '@casino/contracts';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { EmptyNote } from '../../../../components/ui/empty-note';
import { getButtonClass } from '../../../../components/ui/button';
import { usePendingForm } from '../../../../lib/use-pending-form';
import { RowLink } from '../../components/row-link';
import { getItemPath } from '../content-addresses';

/** The ids of `sliders` with the one at `from` moved to `to`: the order to post. */
export function moveSlider(sliders: readonly AdminSlider[], from: number, to: number): number[] {
  const ids = sliders.map((slider) => slider.id);
  const [moved] = ids.splice(from, 1);
  if (moved !== undefined) ids.splice(to, 0, moved);
  return ids;
}

type MoveButtonProps = {
  kind: AdminSlider['kind'];
  ids: number[];
  label: string;
  direction: 'up' | 'down';
  disabled: boolean;
};

/** One move: a form posting the whole new order of the kind (POST .../sliders/reorder). */
function MoveButton({ kind, ids, label, direction, disabled }: MoveButtonProps) {
  const isReordering = usePendingForm('reorder');
  const Icon = direction === 'up' ? ArrowUp : ArrowDown;
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="reorder" />
      <input type="hidden" name="kind" value={kind} />
      {ids.map((id) => (
        <input key={id} type="hidden" name="ids" value={id} />
      ))}
      <button
        type="submit"
        aria-label={label}
        title={label}
        disabled={disabled || isReordering}
        className={getButtonClass('outline', 'icon', 'size-9')}
      >
        <Icon className="size-4" aria-hidden />
      </button>
    </Form>
  );
}

/**
 * One kind's sliders or banners in the order the site shows them, each with its picture, texts
 * and link, moved up or down one place at a time, and the way to edit it.
 */
export function SlidersList({ sliders }: { sliders: readonly AdminSlider[] }) {
  const { t } = useTranslation('admin');
  if (sliders.length === 0) {
    return <EmptyNote testId="sliders-empty">{t('content.sliders.empty')}</EmptyNote>;
  }
  return (
    <ol data-testid="sliders-list" className="space-y-3">
      {sliders.map((slider, index) => (
        <li
          key={slider.id}
          data-id={slider.id}
          className="flex flex-wrap items-center gap-4 rounded-2xl bg-ink-900 p-3 ring-1 ring-white/5 sm:flex-nowrap"
        >
          <span className="w-6 shrink-0 text-center text-sm font-semibold text-mist-400 tabular-nums">
            {index + 1}
          </span>
          <img
            src={slider.image_url}
            alt=""
            loading="lazy"
            className="h-16 w-28 shrink-0 rounded-lg bg-ink-800 object-cover ring-1 ring-white/10"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-white">{slider.title.en}</p>
            {slider.subtitle.en ? (
              <p className="truncate text-sm text-mist-400">{slider.subtitle.en}</p>
            ) : null}
            <p className="truncate font-mono text-xs text-mist-500">{slider.redirect_url}</p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <MoveButton
              kind={slider.kind}
              direction="up"
              label={t('content.sliders.moveUp', { title: slider.title.en })}
              ids={moveSlider(sliders, index, index - 1)}
              disabled={index === 0}
            />
            <MoveButton
              kind={slider.kind}
              direction="down"
              label={t('content.sliders.moveDown', { title: slider.title.en })}
              ids={moveSlider(sliders, index, index + 1)}
              disabled={index === sliders.length - 1}
            />
            <RowLink to={getItemPath('sliders', slider.id)} className="px-2">
              {t('content.edit')}
            </RowLink>
          </div>
        </li>
      ))}
    </ol>
  );
}
