import type { User } from '@casino/contracts';
import { toLocale } from '@casino/contracts/locales';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBalance, getCurrencySymbol } from '../../../lib/money';

/** spec §2 header wallet menu: the balance (minor units / 100) and the way to the wallet. */
export function BalancePill({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const balance = formatBalance(user.balance, user.currency, toLocale(i18n.language) ?? 'en');
  return (
    <div className="flex h-10 items-center rounded-xl bg-ink-800 p-1 ring-1 ring-white/5">
      <span className="flex items-center gap-2 pr-2 pl-2 sm:pr-3">
        <span
          aria-hidden
          className="grid size-5 place-items-center rounded-full bg-brand-400/15 text-[0.7rem] font-bold text-brand-300"
        >
          {getCurrencySymbol(user.currency)}
        </span>
        <span className="text-sm font-semibold text-white tabular-nums">
          <span className="sr-only">{t('header.balance')}: </span>
          {balance}
        </span>
      </span>
      <Link
        to="/settings/wallet"
        className="inline-flex h-8 items-center gap-1.5 rounded-lg bg-gradient-to-r from-brand-400 to-brand-500 px-2.5 text-sm font-semibold text-ink-950 transition-colors hover:from-brand-300 hover:to-brand-400"
      >
        <Wallet className="size-4" aria-hidden />
        <span className="sr-only sm:not-sr-only">{t('header.wallet')}</span>
      </Link>
    </div>
  );
}
