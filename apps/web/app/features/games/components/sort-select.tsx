import type { GameSort } from '@casino/contracts/games';
import { ArrowDownUp, ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate } from 'react-router';

type SortSelectProps = {
  value: GameSort;
  options: readonly GameSort[];
  /** The address showing a sort (keeps the page's other query values). */
  hrefFor: (sort: GameSort) => string;
  /** Query values a no-JavaScript submit must carry along. */
  hidden?: Record<string, string>;
};

/** spec §2 sort options: default, popular (by position), name A–Z and Z–A; kept in ?sort=. */
export function SortSelect({ value, options, hrefFor, hidden = {} }: SortSelectProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  return (
    <Form method="get" className="flex items-center gap-2">
      {Object.entries(hidden).map(([name, text]) =>
        text ? <input key={name} type="hidden" name={name} value={text} /> : null,
      )}
      <label htmlFor={id} className="sr-only">
        {t('games.sortLabel')}
      </label>
      <div className="relative">
        <ArrowDownUp
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-mist-400"
          aria-hidden
        />
        <select
          id={id}
          name="sort"
          data-testid="sort-select"
          value={value}
          onChange={(event) => {
            const sort = options.find((option) => option === event.target.value) ?? 'default';
            void navigate(hrefFor(sort), { replace: true, preventScrollReset: true });
          }}
          className="h-10 appearance-none rounded-xl border border-white/10 bg-ink-800 pr-9 pl-9 text-sm font-medium text-white focus:border-brand-400/60 focus:outline-none"
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`games.sort.${option}`)}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-mist-400"
          aria-hidden
        />
      </div>
      <button type="submit" className="sr-only">
        {t('games.applySort')}
      </button>
    </Form>
  );
}
