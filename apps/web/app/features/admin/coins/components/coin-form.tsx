import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { getButtonClass } from '../../../../components/ui/button';
import { FormAlert } from '../../../../components/ui/form-alert';
import { CheckboxField, SubmitButton, TextField } from '../../../../components/ui/form-field';
import { getFieldError, type FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';
import { AdminCard } from '../../components/admin-page';
import type { AdminCoin } from './coins-table';

type CoinFormProps = { coin: AdminCoin; result?: FormResult };

/**
 * PATCH /api/admin/wallets/:id: the coin's name, whether players may withdraw it, the
 * confirmations a deposit waits for and the extended public key its deposit addresses derive
 * from (the API checks it is one of this coin's; its errors land under the field).
 */
export function CoinForm({ coin, result }: CoinFormProps) {
  const { t } = useTranslation('admin');
  const isSaving = usePendingForm('update');
  const refill = result && !result.ok ? result.values : undefined;
  const shownKey = coin.extended_public_key ?? '';
  return (
    <AdminCard
      title={t('coins.form.title', { name: coin.name, code: coin.short_code })}
      testId="coin-form"
    >
      <Form method="post" preventScrollReset className="space-y-4">
        <FormAlert result={result} testId="coin-alert" />
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={coin.id} />
        <input type="hidden" name="extended_public_key_shown" value={shownKey} />
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <TextField
            label={t('coins.form.name')}
            name="name"
            autoComplete="off"
            defaultValue={refill?.name ?? coin.name}
            error={getFieldError(result, 'name')}
          />
          <TextField
            label={t('coins.form.confirmations')}
            hint={t('coins.form.confirmationsHint')}
            name="confirmations"
            type="number"
            min={0}
            max={1000}
            inputMode="numeric"
            defaultValue={refill?.confirmations ?? String(coin.confirmations)}
            error={getFieldError(result, 'confirmations')}
          />
        </div>
        <CheckboxField
          label={t('coins.form.allowWithdrawals')}
          name="allow_withdrawals"
          value="1"
          defaultChecked={coin.allow_withdrawals === 1}
          error={getFieldError(result, 'allow_withdrawals')}
        />
        {coin.is_demo_key ? (
          <Alert tone="error" title={t('coins.demoKey')} testId="coin-demo-key">
            {t('coins.form.demoKeyText')}
          </Alert>
        ) : null}
        <TextField
          label={t('coins.form.key')}
          hint={t('coins.form.keyHint')}
          name="extended_public_key"
          autoComplete="off"
          spellCheck={false}
          className="[&_input]:font-mono [&_input]:text-xs"
          defaultValue={refill?.extended_public_key ?? shownKey}
          error={getFieldError(result, 'extended_public_key')}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton pending={isSaving} size="md">
            <Save className="size-4" aria-hidden />
            {t('coins.form.save')}
          </SubmitButton>
          <Link to="/admin/coins" preventScrollReset className={getButtonClass('ghost', 'md')}>
            {t('coins.form.close')}
          </Link>
        </div>
      </Form>
    </AdminCard>
  );
}
