import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';

type PaginationProps = {
  page: number;
  perPage: number;
  total: number;
  /** The address of another page of the same list. */
  getHref: (page: number) => string;
};

/** Previous and next links under a paginated list; nothing when it fits on one page. */
export function Pagination({ page, perPage, total, getHref }: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav
      data-testid="pagination"
      aria-label={t('wallet.transactions.page', { page, pages })}
      className="mt-4 flex items-center justify-between gap-3"
    >
      {page > 1 ? (
        <ButtonLink to={getHref(page - 1)} variant="outline" size="sm" preventScrollReset>
          <ChevronLeft className="size-4" aria-hidden />
          {t('wallet.transactions.previous')}
        </ButtonLink>
      ) : (
        <span />
      )}
      <span className="text-sm text-mist-400 tabular-nums">
        {t('wallet.transactions.page', { page, pages })}
      </span>
      {page < pages ? (
        <ButtonLink to={getHref(page + 1)} variant="outline" size="sm" preventScrollReset>
          {t('wallet.transactions.next')}
          <ChevronRight className="size-4" aria-hidden />
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
