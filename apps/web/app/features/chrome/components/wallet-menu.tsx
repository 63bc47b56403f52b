import type { User } from '@casino/contracts';
import { toLocale } from '@casino/contracts/locales';
import { ChevronDown, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { deferMenu } from '../../../components/ui/deferred-menu';
import { formatBalance, getCurrencySymbol } from '../../../lib/money';
import { getWalletHref, useWalletDialog } from '../../../lib/wallet-dialog';
import type { WalletMenuContentProps } from './wallet-menu-content';

const WalletMenuContent = deferMenu<WalletMenuContentProps>(() => import('./wallet-menu-content'));

/**
 * spec §2 header wallet menu: the balance opens the menu (balances, crypto list, switches);
 * the wallet button opens the wallet dialog. Both load their code on intent (decision 008).
 */
export function WalletMenu({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const wallet = useWalletDialog();
  const balance = formatBalance(user.balance, user.currency, toLocale(i18n.language) ?? 'en');
  return (
    <div
      data-testid="wallet-menu"
      className="flex h-10 items-center rounded-xl bg-ink-800 p-1 ring-1 ring-white/5"
    >
      <WalletMenuContent
        user={user}
        trigger={
          <button
            type="button"
            data-testid="wallet-menu-trigger"
            className="flex h-8 items-center gap-1.5 rounded-lg pr-1.5 pl-1.5 transition-colors hover:bg-white/5 data-[state=open]:bg-white/5 sm:gap-2 sm:pr-2"
          >
            <span
              aria-hidden
              className="grid size-5 place-items-center rounded-full bg-brand-400/15 text-[0.7rem] font-bold text-brand-300"
            >
              {getCurrencySymbol(user.currency)}
            </span>
            <span
              data-testid="header-balance"
              className="text-sm font-semibold text-white tabular-nums"
            >
              <span className="sr-only">{t('header.balance')}: </span>
              {balance}
            </span>
            <ChevronDown className="hidden size-3.5 text-mist-400 sm:block" aria-hidden />
          </button>
        }
      />
      {/* A plain link without JavaScript (the page reloads with ?wallet=deposits). */}
      <a
        href={getWalletHref(location)}
        data-testid="wallet-button"
        onClick={(event) => {
          event.preventDefault();
          wallet.open();
        }}
        onPointerEnter={wallet.preload}
        onFocus={wallet.preload}
        className="inline-flex h-8 items-center gap-1.5 rounded-lg bg-gradient-to-r from-brand-400 to-brand-500 px-2.5 text-sm font-semibold text-ink-950 transition-colors hover:from-brand-300 hover:to-brand-400"
      >
        <Wallet className="size-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">{t('header.wallet')}</span>
      </a>
    </div>
  );
}
