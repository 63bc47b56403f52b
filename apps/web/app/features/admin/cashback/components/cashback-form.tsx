import type { CashbackTerms } from '@casino/contracts';
import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField, SubmitButton, TextField } from '../../../../components/ui/form-field';
import { getFieldError, type FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';
import { AdminCard } from '../../components/admin-page';
import {
  isWholeNumberTerm,
  PAID_AS,
  shownField,
  TERM_FIELDS,
  toTermValues,
  type TermField,
} from '../cashback-terms';

/** Each term's label and hint texts (`admin:cashback.form.*`) and, for numbers, its bounds. */
const FIELD_TEXTS: Record<
  TermField,
  { key: 'base' | 'max' | 'paidAs' | 'wagering' | 'days'; min?: number; max?: number }
> = {
  base_percent: { key: 'base', min: 0, max: 100 },
  max_percent: { key: 'max', min: 0, max: 100 },
  paid_as: { key: 'paidAs' },
  wagering_multiple: { key: 'wagering', min: 0, max: 200 },
  bonus_days: { key: 'days', min: 1, max: 365 },
};

type CashbackFormProps = { terms: CashbackTerms; result?: FormResult };

/**
 * POST /api/admin/cashback: every term, filled with the terms now; the page's values go along
 * hidden, so only what was changed is sent. The API's refusals land under their fields, and
 * what was typed stays in the fields.
 */
export function CashbackForm({ terms, result }: CashbackFormProps) {
  const { t } = useTranslation('admin');
  const isSaving = usePendingForm('update');
  const shown = toTermValues(terms);
  const refill = result && !result.ok ? result.values : undefined;
  return (
    <AdminCard title={t('cashback.form.title')} testId="cashback-form">
      <Form method="post" preventScrollReset className="space-y-4">
        <FormAlert result={result} testId="cashback-alert" />
        <input type="hidden" name="intent" value="update" />
        {TERM_FIELDS.map((field) => (
          <input key={field} type="hidden" name={shownField(field)} value={shown[field]} />
        ))}
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {TERM_FIELDS.map((field) => {
            const { key, min, max } = FIELD_TEXTS[field];
            const common = {
              label: t(`cashback.form.${key}`),
              hint: t(`cashback.form.${key}Hint`),
              name: field,
              defaultValue: refill?.[field] ?? shown[field],
              error: getFieldError(result, field),
            };
            if (!isWholeNumberTerm(field)) {
              const options = PAID_AS.map((value) => ({
                value,
                label: t(`cashback.paidAs.${value}`),
              }));
              return <SelectField key={field} {...common} options={options} />;
            }
            return (
              <TextField
                key={field}
                {...common}
                type="number"
                inputMode="numeric"
                step={1}
                min={min}
                max={max}
              />
            );
          })}
        </div>
        <SubmitButton pending={isSaving} size="md">
          <Save className="size-4" aria-hidden />
          {t('cashback.form.save')}
        </SubmitButton>
      </Form>
    </AdminCard>
  );
}
