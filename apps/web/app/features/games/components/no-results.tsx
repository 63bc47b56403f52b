import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getButtonClass } from '../../../components/ui/button';
import { Link } from 'react-router';

/** spec §2: a search without games offers to reset it. */
export function NoResults({ query, resetHref }: { query: string; resetHref: string }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="no-results"
      role="status"
      className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-white/10 bg-ink-900/50 px-6 py-10 text-center"
    >
      <span className="grid size-14 place-items-center rounded-2xl bg-white/5 text-mist-300 ring-1 ring-white/10">
        <SearchX className="size-7" aria-hidden />
      </span>
      <div className="space-y-1">
        <p className="text-lg font-bold text-white">{t('games.noResultsTitle', { query })}</p>
        <p className="max-w-md text-sm text-mist-400">{t('games.noResultsText')}</p>
      </div>
      <Link
        to={resetHref}
        data-testid="reset-search"
        replace
        preventScrollReset
        className={getButtonClass('outline', 'md')}
      >
        {t('games.resetSearch')}
      </Link>
    </div>
  );
}
