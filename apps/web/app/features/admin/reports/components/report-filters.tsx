import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SubmitButton, TextField } from '../../../../components/ui/form-field';
import { getFieldError, type FormFailure } from '../../../../lib/forms';
import { AdminCard } from '../../components/admin-page';
import type { DateRange } from '../report-query';

type ReportFiltersProps = {
  range: DateRange;
  /** The whole query in force: the form is drawn anew when it changes. */
  queryKey: string;
  /** The API's refusal of the query (a date, the range's order or length), on its fields. */
  failure?: FormFailure;
  /** The report's own fields before the dates (the grouping, the player). */
  children?: ReactNode;
};

/**
 * A report's query as a GET form: the address carries it, so the report is rendered on the
 * server and a link to it shows a colleague the same figures.
 */
export function ReportFilters({ range, queryKey, failure, children }: ReportFiltersProps) {
  const { t } = useTranslation('admin');
  return (
    <AdminCard testId="report-filters">
      {/* Remounted when the address changes, so the fields show the query in force. */}
      <Form method="get" key={queryKey} className="space-y-4">
        <FormAlert result={failure} testId="report-alert" />
        <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {children}
          <TextField
            label={t('reports.from')}
            type="date"
            name="from"
            defaultValue={range.from}
            error={getFieldError(failure, 'from')}
          />
          <TextField
            label={t('reports.to')}
            type="date"
            name="to"
            defaultValue={range.to}
            error={getFieldError(failure, 'to')}
          />
          <div className="lg:pt-7">
            <SubmitButton size="md">{t('reports.show')}</SubmitButton>
          </div>
        </div>
      </Form>
    </AdminCard>
  );
}
