import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { getButtonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton, TextField } from '../../../components/ui/form-field';
import { getFieldError, type FormFailure } from '../../../lib/forms';
import type { AuditFilter, AuditFilters } from '../audit-query';
import { AdminCard } from './admin-page';

type AuditFiltersFormProps = {
  filters: AuditFilters;
  /** The API's refusal of the filters (a date it cannot read), said above and under them. */
  failure?: FormFailure;
};

/**
 * The audit trail's filters as a GET form: the address carries them, so a filtered view can be
 * bookmarked or sent to a colleague, and paging keeps them.
 */
export function AuditFiltersForm({ filters, failure }: AuditFiltersFormProps) {
  const { t } = useTranslation('admin');
  const field = (name: AuditFilter) => ({
    name,
    defaultValue: filters[name] ?? '',
    error: getFieldError(failure, name),
  });
  return (
    <AdminCard title={t('audit.filters.title')} testId="audit-filters">
      {/* Remounted when the address changes, so the fields show the filters in force. */}
      <Form method="get" key={JSON.stringify(filters)} className="space-y-4">
        <FormAlert result={failure} testId="audit-alert" />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3 xl:grid-cols-6">
          <TextField
            label={t('audit.filters.staffId')}
            type="number"
            min={1}
            inputMode="numeric"
            {...field('staff_id')}
          />
          <TextField
            label={t('audit.filters.action')}
            placeholder={t('audit.filters.actionHint')}
            autoComplete="off"
            {...field('action')}
          />
          <TextField
            label={t('audit.filters.targetType')}
            autoComplete="off"
            {...field('target_type')}
          />
          <TextField
            label={t('audit.filters.targetId')}
            autoComplete="off"
            {...field('target_id')}
          />
          <TextField label={t('audit.filters.from')} type="date" {...field('from')} />
          <TextField label={t('audit.filters.to')} type="date" {...field('to')} />
        </div>
        <div className="flex gap-2">
          <SubmitButton size="md">{t('audit.filters.apply')}</SubmitButton>
          <Link to="/admin/audit" className={getButtonClass('ghost', 'md')}>
            {t('audit.filters.clear')}
          </Link>
        </div>
      </Form>
    </AdminCard>
  );
}
