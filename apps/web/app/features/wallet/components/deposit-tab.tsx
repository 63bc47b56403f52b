import type { CoinCode, Currency, DepositWalletResponse, EntityWallet } from '@casino/contracts';
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { FormAlert } from '../../../components/ui/form-alert';
import { CopyButton } from '../../../components/ui/copy-button';
import { isFailure, WALLET_ROUTES, type AddressResult } from '../wallet-data';
import { CoinStepper } from './coin-stepper';
import { DeclareDepositForm } from './declare-deposit-form';
import { DepositCalculator } from './deposit-calculator';

/** spec §9: the QR image is 250 px wide. */
const QR_WIDTH = 250;

type DepositTabProps = {
  wallets: EntityWallet[];
  currency: Currency;
  /** A coin chosen before the dialog opened (a deposit button): start on step 2. */
  initialCoin: CoinCode | null;
  /** spec §2's optional bonus banner (the bonuses feature's, composed by root.tsx). */
  bonusBanner?: DepositBannerSlot | undefined;
};

/** The deposit step's bonus banner slot: a component of the player's currency. */
export type DepositBannerSlot = ComponentType<{ currency: string }>;

/** spec §2/§4 deposit stepper: step 1 picks a coin, step 2 shows where to send it. */
export function DepositTab({ wallets, currency, initialCoin, bonusBanner }: DepositTabProps) {
  const { t } = useTranslation();
  return (
    <CoinStepper
      wallets={wallets}
      initialWallet={wallets.find((wallet) => wallet.short_code === initialCoin)}
      label={t('wallet.coins.deposit')}
      title={(wallet) => t('wallet.deposit.title', { coin: wallet.name })}
      testId="deposit"
    >
      {(wallet) => <DepositStep wallet={wallet} currency={currency} bonusBanner={bonusBanner} />}
    </CoinStepper>
  );
}

type DepositStepProps = {
  wallet: EntityWallet;
  currency: Currency;
  bonusBanner?: DepositBannerSlot | undefined;
};

/**
 * Step 2: QR code, the player's own address with a copy button, bonus slot, calculator, and
 * "Already sent it?" (spec §5 deposit button) prefilled with the calculator's crypto amount.
 */
function DepositStep({ wallet, currency, bonusBanner: BonusBanner }: DepositStepProps) {
  const fetcher = useFetcher<AddressResult>();
  const { load } = fetcher;
  const coin = wallet.short_code;
  useEffect(() => {
    void load(`${WALLET_ROUTES.address}?symbol=${coin}`);
  }, [coin, load]);
  const result = fetcher.data;
  const address = result && !isFailure(result) ? result : null;
  const [cryptoAmount, setCryptoAmount] = useState<string | null>(null);

  return (
    <>
      {result && isFailure(result) ? (
        <FormAlert result={result} testId="deposit-error" />
      ) : (
        <DepositAddress wallet={wallet} address={address} />
      )}

      {BonusBanner ? (
        <Suspense fallback={null}>
          <BonusBanner currency={currency} />
        </Suspense>
      ) : null}
      <DepositCalculator coin={coin} currency={currency} onCryptoAmountChange={setCryptoAmount} />
      {result && isFailure(result) ? null : (
        // A deposit is declared for a coin whose address the player has seen.
        <DeclareDepositForm wallet={address ? wallet : null} suggestedAmount={cryptoAmount} />
      )}
    </>
  );
}

type DepositAddressProps = { wallet: EntityWallet; address: DepositWalletResponse | null };

/**
 * The QR code and the address with its copy button; a placeholder while it loads. An address
 * from the public demo keys carries a warning (issue 11): funds sent to it are anyone's.
 */
export function DepositAddress({ wallet, address }: DepositAddressProps) {
  const { t } = useTranslation();
  const coin = wallet.short_code;
  return (
    <div className="flex flex-col items-center gap-4">
      {address?.is_demo ? (
        <Alert
          tone="warning"
          title={t('wallet.deposit.demoAddressTitle')}
          testId="deposit-demo-warning"
          className="w-full"
        >
          {t('wallet.deposit.demoAddress')}
        </Alert>
      ) : null}
      {address ? (
        <img
          src={address.qr_code}
          width={QR_WIDTH}
          height={QR_WIDTH}
          alt={t('wallet.deposit.qrAlt', { coin })}
          data-testid="deposit-qr"
          className="rounded-xl bg-white p-2"
          style={{ width: QR_WIDTH, maxWidth: '100%', height: 'auto' }}
        />
      ) : (
        <div
          aria-hidden
          className="aspect-square w-[250px] max-w-full animate-pulse rounded-xl bg-ink-800"
        />
      )}
      <div className="w-full space-y-2">
        <p className="text-sm font-medium text-mist-200">
          {t('wallet.deposit.addressLabel', { coin })}
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-stretch">
          <code
            data-testid="deposit-address"
            className="block min-h-11 flex-1 rounded-xl bg-ink-950/60 px-3.5 py-3 font-mono text-xs break-all text-white ring-1 ring-white/10"
          >
            {address?.address ?? t('wallet.deposit.loading')}
          </code>
          {address ? (
            <CopyButton
              text={address.address}
              label={t('wallet.deposit.copy')}
              copiedLabel={t('wallet.deposit.copied')}
              className="sm:h-auto"
            />
          ) : null}
        </div>
        <p className="text-xs text-mist-400">
          {t('wallet.deposit.sendOnly', { coin, network: wallet.network })}{' '}
          {t('wallet.deposit.confirmations', {
            count: address?.confirmations ?? wallet.confirmations,
          })}
        </p>
      </div>
    </div>
  );
}
