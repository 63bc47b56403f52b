import type { User } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { TextField } from '../../../components/ui/form-field';
import { fieldProps } from '../../../lib/contract-form';
import {
  isAskingTwoFactorCode,
  TWO_FACTOR_CODE_FIELD,
  WALLET_ROUTES,
  type MoneyActionResult,
} from '../wallet-data';
import { AmountField, TwoFactorCodeField, useWalletForm, WalletForm } from './wallet-form';

const loadSchema = () =>
  import('@casino/contracts/wallet-forms').then((contracts) => contracts.tipFormSchema);

type TipFormProps = {
  user: User;
  /** The player has two-factor authentication on: the tip carries a code (issue 18). */
  isTwoFactorOn?: boolean;
};

/**
 * spec §2 Tips tab: a recipient (the player's name, ARCHITECTURE decision), an amount in the
 * sender's currency (required, spec §5; no minimum) and the Tip button, checked as typed with
 * the TipRequest contract. The server's message shows after each try; a sent tip empties the
 * form for the next one.
 */
export function TipForm({ user, isTwoFactorOn = false }: TipFormProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<MoneyActionResult>();
  const asksCode = isAskingTwoFactorCode(isTwoFactorOn, fetcher.data);
  const form = useWalletForm({
    fetcher,
    action: WALLET_ROUTES.tip,
    schema: loadSchema,
    resetOnSuccess: true,
    shouldValidate: 'onInput',
    requires: asksCode ? [TWO_FACTOR_CODE_FIELD] : [],
  });
  const { fields } = form;
  return (
    <WalletForm
      form={form}
      testId="tip"
      submitLabel={t('wallet.tips.submit')}
      isIdempotent
      header={<p className="text-sm text-mist-400">{t('wallet.tips.lead')}</p>}
      className="space-y-4"
    >
      <TextField
        label={t('wallet.tips.recipient')}
        autoComplete="off"
        required
        {...fieldProps(fields.recipient)}
      />
      <AmountField
        field={fields.amount}
        label={t('wallet.tips.amount', { currency: user.currency })}
        balance={{ minor: user.balance, currency: user.currency }}
        balanceHint={(amount) => t('wallet.tips.balance', { amount })}
      />
      {asksCode ? <TwoFactorCodeField field={fields.two_factor_code} /> : null}
    </WalletForm>
  );
}
