import { Coins, Percent, Sparkles, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';

// spec §1: the deposit bonuses the marketing texts name.
const DEPOSIT_BONUSES = ['125%', '50%', '100%'] as const;

const OFFER_TONES = {
  amber: {
    card: 'flex items-center gap-5 rounded-2xl bg-gradient-to-r from-amber-500/15 via-ink-850 to-ink-850 p-6 ring-1 ring-amber-400/15',
    icon: 'grid size-14 shrink-0 place-items-center rounded-2xl bg-amber-400/15 text-amber-300',
  },
  brand: {
    card: 'flex items-center gap-5 rounded-2xl bg-gradient-to-r from-brand-500/15 via-ink-850 to-ink-850 p-6 ring-1 ring-brand-400/15',
    icon: 'grid size-14 shrink-0 place-items-center rounded-2xl bg-brand-400/15 text-brand-300',
  },
} as const;

/** One of the standing offers under the deposit bonuses (free spins, cashback). */
function OfferCard({
  tone,
  icon: Icon,
  amount,
  unit,
  text,
}: {
  tone: keyof typeof OFFER_TONES;
  icon: LucideIcon;
  amount: string;
  unit: string;
  text: string;
}) {
  return (
    <article className={OFFER_TONES[tone].card}>
      <span className={OFFER_TONES[tone].icon}>
        <Icon className="size-7" aria-hidden />
      </span>
      <div>
        <p className="text-2xl font-bold text-white">
          {amount} <span className="text-base font-semibold text-mist-300">{unit}</span>
        </p>
        <p className="mt-1 text-sm text-mist-400">{text}</p>
      </div>
    </article>
  );
}

export function BonusSection() {
  const { t } = useTranslation();
  return (
    <section>
      <SectionHeading title={t('landing.bonuses.title')} lead={t('landing.bonuses.lead')} />
      <div className="grid gap-4 md:grid-cols-3">
        {DEPOSIT_BONUSES.map((value, index) => (
          <article
            key={value}
            className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-ink-800 to-ink-900 p-6 ring-1 ring-white/5"
          >
            <div
              aria-hidden
              className={`absolute -top-16 -right-10 size-40 rounded-full blur-2xl ${['bg-brand-500/25', 'bg-violet-500/25', 'bg-cyan-500/25'][index]}`}
            />
            <Coins className="relative size-6 text-brand-300" aria-hidden />
            <p className="relative mt-5 text-5xl font-black tracking-tight text-white">{value}</p>
            <p className="relative mt-1 font-semibold text-mist-200">
              {t('landing.bonuses.deposit')}
            </p>
            <p className="relative mt-3 text-sm text-mist-400">
              {t('landing.bonuses.depositText')}
            </p>
          </article>
        ))}
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <OfferCard
          tone="amber"
          icon={Sparkles}
          amount="500"
          unit={t('landing.bonuses.spins')}
          text={t('landing.bonuses.spinsText')}
        />
        <OfferCard
          tone="brand"
          icon={Percent}
          amount="10%"
          unit={t('landing.bonuses.cashback')}
          text={t('landing.bonuses.cashbackText')}
        />
      </div>
      <p className="mt-4 text-xs text-mist-500">{t('landing.bonuses.terms')}</p>
    </section>
  );
}
