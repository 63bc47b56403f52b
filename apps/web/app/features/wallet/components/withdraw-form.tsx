import type { EntityWallet, User } from '@casino/contracts';
import { toLocale } from '@casino/contracts/locales';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton, TextField } from '../../../components/ui/form-field';
import { getFieldError } from '../../../lib/forms';
import { formatBalance, parseMajorAmount } from '../../../lib/money';
import {
  createIdempotencyKey,
  IDEMPOTENCY_FIELD,
  isValidWithdrawal,
  validateWithdrawal,
  WALLET_ROUTES,
  type MoneyActionResult,
  type WithdrawErrors,
} from '../wallet-data';
import { WITHDRAWAL_START_AMOUNT } from '@casino/contracts/wallet-limits';
import { ConversionSummary } from './conversion-summary';
import { useConversion } from './use-conversion';

/** How long "Withdrawal request pending" stays before the dialog closes (spec §5). */
export const WITHDRAW_SUCCESS_DELAY_MS = 1500;

type WithdrawFormProps = {
  wallet: EntityWallet;
  user: User;
  /** spec §5: the dialog toggles (closes) once the request is sent. */
  onSuccess: () => void;
  /** What the fields start with (spec §5: no address, amount 20). */
  initialValues?: { walletAddress?: string; amount?: string };
};

/**
 * spec §2/§5 withdraw step 2: the receiving address (required) and an amount in the user's
 * currency (from 20, at most the withdrawable balance) with its live crypto equivalent.
 * "Request Withdrawal" stays disabled until both are valid; the server has the last word
 * (bonus wagering, address format) and its message is shown as it comes.
 */
export function WithdrawForm({ wallet, user, onSuccess, initialValues }: WithdrawFormProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? 'en';
  const fetcher = useFetcher<MoneyActionResult>();
  const [walletAddress, setWalletAddress] = useState(initialValues?.walletAddress ?? '');
  const [amount, setAmount] = useState(initialValues?.amount ?? String(WITHDRAWAL_START_AMOUNT));
  const [isAddressTouched, setAddressTouched] = useState(
    initialValues?.walletAddress !== undefined,
  );
  // One key per distinct submission: a double click resends the same key, an edit makes a new one.
  const [idempotencyKey, setIdempotencyKey] = useState(createIdempotencyKey);

  const errors = validateWithdrawal({ walletAddress, amount }, user.w_balance);
  const isValid = isValidWithdrawal(errors);
  const isPending = fetcher.state !== 'idle';
  const result = fetcher.data;
  const isDone = result?.ok === true;

  const minor = parseMajorAmount(amount);
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

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setIdempotencyKey(createIdempotencyKey());
  };

  return (
    <fetcher.Form
      method="post"
      action={WALLET_ROUTES.withdraw}
      data-testid="withdraw-form"
      className="space-y-4"
      noValidate
    >
      <input type="hidden" name="entity_wallet_id" value={wallet.id} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      {result ? <FormAlert result={result} testId="withdraw-alert" /> : null}
      <TextField
        label={t('wallet.withdraw.address', { coin: wallet.short_code })}
        name="wallet_address"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={walletAddress}
        onChange={(event) => edit(setWalletAddress)(event.target.value)}
        onBlur={() => setAddressTouched(true)}
        error={
          (isAddressTouched ? getWithdrawErrorText(errors, 'wallet_address', t) : undefined) ??
          getFieldError(result, 'wallet_address')
        }
      />
      <TextField
        label={t('wallet.withdraw.amount', { currency: user.currency })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        value={amount}
        onChange={(event) => edit(setAmount)(event.target.value)}
        hint={t('wallet.withdraw.available', {
          amount: formatBalance(user.w_balance, user.currency, locale),
        })}
        error={
          getWithdrawErrorText(errors, 'amount', t, user.currency) ??
          getFieldError(result, 'amount')
        }
      />
      <ConversionSummary
        result={conversion}
        isLoading={isLoading}
        coin={wallet.short_code}
        testId="withdraw-conversion"
      />
      <ul className="list-disc space-y-1 pl-5 text-xs text-mist-400">
        <li>{t('wallet.withdraw.noteAmount')}</li>
        <li>{t('wallet.withdraw.noteFee')}</li>
      </ul>
      <SubmitButton
        className="w-full"
        pending={isPending}
        disabled={!isValid || isDone}
        data-testid="withdraw-submit"
      >
        {t('wallet.withdraw.submit')}
      </SubmitButton>
    </fetcher.Form>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** spec §5 texts: "Required.", "Min withdrawal request is 20 {currency}", "...exceeding...". */
export function getWithdrawErrorText(
  errors: WithdrawErrors,
  field: keyof WithdrawErrors,
  t: Translate,
  currency = '',
): string | undefined {
  switch (errors[field]) {
    case 'required':
      return t('required', { ns: 'validation' });
    case 'min':
      return t('WITHDRAWAL_BELOW_MINIMUM', { ns: 'errors', currency });
    case 'balance':
      return t('WITHDRAWAL_EXCEEDS_BALANCE', { ns: 'errors' });
    default:
      return undefined;
  }
}
