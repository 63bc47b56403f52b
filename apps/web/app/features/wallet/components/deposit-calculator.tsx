import type { CoinCode, Currency } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIAT_DECIMALS, MIN_DEPOSIT_CALCULATOR } from '@casino/contracts/wallet-limits';
import { TextField } from '../../../components/ui/form-field';
import { formatBalance } from '../../../lib/money';
import { isFailure } from '../wallet-data';
import { ConversionSummary } from './conversion-summary';
import { useContractCheck } from './use-contract-check';
import { useConversion } from './use-conversion';

const loadSchema = () =>
  import('@casino/contracts/wallet-forms').then((contracts) => contracts.conversionFormSchema);

/** spec §5/§9: the calculator's minimum, in minor units. */
const MIN_MINOR = MIN_DEPOSIT_CALCULATOR * 10 ** FIAT_DECIMALS;

type DepositCalculatorProps = {
  coin: CoinCode;
  currency: Currency;
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
  onCryptoAmountChange,
}: DepositCalculatorProps) {
  const { t } = useTranslation();
  // spec §5: the calculator starts at 100.
  const [amount, setAmount] = useState(String(MIN_DEPOSIT_CALCULATOR));
  const request = { crypto_symbol: coin, fiat_symbol: currency, section_name: 'deposits' } as const;
  // The ConversionRequest contract reads the amount; nothing is asked until it has loaded.
  const check = useContractCheck(loadSchema, { ...request, fiat_amount: amount });
  const minor = check?.value?.fiat_amount as number | undefined;
  const error =
    check?.errors.fiat_amount?.[0] ??
    (minor !== undefined && minor < MIN_MINOR
      ? t('wallet.calculator.min', { amount: formatBalance(MIN_MINOR, currency) })
      : undefined);
  const isAsking = minor !== undefined && !error;
  const { result, isLoading } = useConversion(
    isAsking ? { ...request, fiat_amount: minor / 10 ** FIAT_DECIMALS } : null,
  );
  const cryptoAmount = isAsking && result && !isFailure(result) ? result.crypto_amount : null;
  useEffect(() => {
    onCryptoAmountChange?.(cryptoAmount);
  }, [cryptoAmount, onCryptoAmountChange]);
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
        result={isAsking ? result : undefined}
        isLoading={isAsking && isLoading}
        coin={coin}
        testId="deposit-conversion"
      />
      <p className="text-xs text-mist-400">{t('wallet.calculator.note')}</p>
    </section>
  );
}
