import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContractForm } from '../../../../components/ui/contract-form';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SelectField, SubmitButton, TextField } from '../../../../components/ui/form-field';
import { fieldProps, useContractForm } from '../../../../lib/contract-form';
import type { FormResult } from '../../../../lib/forms';
import { usePendingForm } from '../../../../lib/use-pending-form';
import { AdminCard } from '../../components/admin-page';

const loadCashoutSchema = () =>
  import('@casino/contracts/staff-withdrawals').then(
    (contracts) => contracts.adminCashoutRequestSchema,
  );

export type CashoutCoin = { id: number; name: string; short_code: string };

type PlayerCashoutProps = {
  currency: string;
  /** Coins that allow withdrawals now. */
  coins: CashoutCoin[];
  /** One key per rendered form: a second submit replays the first. */
  idempotencyKey: string;
  /** The page action's answer to this form; a success names the queued withdrawal. */
  result?: FormResult & { withdrawal?: string };
};

/**
 * A blocked player's cash, paid out by staff (issue 17; POST /api/admin/players/:id/
 * withdrawals): coin, address, amount and a reason. The player's withdrawal rules apply and
 * the withdrawal joins the queue, where somebody else approves it.
 */
export function PlayerCashout({ currency, coins, idempotencyKey, result }: PlayerCashoutProps) {
  const { t } = useTranslation('admin');
  const pending = usePendingForm('cashout');
  const [form, fields] = useContractForm({
    schema: loadCashoutSchema,
    result,
    id: 'cashout',
    resetOnSuccess: true,
    // After a success the form empties back to this: a coin the select offers, not a blank.
    defaultValue: { entity_wallet_id: coins[0] ? String(coins[0].id) : null },
  });
  return (
    <AdminCard title={t('players.cashout.title')} testId="player-cashout">
      <p className="mb-4 text-sm text-mist-300">{t('players.cashout.lead')}</p>
      {result?.ok && result.withdrawal ? (
        <div className="mb-4 space-y-2" data-testid="cashout-done">
          <FormAlert result={result} />
          <Link
            to={`/admin/withdrawals/${result.withdrawal}`}
            className="text-sm font-semibold text-violet-200 underline decoration-white/15 underline-offset-4 hover:text-white"
          >
            {t('players.cashout.open')}
          </Link>
        </div>
      ) : null}
      {coins.length === 0 ? (
        <p className="text-sm text-amber-200" data-testid="cashout-no-coins">
          {t('players.cashout.noCoins')}
        </p>
      ) : (
        <ContractForm
          form={form}
          result={result?.ok ? undefined : result}
          testId="cashout-form"
          className="grid grid-cols-1 gap-4 md:grid-cols-2"
        >
          <input type="hidden" name="intent" value="cashout" />
          <input type="hidden" name="idempotency_key" value={idempotencyKey} />
          <SelectField
            label={t('players.cashout.coin')}
            options={coins.map((coin) => ({
              value: String(coin.id),
              label: `${coin.name} (${coin.short_code})`,
            }))}
            {...fieldProps(fields.entity_wallet_id)}
          />
          <TextField
            label={t('players.cashout.amount', { currency })}
            inputMode="decimal"
            autoComplete="off"
            {...fieldProps(fields.amount)}
          />
          <TextField
            label={t('players.cashout.address')}
            autoComplete="off"
            spellCheck={false}
            className="md:col-span-2"
            {...fieldProps(fields.wallet_address)}
          />
          <TextField
            label={t('players.cashout.reason')}
            hint={t('players.cashout.reasonHint')}
            autoComplete="off"
            className="md:col-span-2"
            {...fieldProps(fields.reason)}
          />
          <div className="md:col-span-2">
            <SubmitButton pending={pending} size="md">
              <HandCoins className="size-4" aria-hidden />
              {t('players.cashout.submit')}
            </SubmitButton>
          </div>
        </ContractForm>
      )}
    </AdminCard>
  );
}
