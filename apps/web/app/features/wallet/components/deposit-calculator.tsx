import type { CoinCode, Currency } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/form-field';
import { formatBalance } from '../../../lib/money';
import { checkCalculatorAmount, isFailure } from '../wallet-data';
import { MIN_DEPOSIT_CALCULATOR } from '@casino/contracts/wallet-limits';
import { ConversionSummary } from './conversion-summary';
import { useConversion } from './use-conversion';

type DepositCalculatorProps = {
  coin: CoinCode;
  currency: Currency;
  /** The amount the field starts with (spec §5: 100). */
  initialAmount?: string;
  /** Told the crypto equivalent shown (null while there is none), for the declare form. */
  onCryptoAmountChange?: (cryptoAmount: string | null) => void;
};

/**
 * spec §2 deposit step 2 value calculator: a fiat amount in the user's currency (from 100,
 * spec §5/§9) and its crypto equivalent at the current rate, which may vary until the deposit
 * is received.
 */
export function DepositCalculator({
  coin,
  currency,
  initialAmount = String(MIN_DEPOSIT_CALCULATOR),
  onCryptoAmountChange,
}: DepositCalculatorProps) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(initialAmount);
  const check = checkCalculatorAmount(amount);
  const { result, isLoading } = useConversion(
    check.error || check.amount === null
      ? null
      : {
          crypto_symbol: coin,
          fiat_symbol: currency,
          fiat_amount: check.amount,
          section_name: 'deposits',
        },
  );
  const cryptoAmount = !check.error && result && !isFailure(result) ? result.crypto_amount : null;
  useEffect(() => {
    onCryptoAmountChange?.(cryptoAmount);
  }, [cryptoAmount, onCryptoAmountChange]);
  const error =
    check.error === 'min'
      ? t('wallet.calculator.min', {
          amount: formatBalance(MIN_DEPOSIT_CALCULATOR * 100, currency),
        })
      : check.error === 'required'
        ? t('required', { ns: 'validation' })
        : undefined;
  return (
    <section aria-labelledby="deposit-calculator-title" className="space-y-3">
      <h3 id="deposit-calculator-title" className="text-sm font-semibold text-white">
        {t('wallet.calculator.title')}
      </h3>
      <TextField
        label={t('wallet.calculator.amount', { currency })}
        name="fiat_amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        min={MIN_DEPOSIT_CALCULATOR}
        onChange={(event) => setAmount(event.target.value)}
        error={error}
        data-testid="deposit-calculator-amount"
      />
      <ConversionSummary
        result={check.error ? undefined : result}
        isLoading={!check.error && isLoading}
        coin={coin}
        testId="deposit-conversion"
      />
      <p className="text-xs text-mist-400">{t('wallet.calculator.note')}</p>
    </section>
  );
}
