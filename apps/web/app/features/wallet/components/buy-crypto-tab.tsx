import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { FormAlert } from '../../../components/ui/form-alert';
import { isFailure, WALLET_ROUTES, type OnrampResult } from '../wallet-data';

/** spec §9: the on-ramp widget is 600 px high. */
const WIDGET_HEIGHT = 600;

/**
 * spec §2 Buy Crypto tab: the third-party on-ramp widget the operator configured (default
 * BTC/EUR and the two gateways are part of its address), or a notice when there is none.
 */
export function BuyCryptoTab() {
  const { t } = useTranslation();
  const fetcher = useFetcher<OnrampResult>();
  const { load } = fetcher;
  useEffect(() => {
    void load(WALLET_ROUTES.onramp);
  }, [load]);
  const result = fetcher.data;

  return (
    <div data-testid="buy-crypto" className="space-y-4">
      <p className="text-base font-semibold text-white">{t('wallet.buy.text')}</p>
      {!result ? (
        <div
          aria-hidden
          className="animate-pulse rounded-xl bg-ink-800"
          style={{ height: WIDGET_HEIGHT }}
        />
      ) : isFailure(result) ? (
        <FormAlert result={result} testId="buy-crypto-error" />
      ) : result.url ? (
        <>
          <p className="text-xs text-mist-400">
            {t('wallet.buy.defaults', { crypto: result.default_crypto, fiat: result.default_fiat })}
          </p>
          <iframe
            src={result.url}
            title={t('wallet.buy.frameTitle')}
            data-testid="buy-crypto-frame"
            height={WIDGET_HEIGHT}
            className="w-full rounded-xl bg-white ring-1 ring-white/10"
            style={{ height: WIDGET_HEIGHT }}
            allow="accelerometer; autoplay; camera; gyroscope; payment; clipboard-write"
            referrerPolicy="no-referrer"
          />
        </>
      ) : (
        <Alert tone="info" testId="buy-crypto-unavailable" title={t('wallet.buy.unavailableTitle')}>
          {t('wallet.buy.unavailable')}
        </Alert>
      )}
    </div>
  );
}
