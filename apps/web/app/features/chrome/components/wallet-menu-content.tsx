import type { EntityWalletsResponse, User } from '@casino/contracts';
import { toLocale } from '@casino/contracts/locales';
import { ChevronDown, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { CoinIcon } from '../../../components/ui/coin-icon';
import type { DeferredMenuProps } from '../../../components/ui/deferred-menu';
import {
  DropdownContent,
  DropdownItem,
  DropdownLabel,
  DropdownMenu,
  DropdownSeparator,
  DropdownSwitchItem,
  DropdownTrigger,
} from '../../../components/ui/dropdown';
import type { FormFailure } from '../../../lib/forms';
import { formatBalance } from '../../../lib/money';
import type { Locale } from '@casino/contracts/locales';
import {
  useWalletDialog,
  WALLET_COINS_FETCHER,
  WALLET_COINS_PATH,
} from '../../../lib/wallet-dialog';
import { getWalletMenuRows } from '../wallet-menu-data';

export type WalletMenuContentProps = { user: User };

type CoinsResult = EntityWalletsResponse | FormFailure;

/** The wallet dropdown itself, loaded after hydration (see deferMenu). */
export default function WalletMenuContent({
  user,
  trigger,
  defaultOpen,
}: WalletMenuContentProps & DeferredMenuProps) {
  const { i18n } = useTranslation();
  const wallet = useWalletDialog();
  // spec §2: the crypto list is hidden and the hide-zero-balance switch off by default.
  const [isCryptoShown, setCryptoShown] = useState(false);
  const [isZeroHidden, setZeroHidden] = useState(false);
  const coins = useFetcher<CoinsResult>({ key: WALLET_COINS_FETCHER });
  const { load } = coins;
  const hasCoins = coins.data !== undefined && 'wallets' in coins.data;
  useEffect(() => {
    if (isCryptoShown && !hasCoins) void load(WALLET_COINS_PATH);
  }, [isCryptoShown, hasCoins, load]);

  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownTrigger asChild>{trigger}</DropdownTrigger>
      <DropdownContent className="w-72" data-testid="wallet-menu-content">
        <WalletMenuBody
          user={user}
          locale={toLocale(i18n.language) ?? 'en'}
          coins={coins.data}
          isCryptoShown={isCryptoShown}
          isZeroHidden={isZeroHidden}
          onCryptoShownChange={setCryptoShown}
          onZeroHiddenChange={setZeroHidden}
          onOpenWallet={(coin) => wallet.open('deposits', coin ?? null)}
          onPreload={wallet.preload}
        />
      </DropdownContent>
    </DropdownMenu>
  );
}

type WalletMenuBodyProps = {
  user: User;
  locale: Locale;
  coins: CoinsResult | undefined;
  isCryptoShown: boolean;
  isZeroHidden: boolean;
  onCryptoShownChange: (isShown: boolean) => void;
  onZeroHiddenChange: (isHidden: boolean) => void;
  onOpenWallet: (coin?: EntityWalletsResponse['wallets'][number]['short_code']) => void;
  onPreload?: () => void;
};

/**
 * spec §2 wallet menu: balance, bonus balance, the crypto list behind a toggle, the
 * hide-zero-balance switch and the wallet button. Items of a Radix menu (keyboard for free).
 */
export function WalletMenuBody({
  user,
  locale,
  coins,
  isCryptoShown,
  isZeroHidden,
  onCryptoShownChange,
  onZeroHiddenChange,
  onOpenWallet,
  onPreload,
}: WalletMenuBodyProps) {
  const { t } = useTranslation();
  const rows = getWalletMenuRows(user, isZeroHidden);
  return (
    <>
      <DropdownLabel>{t('wallet.menu.title')}</DropdownLabel>
      <dl data-testid="wallet-menu-balances" className="space-y-1 px-3 pb-2">
        {rows.map((row) => (
          <div
            key={row.key}
            data-row={row.key}
            className="flex items-baseline justify-between gap-3"
          >
            <dt className="text-sm text-mist-400">{t(`wallet.menu.${row.key}`)}</dt>
            <dd className="text-sm font-semibold text-white tabular-nums">
              {formatBalance(row.amount, user.currency, locale)}
            </dd>
          </div>
        ))}
        {rows.length === 0 ? (
          <p className="text-sm text-mist-400">{t('wallet.menu.allZero')}</p>
        ) : null}
      </dl>
      <DropdownSeparator />
      <DropdownSwitchItem
        checked={isZeroHidden}
        onCheckedChange={onZeroHiddenChange}
        data-testid="wallet-menu-hide-zero"
      >
        {t('wallet.menu.hideZero')}
      </DropdownSwitchItem>
      <DropdownItem
        data-testid="wallet-menu-crypto-toggle"
        aria-expanded={isCryptoShown}
        onSelect={(event) => {
          event.preventDefault();
          onCryptoShownChange(!isCryptoShown);
        }}
      >
        <span className="flex-1">
          {isCryptoShown ? t('wallet.menu.hideCrypto') : t('wallet.menu.showCrypto')}
        </span>
        <ChevronDown
          className={isCryptoShown ? 'size-4 rotate-180 text-mist-400' : 'size-4 text-mist-400'}
          aria-hidden
        />
      </DropdownItem>
      {isCryptoShown ? (
        <div data-testid="wallet-menu-crypto" className="max-h-64 overflow-y-auto">
          {coins === undefined ? (
            <p className="px-3 py-2 text-sm text-mist-400">{t('wallet.coins.loading')}</p>
          ) : 'wallets' in coins ? (
            coins.wallets.length === 0 ? (
              <p className="px-3 py-2 text-sm text-mist-400">{t('wallet.coins.empty')}</p>
            ) : (
              coins.wallets.map((coin) => (
                <DropdownItem
                  key={coin.id}
                  data-coin={coin.short_code}
                  onSelect={() => onOpenWallet(coin.short_code)}
                  onPointerEnter={onPreload}
                >
                  <CoinIcon wallet={coin} className="size-6" />
                  <span className="min-w-0 flex-1 truncate">{coin.name}</span>
                  <span className="text-xs text-mist-500">{coin.short_code}</span>
                </DropdownItem>
              ))
            )
          ) : (
            <p className="px-3 py-2 text-sm text-rose-300">{coins.message}</p>
          )}
        </div>
      ) : null}
      <DropdownSeparator />
      <DropdownItem
        data-testid="wallet-menu-open"
        onSelect={() => onOpenWallet()}
        onPointerEnter={onPreload}
        className="justify-center bg-gradient-to-r from-brand-400 to-brand-500 font-semibold text-ink-950 data-[highlighted]:from-brand-300 data-[highlighted]:to-brand-400 data-[highlighted]:text-ink-950"
      >
        <Wallet className="size-4" aria-hidden />
        {t('wallet.menu.open')}
      </DropdownItem>
    </>
  );
}
