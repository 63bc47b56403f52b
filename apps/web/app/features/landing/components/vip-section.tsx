import { ArrowRight, Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeading } from './section-heading';

/** spec §1: Bronze (10% bonus), Silver (premium benefits), Gold (2% cashback), Platinum. */
const TIERS = [
  {
    name: 'bronze',
    perk: 'bronzePerk',
    tone: 'from-orange-300 to-amber-700',
    glow: 'bg-orange-500/20',
  },
  {
    name: 'silver',
    perk: 'silverPerk',
    tone: 'from-slate-100 to-slate-400',
    glow: 'bg-slate-300/15',
  },
  {
    name: 'gold',
    perk: 'goldPerk',
    tone: 'from-yellow-200 to-amber-500',
    glow: 'bg-yellow-400/20',
  },
  {
    name: 'platinum',
    perk: 'platinumPerk',
    tone: 'from-cyan-200 to-violet-400',
    glow: 'bg-violet-500/20',
  },
] as const;

export function VipSection() {
  const { t } = useTranslation();
  return (
    <section>
      <SectionHeading
        title={t('landing.vip.title')}
        lead={t('landing.vip.lead')}
        action={
          <Link
            to="/policies/vip"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-300 hover:text-brand-200"
          >
            {t('landing.vip.more')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        }
      />
      <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TIERS.map((tier, index) => (
          <li
            key={tier.name}
            className="relative overflow-hidden rounded-2xl bg-ink-850 p-6 ring-1 ring-white/5"
          >
            <div
              aria-hidden
              className={`absolute -top-12 -right-12 size-36 rounded-full blur-2xl ${tier.glow}`}
            />
            <div className="relative flex items-center justify-between">
              <span
                className={`grid size-12 place-items-center rounded-xl bg-gradient-to-br text-ink-950 ${tier.tone}`}
              >
                <Crown className="size-6" aria-hidden />
              </span>
              <span className="text-sm font-semibold text-mist-500 tabular-nums">0{index + 1}</span>
            </div>
            <h3
              className={`relative mt-5 bg-gradient-to-r bg-clip-text text-xl font-bold text-transparent ${tier.tone}`}
            >
              {t(`landing.vip.${tier.name}`)}
            </h3>
            <p className="relative mt-1 text-sm text-mist-300">{t(`landing.vip.${tier.perk}`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
