import type { EntityWallet, User } from '@casino/contracts';
import { WITHDRAWAL_START_AMOUNT } from '@casino/contracts/wallet-limits';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { getFieldError } from '../../../lib/forms';
import { parseMajorAmount } from '../../../lib/money';
import {
  isAskingTwoFactorCode,
  TWO_FACTOR_CODE_FIELD,
  WALLET_ROUTES,
  type MoneyActionResult,
} from '../wallet-data';
import { ConversionSummary } from './conversion-summary';
import { useConversion } from './use-conversion';
import {
  AmountField,
  CodeField,
  TwoFactorCodeField,
  useSchemaFor,
  useWalletForm,
  WalletForm,
} from './wallet-form';

/** How long "Withdrawal request pending" stays before the dialog closes (spec §5). */
export const WITHDRAW_SUCCESS_DELAY_MS = 1500;

type WithdrawFormProps = {
  wallet: EntityWallet;
  user: User;
  /** spec §5: the dialog toggles (closes) once the request is sent. */
  onSuccess: () => void;
  /** The player has two-factor authentication on: the request carries a code (issue 18). */
  isTwoFactorOn?: boolean;
};

/**
 * spec §2/§5 withdraw step 2: the receiving address (required) and an amount in the user's
 * currency (from 20, at most the withdrawable balance) with its live crypto equivalent, checked
 * with the WithdrawalRequest contract and the player's limits. "Request Withdrawal" stays
 * disabled until both are valid; the server has the last word (bonus wagering, address format)
 * and its message is shown as it comes.
 */
export function WithdrawForm({
  wallet,
  user,
  onSuccess,
  isTwoFactorOn = false,
}: WithdrawFormProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<MoneyActionResult>();
  // The player's limits as they are when the schema checks: they follow the balance.
  const loadSchema = useSchemaFor(
    (contracts, player) => contracts.withdrawalFormSchema(player),
    user,
  );
  const result = fetcher.data;
  const asksCode = isAskingTwoFactorCode(isTwoFactorOn, result);
  const form = useWalletForm({
    fetcher,
    action: WALLET_ROUTES.withdraw,
    schema: loadSchema,
    // spec §5: no address, amount 20.
    defaultValue: { amount: String(WITHDRAWAL_START_AMOUNT) },
    values: { entity_wallet_id: String(wallet.id) },
    requires: asksCode ? [TWO_FACTOR_CODE_FIELD] : [],
  });
  const { fields, errors } = form;
  const isDone = result?.ok === true;

  const amount = fields.amount.value;
  const minor = typeof amount === 'string' ? parseMajorAmount(amount) : null;
  const { result: conversion, isLoading } = useConversion(
    minor === null || minor === 0
      ? null
      : {
          crypto_symbol: wallet.short_code,
          fiat_symbol: user.currency,
          fiat_amount: minor / 100,
          section_name: 'withdrawals',
        },
  );

  useEffect(() => {
    if (!isDone) return;
    const timer = setTimeout(onSuccess, WITHDRAW_SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isDone, onSuccess]);

  return (
    <WalletForm
      form={form}
      testId="withdraw"
      submitLabel={t('wallet.withdraw.submit')}
      isDone={isDone}
      isIdempotent
      className="space-y-4"
    >
      <input type="hidden" name="entity_wallet_id" value={wallet.id} />
      <CodeField
        field={fields.wallet_address}
        label={t('wallet.withdraw.address', { coin: wallet.short_code })}
      />
      <AmountField
        field={fields.amount}
        label={t('wallet.withdraw.amount', { currency: user.currency })}
        balance={{ minor: user.w_balance, currency: user.currency }}
        balanceHint={(amount) => t('wallet.withdraw.available', { amount })}
        // spec §5: the amount is checked as it stands, from the start (below 20, above w_balance).
        error={errors.amount?.[0] ?? getFieldError(result, 'amount')}
      />
      <ConversionSummary
        result={conversion}
        isLoading={isLoading}
        coin={wallet.short_code}
        testId="withdraw-conversion"
      />
      {asksCode ? <TwoFactorCodeField field={fields.two_factor_code} /> : null}
      <ul className="list-disc space-y-1 pl-5 text-xs text-mist-400">
        <li>{t('wallet.withdraw.noteAmount')}</li>
        <li>{t('wallet.withdraw.noteFee')}</li>
      </ul>
    </WalletForm>
  );
}
