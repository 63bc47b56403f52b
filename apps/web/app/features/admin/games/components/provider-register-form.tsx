import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../../components/ui/contract-form';
import { SubmitButton, TextField } from '../../../../components/ui/form-field';
import { fieldProps, useContractForm } from '../../../../lib/contract-form';
import type { FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';
import { AdminCard } from '../../components/admin-page';

const loadCreateSchema = () =>
  import('@casino/contracts/launch').then((contracts) => contracts.providerCreateSchema);

/**
 * POST /api/admin/providers (WalletProviderCreate): a studio's code, name, HMAC secret and
 * launch URL, checked in the browser by the API's own schema. The secret is never refilled.
 */
export function ProviderRegisterForm({ result }: { result?: FormResult }) {
  const { t } = useTranslation('admin');
  const pending = usePendingForm('register');
  const [form, fields] = useContractForm({
    schema: loadCreateSchema,
    result,
    id: 'register',
    resetOnSuccess: true,
  });
  return (
    <AdminCard title={t('games.providers.register.title')} testId="provider-register">
      <p className="mb-4 max-w-3xl text-sm text-mist-400">{t('games.providers.register.lead')}</p>
      <ContractForm form={form} result={result} testId="register-form" className="space-y-4">
        <input type="hidden" name="intent" value="register" />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextField
            label={t('games.providers.register.code')}
            hint={t('games.providers.register.codeHint')}
            autoComplete="off"
            spellCheck={false}
            className="[&_input]:font-mono"
            {...fieldProps(fields.code)}
          />
          <TextField
            label={t('games.providers.register.name')}
            hint={t('games.providers.register.nameHint')}
            autoComplete="off"
            {...fieldProps(fields.name)}
          />
          <TextField
            label={t('games.providers.register.secret')}
            hint={t('games.providers.register.secretHint')}
            type="password"
            autoComplete="new-password"
            {...fieldProps(fields.secret)}
            defaultValue={undefined}
          />
          <TextField
            label={t('games.providers.register.launchUrl')}
            type="url"
            autoComplete="off"
            spellCheck={false}
            {...fieldProps(fields.launch_url)}
          />
        </div>
        <SubmitButton pending={pending} size="md">
          <Plus className="size-4" aria-hidden />
          {t('games.providers.register.submit')}
        </SubmitButton>
      </ContractForm>
    </AdminCard>
  );
}
