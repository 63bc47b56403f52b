import type { StaffBonusOffer } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { EmptyNote } from '../../../../components/ui/empty-note';
import { AdminTable, CELL_CLASS } from '../../components/admin-table';
import { getClaimsHref, getOfferHref, getOfferStatus, OFFER_STATUS_TONES } from '../offer-status';
import { OfferSchedule, OfferTerms } from './offer-terms';

type OffersTableProps = {
  offers: readonly StaffBonusOffer[];
  /** The loader's clock (epoch ms): the statuses read the same on the server and the browser. */
  now: number;
  locale: Locale;
};

const LINK_CLASS = 'font-semibold whitespace-nowrap text-violet-300 hover:text-violet-200';

/** The offers: code and text, terms, schedule, players, status, and the ways to edit or follow. */
export function OffersTable({ offers, now, locale }: OffersTableProps) {
  const { t } = useTranslation('admin');
  if (offers.length === 0) {
    return <EmptyNote testId="offers-empty">{t('bonuses.empty')}</EmptyNote>;
  }
  const columns = [
    { label: t('bonuses.columns.offer') },
    { label: t('bonuses.columns.terms') },
    { label: t('bonuses.columns.schedule') },
    { label: t('bonuses.columns.players'), align: 'right' as const },
    { label: t('bonuses.columns.status') },
    { label: t('bonuses.columns.actions'), srOnly: true },
  ];
  return (
    <AdminTable testId="offers-table" columns={columns} minWidthClass="min-w-[60rem]">
      {offers.map((offer) => {
        const status = getOfferStatus(offer, now);
        const path = getOfferHref(offer.code);
        return (
          <tr key={offer.id} data-offer={offer.code} className="hover:bg-white/[0.02]">
            <td className={CELL_CLASS}>
              <p className="font-mono font-medium text-white">{offer.code}</p>
              <p className="text-xs text-mist-400">
                {t(`bonuses.kinds.${offer.bonus_key}`)} · {offer.currency}
              </p>
              <p className="mt-1 line-clamp-2 max-w-72 text-xs text-mist-300">{offer.message}</p>
            </td>
            <td className={CELL_CLASS}>
              <OfferTerms offer={offer} locale={locale} />
            </td>
            <td className={CELL_CLASS}>
              <OfferSchedule offer={offer} />
            </td>
            <td className={`${CELL_CLASS} text-right whitespace-nowrap tabular-nums`}>
              <p data-testid="offer-claimed">{t('bonuses.claimed', { count: offer.claimed })}</p>
              <p className="text-xs text-mist-400">
                {t('bonuses.declined', { count: offer.declined })}
              </p>
            </td>
            <td className={CELL_CLASS}>
              <Badge tone={OFFER_STATUS_TONES[status]} testId="offer-status">
                {t(`bonuses.status.${status}`)}
              </Badge>
            </td>
            <td className={`${CELL_CLASS} text-right`}>
              <div className="flex justify-end gap-4">
                <Link
                  to={path}
                  className={LINK_CLASS}
                  aria-label={t('bonuses.editNamed', { code: offer.code })}
                >
                  {t('bonuses.editLink')}
                </Link>
                <Link
                  to={getClaimsHref(offer.code, 'all')}
                  className={LINK_CLASS}
                  aria-label={t('bonuses.claimsNamed', { code: offer.code })}
                >
                  {t('bonuses.claims')}
                </Link>
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
