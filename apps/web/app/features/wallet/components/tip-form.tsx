import type { User } from '@casino/contracts';
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
  WALLET_ROUTES,
  type MoneyActionResult,
} from '../wallet-data';

/**
 * spec §2 Tips tab: a recipient (the player's name, ARCHITECTURE decision), an amount in the
 * sender's currency (required, spec §5; no minimum) and the Tip button. The server's message
 * shows after each try.
 */
export function TipForm({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? 'en';
  const fetcher = useFetcher<MoneyActionResult>();
  const [recipient, setRecipient] = useState('');
  const [amount, setAmount] = useState('');
  const [idempotencyKey, setIdempotencyKey] = useState(createIdempotencyKey);
  const result = fetcher.data;
  const isPending = fetcher.state !== 'idle';
  const minor = parseMajorAmount(amount);
  const isValid = recipient.trim() !== '' && minor !== null && minor > 0;

  // A sent tip empties the form for the next one.
  useEffect(() => {
    if (result?.ok !== true) return;
    setRecipient('');
    setAmount('');
    setIdempotencyKey(createIdempotencyKey());
  }, [result]);

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setIdempotencyKey(createIdempotencyKey());
  };

  return (
    <fetcher.Form
      method="post"
      action={WALLET_ROUTES.tip}
      data-testid="tip-form"
      className="space-y-4"
      noValidate
    >
      <p className="text-sm text-mist-400">{t('wallet.tips.lead')}</p>
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      {result ? <FormAlert result={result} testId="tip-alert" /> : null}
      <TextField
        label={t('wallet.tips.recipient')}
        name="recipient"
        autoComplete="off"
        required
        value={recipient}
        onChange={(event) => edit(setRecipient)(event.target.value)}
        error={getFieldError(result, 'recipient')}
      />
      <TextField
        label={t('wallet.tips.amount', { currency: user.currency })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        required
        value={amount}
        onChange={(event) => edit(setAmount)(event.target.value)}
        hint={t('wallet.tips.balance', {
          amount: formatBalance(user.balance, user.currency, locale),
        })}
        error={
          amount !== '' && minor === null
            ? t('invalid', { ns: 'validation' })
            : getFieldError(result, 'amount')
        }
      />
      <SubmitButton
        className="w-full"
        pending={isPending}
        disabled={!isValid}
        data-testid="tip-submit"
      >
        {t('wallet.tips.submit')}
      </SubmitButton>
    </fetcher.Form>
  );
}
