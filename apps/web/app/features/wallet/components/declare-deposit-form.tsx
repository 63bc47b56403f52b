import type { EntityWallet } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { TextField } from '../../../components/ui/form-field';
import { WALLET_ROUTES, type DeclareDepositResult } from '../wallet-data';
import { CodeField, useSchemaFor, useWalletForm, WalletForm } from './wallet-form';

type DeclareDepositFormProps = {
  /** The chosen coin; null while there is none (no address yet): the button waits. */
  wallet: EntityWallet | null;
  /** The calculator's crypto equivalent: the amount field follows it until the player edits. */
  suggestedAmount: string | null;
};

/**
 * spec §5 deposit button, under the calculator: "Already sent it?" takes the transaction id
 * (hash) and the amount sent in the coin, and records the deposit (spec §3 Deposit request),
 * checked with the DepositRequest contract and the coin's decimals. "Deposit" stays disabled
 * until both are valid and a coin is chosen; the server's message shows after each try, and a
 * recorded deposit empties the id for the next one.
 */
export function DeclareDepositForm({ wallet, suggestedAmount }: DeclareDepositFormProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<DeclareDepositResult>();
  // The coin as it is when the schema checks: there is none until the address has loaded.
  const loadSchema = useSchemaFor((contracts, coin) => contracts.depositFormSchema(coin), wallet);
  // null: the player has not typed an amount, so it is the calculator's.
  const [typedAmount, setTypedAmount] = useState<string | null>(null);
  const sentAmount = typedAmount ?? suggestedAmount ?? '';
  const result = fetcher.data;
  const form = useWalletForm({
    fetcher,
    action: WALLET_ROUTES.deposit,
    schema: loadSchema,
    values: { entity_wallet_id: wallet ? String(wallet.id) : undefined, sent_amount: sentAmount },
  });

  const { fields, errors } = form;

  // A recorded deposit empties the id; the amount stays for a second transfer of the same.
  const { reset } = form.conform;
  useEffect(() => {
    if (result?.ok) reset({ name: fields.reference_number.name });
  }, [result, reset, fields.reference_number.name]);

  return (
    <WalletForm
      form={form}
      testId="declare-deposit"
      submitLabel={t('wallet.declare.submit')}
      header={
        <div>
          <h3 id="declare-deposit-title" className="text-sm font-semibold text-white">
            {t('wallet.declare.title')}
          </h3>
          <p className="mt-1 text-xs text-mist-400">{t('wallet.declare.lead')}</p>
        </div>
      }
      aria-labelledby="declare-deposit-title"
      className="space-y-3 border-t border-white/10 pt-5"
    >
      {wallet ? <input type="hidden" name="entity_wallet_id" value={wallet.id} /> : null}
      <CodeField field={fields.reference_number} label={t('wallet.declare.reference')} />
      <TextField
        label={t('wallet.declare.amount', { coin: wallet?.short_code ?? '' })}
        name={fields.sent_amount.name}
        inputMode="decimal"
        autoComplete="off"
        required
        value={sentAmount}
        onChange={(event) => setTypedAmount(event.target.value)}
        hint={t('wallet.declare.amountHint')}
        // What the player typed is checked as typed; the calculator's amount is not theirs.
        error={
          (typedAmount === null ? undefined : errors.sent_amount?.[0]) ??
          fields.sent_amount.errors?.[0]
        }
      />
    </WalletForm>
  );
}
