import type { AcceptedPayments, Page } from '@casino/contracts';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark, Wordmark } from '../../../components/ui/logo';
import { PaymentIcon } from '../../../components/ui/payment-icon';
import { useAppName } from '../../../lib/brand';
import { acceptedCoins, paymentMethods } from '../../../lib/payments';

function PageLink({ page }: { page: Page }) {
  const className = 'text-sm text-mist-400 transition-colors hover:text-white';
  // Pages may point off-site (an external help centre); only app paths use the router.
  return page.to.startsWith('/') ? (
    <Link to={page.to} className={className}>
      {page.title}
    </Link>
  ) : (
    <a href={page.to} className={className} rel="noopener noreferrer">
      {page.title}
    </a>
  );
}

function LinkColumn({ title, pages }: { title: string; pages: Page[] }) {
  return (
    <div>
      <h2 className="mb-4 text-sm font-semibold text-white">{title}</h2>
      <ul className="space-y-2.5">
        {pages.map((page) => (
          <li key={page.id}>
            <PageLink page={page} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** spec §2 footer: casino links, pages links, accepted crypto, payment methods, copyright. */
export function SiteFooter({
  pages,
  payments,
}: {
  pages: Page[];
  /** What the coin table and the on-ramp say the site accepts (none when it failed to load). */
  payments: AcceptedPayments | undefined;
}) {
  const { t } = useTranslation();
  const coins = acceptedCoins(payments);
  const methods = paymentMethods(payments);
  const appName = useAppName();
  const casinoPages = pages.filter((page) => page.group === 'casino');
  const otherPages = pages.filter((page) => page.group === 'pages');
  const year = new Date().getFullYear();
  return (
    // Below every page's first screen: drawn (and its payment marks fetched) only once it
    // comes near the viewport (decision 032); off screen it keeps about a phone's height of it.
    <footer
      data-testid="site-footer"
      className="mt-12 border-t border-white/5 bg-ink-900 [contain-intrinsic-size:auto_40rem] [content-visibility:auto]"
    >
      <div className="mx-auto max-w-screen-2xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
          <div className="col-span-2 space-y-4 lg:col-span-1">
            <div className="flex items-center gap-2.5">
              <LogoMark />
              <Wordmark />
            </div>
            <p className="max-w-sm text-sm leading-relaxed text-mist-400">{t('footer.about')}</p>
            <p className="flex items-center gap-2 text-xs text-mist-500">
              <span className="grid size-7 place-items-center rounded-full border border-rose-400/40 text-[0.65rem] font-bold text-rose-300">
                18+
              </span>
              {t('footer.responsible')}
            </p>
          </div>
          <LinkColumn title={t('footer.casino')} pages={casinoPages} />
          <LinkColumn title={t('footer.pages')} pages={otherPages} />
          <div className="col-span-2 lg:col-span-1">
            <h2 className="mb-4 text-sm font-semibold text-white">{t('footer.acceptedCrypto')}</h2>
            <ul className="grid grid-cols-2 gap-2">
              {coins.map((coin) => (
                <li
                  key={coin.id}
                  className="flex items-center gap-2 rounded-lg bg-white/[0.03] px-2.5 py-2 text-sm text-mist-300 ring-1 ring-white/5"
                >
                  <PaymentIcon id={coin.id} label={coin.code} colored className="size-4" />
                  <span className="truncate">{coin.name}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <div className="mt-10 border-t border-white/5 pt-8">
          <h2 className="sr-only">{t('footer.paymentMethods')}</h2>
          <ul className="flex flex-wrap items-center justify-center gap-2 lg:justify-start">
            {methods.map((method) => (
              <li
                key={method.id}
                title={method.label}
                className="flex h-9 items-center gap-2 rounded-lg bg-white/[0.03] px-3 text-mist-400 ring-1 ring-white/5 transition-colors hover:text-mist-200"
              >
                <PaymentIcon id={method.id} label={method.label} className="size-4" />
                <span className="text-xs font-medium">{method.label}</span>
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-8 flex flex-col items-center justify-between gap-3 text-xs text-mist-500 sm:flex-row">
          <p>{t('footer.copyright', { year, name: appName })}</p>
          <Link
            to="/policies/responsible-gaming"
            className="flex items-center gap-1.5 transition-colors hover:text-white"
          >
            <ShieldCheck className="size-4 text-brand-400" aria-hidden />
            {t('policies.responsible-gaming')}
          </Link>
        </div>
      </div>
    </footer>
  );
}
