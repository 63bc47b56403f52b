import type { StaffRole } from '@casino/contracts';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../../components/ui/contract-form';
import { SelectField, SubmitButton, TextField } from '../../../../components/ui/form-field';
import { fieldProps, useContractForm } from '../../../../lib/contract-form';
import type { FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';
import { AdminCard } from '../../components/admin-page';
import { useRoleName } from './role-name';

const loadCreateSchema = () =>
  import('@casino/contracts/staff-admin').then((contracts) => contracts.staffCreateSchema);

type StaffCreateFormProps = { roles: readonly StaffRole[]; result?: FormResult };

/**
 * POST /api/admin/staff (StaffCreate): e-mail, name, password and role, checked in the browser
 * by the API's own schema. The password is never refilled; the form empties once it is made.
 */
export function StaffCreateForm({ roles, result }: StaffCreateFormProps) {
  const { t } = useTranslation('admin');
  const roleName = useRoleName();
  const pending = usePendingForm('create');
  const [form, fields] = useContractForm({
    schema: loadCreateSchema,
    result,
    id: 'create',
    resetOnSuccess: true,
    // After a success the form empties back to this: a role the select offers, not a blank.
    defaultValue: { role: roles[0] },
  });
  return (
    <AdminCard title={t('staff.create.title')} testId="staff-create">
      <p className="mb-4 text-sm text-mist-400">{t('staff.create.lead')}</p>
      <ContractForm form={form} result={result} testId="staff-create-form" className="space-y-4">
        <input type="hidden" name="intent" value="create" />
        <TextField
          label={t('staff.create.email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          {...fieldProps(fields.email)}
        />
        <TextField
          label={t('staff.create.name')}
          hint={t('staff.create.nameHint')}
          autoComplete="off"
          {...fieldProps(fields.name)}
        />
        <TextField
          label={t('staff.create.password')}
          hint={t('staff.create.passwordHint')}
          type="password"
          autoComplete="new-password"
          {...fieldProps(fields.password)}
          defaultValue={undefined}
        />
        <SelectField
          label={t('staff.create.role')}
          options={roles.map((role) => ({ value: role, label: roleName(role) }))}
          {...fieldProps(fields.role)}
        />
        <SubmitButton pending={pending} size="md">
          <UserPlus className="size-4" aria-hidden />
          {t('staff.create.submit')}
        </SubmitButton>
      </ContractForm>
    </AdminCard>
  );
}
