import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { PaymentIcon } from '../../../components/ui/payment-icon';
import { acceptedCoins } from '../../../lib/payments';
import { useRootData } from '../../../lib/root-data';

/** spec §1: the accepted cryptocurrencies. */
export function CryptoSection({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  const coins = acceptedCoins(useRootData()?.payments);
  return (
    <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-ink-800 via-ink-850 to-ink-900 p-6 ring-1 ring-white/5 sm:p-10">
      <div
        aria-hidden
        className="absolute -bottom-24 -left-20 size-72 rounded-full bg-brand-500/15 blur-3xl"
      />
      <div className="relative grid items-center gap-8 lg:grid-cols-2">
        <div>
          <h2 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            {t('landing.crypto.title')}
          </h2>
          <p className="mt-3 max-w-md text-mist-300">{t('landing.crypto.lead')}</p>
          <ButtonLink to={isSignedIn ? '/settings/wallet' : '/register'} className="mt-6" size="lg">
            {isSignedIn ? t('header.wallet') : t('landing.register')}
            <ArrowRight className="size-5" aria-hidden />
          </ButtonLink>
        </div>
        <ul className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 sm:gap-3">
          {coins.map((coin) => (
            <li
              key={coin.id}
              className="flex items-center gap-2.5 rounded-2xl bg-ink-950/40 p-3 ring-1 ring-white/5 sm:gap-3 sm:p-4"
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-full bg-white/5 sm:size-10">
                <PaymentIcon id={coin.id} label={coin.code} colored className="size-5 sm:size-6" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm leading-tight font-semibold text-white">
                  {coin.name}
                </span>
                <span className="block text-xs text-mist-500">{coin.code}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
