import type { StaffBonusOffer } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { formatBalance } from '../../../../lib/money';

type OfferProps = { offer: StaffBonusOffer; locale: Locale };

/** An offer's money terms in a line or two, amounts in its currency. */
export function OfferTerms({ offer, locale }: OfferProps) {
  const { t } = useTranslation('admin');
  const money = (minor: number | null) =>
    minor === null ? '—' : formatBalance(minor, offer.currency, locale);
  return (
    <div className="space-y-0.5">
      {offer.bonus_key === 'DEPOSIT_BONUS_CASH' ? (
        <p className="text-white" data-testid="offer-terms">
          {t('bonuses.matchTerms', {
            percent: offer.match_percent ?? 0,
            max: money(offer.max_amount),
            min: money(offer.min_deposit),
          })}
        </p>
      ) : offer.bonus_key === 'FREE_SPINS' ? (
        <p className="text-white" data-testid="offer-terms">
          {t('bonuses.spinsTerms', {
            count: offer.free_spins ?? 0,
            value: money(offer.spin_value),
          })}
        </p>
      ) : null}
      {offer.deposit_number ? (
        <p className="text-xs text-mist-400">
          {t('bonuses.depositNumber', { number: offer.deposit_number })}
        </p>
      ) : null}
      <p className="text-xs text-mist-400">
        {t('bonuses.wageringTerms', {
          multiple: offer.wagering_multiple,
          days: offer.valid_days,
        })}
      </p>
    </div>
  );
}

/** When the offer is offered: from, until, or always; moments in UTC. */
export function OfferSchedule({ offer }: { offer: StaffBonusOffer }) {
  const { t } = useTranslation('admin');
  if (!offer.starts_at && !offer.ends_at) {
    return <span className="text-mist-400">{t('bonuses.noSchedule')}</span>;
  }
  return (
    <div className="space-y-0.5 text-xs whitespace-nowrap" data-testid="offer-schedule">
      {offer.starts_at ? (
        <p>{t('bonuses.startsAt', { time: formatDateTime(offer.starts_at) })}</p>
      ) : null}
      {offer.ends_at ? <p>{t('bonuses.endsAt', { time: formatDateTime(offer.ends_at) })}</p> : null}
    </div>
  );
}
