import type { VipLevel } from '@casino/contracts';
import { Coins, Crown, Percent, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../components/ui/empty-note';
import { formatBalance } from '../../../lib/money';
import { useRootData } from '../../../lib/root-data';

type VipLevelsProps = {
  /** As stored by the web (spec §3): highest tier first. */
  levels: VipLevel[];
};

/** The VIP tiers as cards: name, benefit, bonus and cashback, and the wager that reaches them. */
export function VipLevels({ levels }: VipLevelsProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const currency = root?.user?.currency ?? 'USD';
  const locale = root?.locale ?? 'en';

  if (levels.length === 0) {
    return <EmptyNote testId="vip-levels">{t('content.vip.empty')}</EmptyNote>;
  }

  return (
    <ul data-testid="vip-levels" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {levels.map((level) => (
        <li
          key={level.id}
          className="relative flex flex-col overflow-hidden rounded-2xl bg-ink-850 p-5 ring-1 ring-white/5"
        >
          <div
            aria-hidden
            className="pointer-events-none absolute -top-16 -right-10 size-40 rounded-full opacity-20 blur-3xl"
            style={{ backgroundColor: level.color }}
          />
          <div
            aria-hidden
            className="absolute inset-x-0 top-0 h-1"
            style={{ backgroundColor: level.color }}
          />
          <div className="relative flex items-center gap-3">
            <span
              className="grid size-11 shrink-0 place-items-center rounded-xl bg-ink-950/60 ring-1 ring-white/10"
              style={{ color: level.color }}
            >
              <Crown className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="text-[0.6875rem] font-semibold tracking-widest text-mist-500 uppercase">
                {t('content.vip.tier', { position: level.position })}
              </p>
              <h3 className="truncate text-lg font-bold text-white">{level.name}</h3>
            </div>
          </div>
          <p className="relative mt-3 text-sm text-mist-300">{level.benefit}</p>
          <dl className="relative mt-auto grid pt-4 grid-cols-2 gap-2 text-sm">
            <Stat icon={Percent} label={t('content.vip.bonus')} value={`${level.bonus_percent}%`} />
            <Stat
              icon={RotateCcw}
              label={t('content.vip.cashback')}
              value={`${level.cashback_percent}%`}
            />
            <div className="col-span-2 rounded-xl bg-ink-950/50 px-3 py-2 ring-1 ring-white/5">
              <dt className="flex items-center gap-1.5 text-xs text-mist-500">
                <Coins className="size-3.5" aria-hidden />
                {t('content.vip.wager')}
              </dt>
              <dd className="mt-0.5 font-semibold text-white tabular-nums">
                {level.min_wager > 0
                  ? formatBalance(level.min_wager, currency, locale)
                  : t('content.vip.start')}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Stat({
  icon: Icon,
  label,
  value,
}: {
  icon: typeof Percent;
  label: string;
  value: string;
}) {
  return (
    <div className="rounded-xl bg-ink-950/50 px-3 py-2 ring-1 ring-white/5">
      <dt className="flex items-center gap-1.5 text-xs text-mist-500">
        <Icon className="size-3.5" aria-hidden />
        {label}
      </dt>
      <dd className="mt-0.5 text-lg font-bold text-white tabular-nums">{value}</dd>
    </div>
  );
}
