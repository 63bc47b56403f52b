import type { CoinCode } from '@casino/contracts';
import { toLocale } from '@casino/contracts/locales';
import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { getCurrencySymbol } from '../../../lib/money';
import { isFailure, type ConversionResult } from '../wallet-data';

type ConversionSummaryProps = {
  result: ConversionResult | undefined;
  isLoading: boolean;
  coin: CoinCode;
  testId: string;
};

/** Formats the rate (decimal text) with two decimals in the page's language. */
function formatRate(rate: string, currency: string, locale: string): string {
  const value = Number(rate);
  if (!Number.isFinite(value)) return rate;
  const text = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
  return `${getCurrencySymbol(currency)}${text}`;
}

/**
 * The crypto equivalent of the typed amount, the rate behind it and, when the rate comes from
 * the offline table, the date it was taken (so a stale rate never passes for a live one).
 */
export function ConversionSummary({ result, isLoading, coin, testId }: ConversionSummaryProps) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? 'en';
  const conversion = result && !isFailure(result) ? result : null;
  return (
    <div
      data-testid={testId}
      aria-live="polite"
      className="rounded-xl bg-ink-950/50 px-4 py-3 ring-1 ring-white/5"
    >
      <p className="flex items-center gap-2 text-xs text-mist-400">
        {t('wallet.calculator.equivalent')}
        {isLoading ? <LoaderCircle className="size-3 animate-spin" aria-hidden /> : null}
      </p>
      {conversion ? (
        <>
          <p
            className={clsx(
              'mt-1 font-mono text-lg font-semibold break-all text-white tabular-nums',
              isLoading && 'opacity-60',
            )}
          >
            <span data-testid={`${testId}-amount`}>{conversion.crypto_amount}</span>{' '}
            {conversion.crypto_symbol}
          </p>
          <p className="mt-1 text-xs text-mist-400">
            {t('wallet.calculator.rate', {
              coin: conversion.crypto_symbol,
              rate: formatRate(conversion.rate, conversion.fiat_symbol, locale),
            })}
          </p>
          {conversion.rate_source === 'offline' ? (
            <p data-testid={`${testId}-offline`} className="mt-1 text-xs text-amber-300">
              {t('wallet.calculator.offline', { date: formatDateTime(conversion.rate_date) })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-1 text-sm text-mist-400">
          {result && isFailure(result)
            ? result.message || t('wallet.calculator.unavailable')
            : isLoading
              ? t('wallet.calculator.loading')
              : `— ${coin}`}
        </p>
      )}
    </div>
  );
}
