import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField, SubmitButton, TextField } from '../../../../components/ui/form-field';
import type { FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';
import type { CreatedKind } from '../offer-form';
import {
  bindField,
  MatchFields,
  OfferFieldset,
  OfferTextFields,
  ScheduleFields,
  SpinsFields,
  WageringFields,
  WeightFields,
} from './offer-fields';

type OfferCreateFormProps = {
  kind: CreatedKind;
  currencies: readonly string[];
  /** The fields' first values (the wagering weights the API would take by default). */
  defaults: Record<string, string>;
  result?: FormResult;
};

/**
 * POST /api/admin/bonuses/offers: a deposit match or free spins (the kind is the address's, so
 * the form shows its own terms without any script), its texts, wagering and schedule. The API
 * checks it all and answers its refusals field by field.
 */
export function OfferCreateForm({ kind, currencies, defaults, result }: OfferCreateFormProps) {
  const { t } = useTranslation('admin');
  const pending = usePendingForm('create');
  const source = { result, defaults };
  return (
    <Form method="post" data-testid="offer-create-form" className="space-y-6">
      <FormAlert result={result} testId="offer-alert" />
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="bonus_key" value={kind} />
      <OfferFieldset legend={t('bonuses.form.offer')}>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextField
            label={t('bonuses.form.code')}
            hint={t('bonuses.form.codeHint')}
            autoComplete="off"
            spellCheck={false}
            required
            className="[&_input]:font-mono"
            {...bindField(source, 'code')}
          />
          <SelectField
            label={t('bonuses.form.currency')}
            options={currencies.map((currency) => ({ value: currency, label: currency }))}
            {...bindField(source, 'currency')}
          />
        </div>
      </OfferFieldset>
      <OfferTextFields source={source} />
      <OfferFieldset legend={t('bonuses.form.terms')}>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {kind === 'FREE_SPINS' ? (
            <SpinsFields source={source} />
          ) : (
            <>
              <MatchFields source={source} />
              <TextField
                label={t('bonuses.form.depositNumber')}
                hint={t('bonuses.form.depositNumberHint')}
                type="number"
                inputMode="numeric"
                min={1}
                max={10}
                {...bindField(source, 'deposit_number')}
              />
            </>
          )}
          <WageringFields source={source} />
        </div>
      </OfferFieldset>
      <WeightFields source={source} />
      <ScheduleFields source={source} />
      <SubmitButton pending={pending} size="md">
        <Plus className="size-4" aria-hidden />
        {t('bonuses.form.create')}
      </SubmitButton>
    </Form>
  );
}
