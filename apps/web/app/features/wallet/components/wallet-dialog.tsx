import type { CoinCode, User } from '@casino/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { Wallet, X } from 'lucide-react';
import { useEffect, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { WALLET_COINS_FETCHER, WALLET_TABS, type WalletTab } from '../../../lib/wallet-dialog';
import { isFailure, WALLET_ROUTES, type CoinsResult, type TwoFactorResult } from '../wallet-data';
import { BuyCryptoTab } from './buy-crypto-tab';
import { DepositTab, type DepositBannerSlot } from './deposit-tab';
import { TipForm } from './tip-form';
import { WithdrawTab } from './withdraw-tab';

export type WalletDialogProps = {
  user: User;
  open: boolean;
  tab: WalletTab;
  coin: CoinCode | null;
  onClose: () => void;
  onSelectTab: (tab: WalletTab) => void;
  /** The deposit step's bonus banner, from the bonuses feature (root.tsx composes them). */
  depositBanner?: DepositBannerSlot | undefined;
};

/**
 * spec §2 Wallet dialog: deposits (default), withdraw, Buy Crypto (onramper) and tips (tips are
 * enabled, spec §9). Loaded on demand (decision 008); every call goes through the web server's
 * resource routes, which hold the token (decision 006).
 */
export default function WalletDialog({
  user,
  open,
  tab,
  coin,
  onClose,
  onSelectTab,
  depositBanner,
}: WalletDialogProps) {
  const { t } = useTranslation();
  const coins = useFetcher<CoinsResult>({ key: WALLET_COINS_FETCHER });
  const { load } = coins;
  const needsCoins = open && (tab === 'deposits' || tab === 'withdraw');
  const hasCoins = coins.data !== undefined && !isFailure(coins.data);
  useEffect(() => {
    if (needsCoins && !hasCoins) void load(WALLET_ROUTES.coins);
  }, [needsCoins, hasCoins, load]);

  // Issue 18: withdrawals and tips ask for a two-factor code when the player has 2FA on.
  const twoFactor = useFetcher<TwoFactorResult>();
  const loadTwoFactor = twoFactor.load;
  const needsTwoFactor = open && (tab === 'withdraw' || tab === 'tips');
  const twoFactorStatus = isFailure(twoFactor.data) ? undefined : twoFactor.data;
  const hasTwoFactor = twoFactorStatus !== undefined;
  useEffect(() => {
    if (needsTwoFactor && !hasTwoFactor) void loadTwoFactor(WALLET_ROUTES.twoFactor);
  }, [needsTwoFactor, hasTwoFactor, loadTwoFactor]);
  const isTwoFactorOn = twoFactorStatus?.enabled ?? false;

  // Arrow keys move between tabs (WAI-ARIA tabs pattern, automatic activation).
  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const index = (WALLET_TABS.indexOf(tab) + step + WALLET_TABS.length) % WALLET_TABS.length;
    const next = WALLET_TABS[index]!;
    onSelectTab(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-tab="${next}"]`)?.focus();
  };

  const renderCoinsTab = () => {
    if (!coins.data) {
      return (
        <div aria-busy className="grid grid-cols-4 gap-2 sm:grid-cols-3 sm:gap-3">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="h-24 animate-pulse rounded-xl bg-ink-800" />
          ))}
          <span className="sr-only">{t('wallet.coins.loading')}</span>
        </div>
      );
    }
    if (isFailure(coins.data)) {
      return (
        <Alert
          tone="error"
          action={
            <Button variant="outline" size="sm" onClick={() => void load(WALLET_ROUTES.coins)}>
              {t('wallet.coins.retry')}
            </Button>
          }
        >
          {coins.data.message}
        </Alert>
      );
    }
    const wallets = coins.data.wallets;
    if (wallets.length === 0) return <Alert tone="info">{t('wallet.coins.empty')}</Alert>;
    if (tab === 'withdraw') {
      return (
        <WithdrawTab wallets={wallets} user={user} onDone={onClose} isTwoFactorOn={isTwoFactorOn} />
      );
    }
    return (
      <DepositTab
        key={coin ?? 'none'}
        wallets={wallets.filter((wallet) => wallet.deposits_enabled === 1)}
        currency={user.currency}
        initialCoin={coin}
        bonusBanner={depositBanner}
      />
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 grid items-end overflow-y-auto bg-ink-950/70 backdrop-blur-sm data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in sm:place-items-center sm:p-6">
          <Dialog.Content
            data-testid="wallet-dialog"
            data-tab={tab}
            aria-describedby={undefined}
            onOpenAutoFocus={(event) => {
              // Focus lands on the open tab rather than the close button.
              const selected = (
                event.currentTarget as HTMLElement | null
              )?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
              if (!selected) return;
              event.preventDefault();
              selected.focus();
            }}
            className="relative flex w-full flex-col rounded-t-2xl bg-ink-900 shadow-2xl ring-1 shadow-black/60 ring-white/10 outline-none data-[state=open]:animate-pop-in sm:max-w-lg sm:rounded-2xl"
          >
            <div className="flex items-center justify-between gap-3 border-b border-white/5 px-5 py-4">
              <Dialog.Title className="flex items-center gap-2 text-lg font-semibold text-white">
                <Wallet className="size-5 text-brand-300" aria-hidden />
                {t('wallet.title')}
              </Dialog.Title>
              <Dialog.Close
                aria-label={t('wallet.close')}
                className="grid size-9 place-items-center rounded-lg text-mist-400 transition-colors hover:bg-white/5 hover:text-white"
              >
                <X className="size-5" aria-hidden />
              </Dialog.Close>
            </div>
            <div
              role="tablist"
              aria-label={t('wallet.tabsLabel')}
              onKeyDown={onTabKeyDown}
              className="flex gap-1 overflow-x-auto border-b border-white/5 px-3 py-2"
            >
              {WALLET_TABS.map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  id={`wallet-tab-${name}`}
                  data-tab={name}
                  aria-selected={tab === name}
                  aria-controls={`wallet-panel-${name}`}
                  tabIndex={tab === name ? 0 : -1}
                  onClick={() => onSelectTab(name)}
                  className={clsx(
                    'flex-1 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                    tab === name
                      ? 'bg-brand-400/15 text-brand-200'
                      : 'text-mist-400 hover:bg-white/5 hover:text-white',
                  )}
                >
                  {t(`wallet.tabs.${name}`)}
                </button>
              ))}
            </div>
            <div
              role="tabpanel"
              id={`wallet-panel-${tab}`}
              aria-labelledby={`wallet-tab-${tab}`}
              className="p-5"
            >
              {tab === 'onramper' ? (
                <BuyCryptoTab />
              ) : tab === 'tips' ? (
                <TipForm user={user} isTwoFactorOn={isTwoFactorOn} />
              ) : (
                renderCoinsTab()
              )}
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
