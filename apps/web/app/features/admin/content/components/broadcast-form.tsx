import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { ContractForm } from '../../../../components/ui/contract-form';
import { SubmitButton, TextAreaField } from '../../../../components/ui/form-field';
import { fieldProps, useContractForm } from '../../../../lib/contract-form';
import type { FormResult } from '../../../../lib/forms';

const loadBroadcastSchema = () =>
  import('@casino/contracts/notifications').then(
    (contracts) => contracts.notificationBroadcastSchema,
  );

/**
 * POST /api/admin/notifications/broadcast `{message}` (NotificationBroadcast, 3 to 500
 * characters): one notification to every player, in the words typed, at once. Checked in the
 * browser by the contract's schema once it has loaded, and by the API either way.
 */
export function BroadcastForm({ result, pending }: { result?: FormResult; pending: boolean }) {
  const { t } = useTranslation('admin');
  const [form, fields] = useContractForm({
    schema: loadBroadcastSchema,
    result,
    resetOnSuccess: true,
    id: 'broadcast',
  });
  return (
    <ContractForm form={form} result={result} testId="broadcast-form" className="space-y-4">
      <Alert tone="warning">{t('content.broadcast.warning')}</Alert>
      <TextAreaField
        label={t('content.broadcast.message')}
        hint={t('content.broadcast.messageHint')}
        rows={4}
        {...fieldProps(fields.message)}
      />
      <SubmitButton pending={pending} size="md">
        <Send className="size-4" aria-hidden />
        {t('content.broadcast.send')}
      </SubmitButton>
    </ContractForm>
  );
}
