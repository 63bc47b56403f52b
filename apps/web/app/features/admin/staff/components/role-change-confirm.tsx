import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { getButtonClass } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SubmitButton } from '../../../../components/ui/form-field';
import type { FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';
import { AdminCard } from '../../components/admin-page';
import type { PendingRoleChange } from '../role-change';
import { useRoleName } from './role-name';

type RoleChangeConfirmProps = {
  change: PendingRoleChange;
  /** The change's refusal (the last admin, an unknown account), said above the question. */
  result?: FormResult;
};

/**
 * The second step of a role change: who, from what to what, and that their sessions end; the
 * confirmation posts `intent=role`, cancelling goes back to the list.
 */
export function RoleChangeConfirm({ change, result }: RoleChangeConfirmProps) {
  const { t } = useTranslation('admin');
  const roleName = useRoleName();
  const pending = usePendingForm('role');
  const { account } = change;
  let question: string;
  if (!account) {
    question = t('staff.confirm.promote', { id: change.id, role: roleName(change.role) });
  } else if (change.role === 'player') {
    question = t('staff.confirm.remove', { name: account.name, email: account.email });
  } else {
    question = t('staff.confirm.question', {
      name: account.name,
      email: account.email,
      from: roleName(account.role),
      to: roleName(change.role),
    });
  }
  return (
    <AdminCard title={t('staff.confirm.title')} testId="role-confirm">
      <Form method="post" preventScrollReset className="space-y-4">
        <FormAlert result={result} testId="role-alert" />
        <input type="hidden" name="intent" value="role" />
        <input type="hidden" name="id" value={change.id} />
        <input type="hidden" name="role" value={change.role} />
        <p className="text-sm font-medium text-white" data-testid="role-question">
          {question}
        </p>
        <p className="text-sm text-mist-400">{t('staff.confirm.effect')}</p>
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={pending} size="md">
            {t('staff.confirm.submit')}
          </SubmitButton>
          <Link to="/admin/staff" preventScrollReset className={getButtonClass('ghost', 'md')}>
            {t('staff.confirm.cancel')}
          </Link>
        </div>
      </Form>
    </AdminCard>
  );
}
