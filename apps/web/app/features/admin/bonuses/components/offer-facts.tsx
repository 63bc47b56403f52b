import type { StaffBonusOffer } from '@casino/contracts';
import type { Locale } from '@casino/contracts/locales';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format';
import { formatBalance } from '../../../../lib/money';
import { AdminCard, Fact } from '../../components/admin-page';
import { WEIGHT_KINDS } from '../offer-form';

/** What never changes on an offer (players' running bonuses read it), and its players. */
export function OfferFacts({ offer, locale }: { offer: StaffBonusOffer; locale: Locale }) {
  const { t } = useTranslation('admin');
  const money = (minor: number | null) =>
    minor === null ? '—' : formatBalance(minor, offer.currency, locale);
  return (
    <AdminCard title={t('bonuses.edit.facts')} testId="offer-facts">
      <p className="-mt-2 mb-4 text-xs text-mist-400">{t('bonuses.edit.factsHint')}</p>
      <dl className="grid grid-cols-2 gap-4">
        <Fact label={t('bonuses.edit.kind')}>{t(`bonuses.kinds.${offer.bonus_key}`)}</Fact>
        <Fact label={t('bonuses.form.currency')}>{offer.currency}</Fact>
        {offer.bonus_key === 'FREE_SPINS' ? (
          <>
            <Fact label={t('bonuses.form.freeSpins')}>{offer.free_spins ?? '—'}</Fact>
            <Fact label={t('bonuses.form.spinValue')}>{money(offer.spin_value)}</Fact>
            <Fact label={t('bonuses.form.gameId')}>{offer.game_id ?? '—'}</Fact>
          </>
        ) : null}
        {offer.bonus_key === 'DEPOSIT_BONUS_CASH' ? (
          <Fact label={t('bonuses.form.depositNumber')}>
            {offer.deposit_number ?? t('bonuses.edit.anyDeposit')}
          </Fact>
        ) : null}
        <Fact label={t('bonuses.form.weights')}>
          {WEIGHT_KINDS.map(
            (kind) => `${t(`bonuses.form.weight.${kind}`)} ${offer.game_weights[kind]}%`,
          ).join(' · ')}
        </Fact>
        <Fact label={t('bonuses.columns.players')}>
          {t('bonuses.claimed', { count: offer.claimed })} ·{' '}
          {t('bonuses.declined', { count: offer.declined })}
        </Fact>
        {offer.retired_at ? (
          <Fact label={t('bonuses.status.retired')}>{formatDateTime(offer.retired_at)}</Fact>
        ) : null}
      </dl>
    </AdminCard>
  );
}
