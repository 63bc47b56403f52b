import type { StaffRole } from '@casino/contracts';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { getButtonClass } from '../../../../components/ui/button';
import { SelectField, TextField } from '../../../../components/ui/form-field';
import { AdminCard } from '../../components/admin-page';
import { useRoleName } from './role-name';

/**
 * A player's account given a staff role: its id and the role open the same confirmation as a
 * row's change (`?change=<id>&role=<role>`), where the change is made.
 */
export function StaffPromoteForm({ roles }: { roles: readonly StaffRole[] }) {
  const { t } = useTranslation('admin');
  const roleName = useRoleName();
  return (
    <AdminCard title={t('staff.promote.title')} testId="staff-promote">
      <p className="mb-4 text-sm text-mist-400">{t('staff.promote.lead')}</p>
      <Form method="get" preventScrollReset className="space-y-4">
        <TextField
          label={t('staff.promote.id')}
          name="change"
          type="number"
          min={1}
          inputMode="numeric"
          required
          autoComplete="off"
        />
        <SelectField
          label={t('staff.promote.role')}
          name="role"
          options={roles.map((role) => ({ value: role, label: roleName(role) }))}
        />
        <button type="submit" className={getButtonClass('outline', 'md')}>
          {t('staff.promote.submit')}
          <ArrowRight className="size-4" aria-hidden />
        </button>
      </Form>
    </AdminCard>
  );
}
