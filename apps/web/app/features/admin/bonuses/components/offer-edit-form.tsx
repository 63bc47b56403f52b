import type { StaffBonusOffer } from '@casino/contracts';
import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SubmitButton } from '../../../../components/ui/form-field';
import type { FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';
import { AdminCard } from '../../components/admin-page';
import { toEditValues } from '../offer-form';
import {
  MatchFields,
  OfferFieldset,
  OfferTextFields,
  ScheduleFields,
  WageringFields,
} from './offer-fields';

type OfferEditFormProps = {
  offer: StaffBonusOffer;
  /** The edit's last answer (intent `edit`). */
  result?: FormResult;
};

/**
 * PATCH /api/admin/bonuses/offers/:code: the texts, the wagering and days, a deposit match's
 * terms and the schedule. The form carries what it showed (`seen`), so only what the staff
 * member changed is sent; a change of terms players hold is refused in the API's words.
 */
export function OfferEditForm({ offer, result }: OfferEditFormProps) {
  const { t } = useTranslation('admin');
  const pending = usePendingForm('edit');
  if (offer.bonus_key === 'CASHBACK') {
    return (
      <AdminCard title={t('bonuses.edit.formTitle')} testId="offer-edit">
        <p className="text-sm text-mist-400">{t('bonuses.edit.cashback')}</p>
      </AdminCard>
    );
  }
  const defaults = toEditValues(offer);
  const source = { result, defaults };
  return (
    <AdminCard title={t('bonuses.edit.formTitle')} testId="offer-edit">
      {/* Remounted when the offer changes (a save), so the fields show it as it now stands. */}
      <Form
        method="post"
        key={JSON.stringify(defaults)}
        data-testid="offer-edit-form"
        className="space-y-6"
      >
        <FormAlert result={result} testId="offer-alert" />
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="seen" value={JSON.stringify(defaults)} />
        <OfferTextFields source={source} />
        <OfferFieldset legend={t('bonuses.form.terms')} hint={t('bonuses.edit.heldNote')}>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            {offer.bonus_key === 'DEPOSIT_BONUS_CASH' ? (
              <MatchFields source={source} currency={offer.currency} />
            ) : null}
            <WageringFields source={source} />
          </div>
        </OfferFieldset>
        <ScheduleFields source={source} />
        <SubmitButton pending={pending} size="md">
          <Save className="size-4" aria-hidden />
          {t('bonuses.form.save')}
        </SubmitButton>
      </Form>
    </AdminCard>
  );
}
