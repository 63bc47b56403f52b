import { clsx } from 'clsx';
import { ArrowRight, Crown, Gift, Percent, Rocket, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { PaymentIcon } from '../../../components/ui/payment-icon';
import { acceptedCoins } from '../../../lib/payments';
import { useRootData } from '../../../lib/root-data';

/** spec §1 marketing facts: over 1,000 games, 10% weekly cashback, bonuses, 500 free spins. */
export function LandingHero({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  const coins = acceptedCoins(useRootData()?.payments);
  const stats = [
    { value: t('landing.stats.gamesValue'), label: t('landing.stats.games') },
    { value: '10%', label: t('landing.stats.cashback') },
    { value: '500', label: t('landing.stats.spins') },
    { value: String(coins.length), label: t('landing.stats.coins') },
  ];
  return (
    <section className="relative isolate overflow-hidden border-b border-white/5">
      <div aria-hidden className="absolute inset-0 -z-10">
        {/* Soft glows drawn as radial gradients: the same look as blurred discs without a blur
            filter to rasterise, which cost phones most of the hero's first paint. */}
        <div className="absolute -top-56 -left-48 size-[48rem] bg-[radial-gradient(closest-side,rgb(16_185_129/0.2),transparent)]" />
        <div className="absolute -top-6 right-[-14rem] size-[44rem] bg-[radial-gradient(closest-side,rgb(124_58_237/0.2),transparent)]" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.03)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.03)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)] bg-[size:48px_48px]" />
      </div>
      <div className="mx-auto grid max-w-screen-2xl items-center gap-12 px-4 pt-12 pb-14 sm:px-6 lg:grid-cols-[1.15fr_0.85fr] lg:px-8 lg:pt-20 lg:pb-24">
        <div>
          <span className="inline-flex items-center gap-2 rounded-full border border-brand-400/30 bg-brand-400/10 py-1 pr-3 pl-1 text-sm font-medium text-brand-200">
            <span className="grid size-6 place-items-center rounded-full bg-brand-400 text-ink-950">
              <Percent className="size-3.5" aria-hidden />
            </span>
            {t('landing.eyebrow')}
          </span>
          <h1 className="mt-6 text-4xl leading-[1.05] font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl">
            {t('landing.headingLead')}{' '}
            <span className="bg-gradient-to-r from-brand-300 via-cyan-300 to-violet-300 bg-clip-text text-transparent">
              {t('landing.headingAccent')}
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-mist-300">{t('landing.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {isSignedIn ? (
              <ButtonLink to="/casino" size="lg">
                {t('landing.openLobby')}
                <ArrowRight className="size-5" aria-hidden />
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to="/register" size="lg">
                  {t('landing.register')}
                  <ArrowRight className="size-5" aria-hidden />
                </ButtonLink>
                <ButtonLink to="/casino" size="lg" variant="outline">
                  {t('landing.browse')}
                </ButtonLink>
              </>
            )}
          </div>
          <dl className="mt-10 grid max-w-xl grid-cols-2 gap-3 sm:grid-cols-4">
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="rounded-2xl bg-white/[0.03] px-4 py-3 ring-1 ring-white/5"
              >
                <dt className="text-xs text-mist-400">{stat.label}</dt>
                <dd className="mt-1 text-xl font-bold text-white tabular-nums">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}

/** Decorative bonus cards built from CSS and icons (no remote images). */
function HeroVisual() {
  const coins = acceptedCoins(useRootData()?.payments);
  const { t } = useTranslation();
  return (
    <div aria-hidden className="relative mx-auto hidden w-full max-w-md sm:block">
      <div className="absolute -inset-10 bg-[radial-gradient(closest-side,rgb(52_211_153/0.16),transparent)]" />
      <div className="relative rotate-[-2deg] rounded-3xl bg-gradient-to-br from-ink-700 via-ink-800 to-ink-900 p-7 shadow-2xl ring-1 shadow-black/50 ring-white/10">
        <div className="flex items-center justify-between">
          <span className="inline-flex items-center gap-2 text-sm font-semibold text-brand-300">
            <Gift className="size-4" />
            {t('landing.bonusCard.label')}
          </span>
          <Sparkles className="size-5 text-amber-300" />
        </div>
        <p className="mt-6 bg-gradient-to-r from-white to-brand-200 bg-clip-text text-7xl font-black tracking-tighter text-transparent">
          125%
        </p>
        <p className="mt-2 text-mist-300">{t('landing.bonusCard.spins')}</p>
        <div className="mt-8 flex items-center gap-2">
          {coins.map((coin) => (
            <span
              key={coin.id}
              className="grid size-9 place-items-center rounded-full bg-ink-950/60 ring-1 ring-white/10"
            >
              <PaymentIcon id={coin.id} label={coin.code} colored className="size-5" />
            </span>
          ))}
        </div>
      </div>
      <FloatingBadge
        place="-top-6 -right-4 rotate-[4deg]"
        tint="from-cyan-300 to-violet-400"
        icon={Crown}
        title={t('landing.vip.platinum')}
        text={t('landing.vip.platinumPerk')}
      />
      <FloatingBadge
        place="-bottom-8 -left-6 rotate-[-3deg]"
        tint="from-amber-300 to-rose-400"
        icon={Rocket}
        title={t('nav.crash')}
        text={t('nav.originals')}
      />
    </div>
  );
}

/** A card floating over the bonus card's corner: an icon on a gradient, a title and a line. */
function FloatingBadge({
  place,
  tint,
  icon: Icon,
  title,
  text,
}: {
  place: string;
  tint: string;
  icon: LucideIcon;
  title: string;
  text: string;
}) {
  return (
    <div
      className={clsx(
        'absolute flex items-center gap-3 rounded-2xl bg-ink-800/95 px-4 py-3 shadow-xl ring-1 shadow-black/40 ring-white/10 backdrop-blur',
        place,
      )}
    >
      <span
        className={clsx(
          'grid size-9 place-items-center rounded-xl bg-gradient-to-br text-ink-950',
          tint,
        )}
      >
        <Icon className="size-5" />
      </span>
      <div>
        <p className="text-sm font-semibold text-white">{title}</p>
        <p className="text-xs text-mist-400">{text}</p>
      </div>
    </div>
  );
}
