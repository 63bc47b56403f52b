import type { VipStatus } from '@casino/contracts';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatBalance } from '../../../lib/money';
import { useRootData } from '../../../lib/root-data';

/**
 * The player's own VIP standing (issue 16): their level, what they have wagered, the progress to
 * the next level (the wager it takes) and the weekly cashback percent they get now. It follows
 * a level reached live: the notification's alert reads the page's data again.
 */
export function VipStatusCard({ vip }: { vip: VipStatus }) {
  const { t } = useTranslation();
  const root = useRootData();
  const currency = root?.user?.currency ?? 'USD';
  const locale = root?.locale ?? 'en';
  const color = vip.level?.color ?? '#94a3b8';
  return (
    <section
      data-testid="vip-status"
      data-level={vip.level?.position ?? 0}
      className="rounded-2xl bg-ink-850 p-5 ring-1 ring-white/5"
    >
      <div className="flex items-center gap-3">
        <span
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-ink-950/60 ring-1 ring-white/10"
          style={{ color }}
        >
          <Crown className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-[0.6875rem] font-semibold tracking-widest text-mist-500 uppercase">
            {t('content.vip.yourLevel')}
          </p>
          <h2 className="truncate text-lg font-bold text-white" data-testid="vip-level-name">
            {vip.level?.name ?? t('content.vip.noLevel')}
          </h2>
        </div>
        <p className="text-right text-sm text-mist-300">
          {t('content.vip.cashbackNow', { percent: vip.cashback_percent })}
        </p>
      </div>
      <p className="mt-4 text-sm text-mist-300">
        {t('content.vip.wagered', { amount: formatBalance(vip.wagered, currency, locale) })}
      </p>
      {vip.next ? (
        <div className="mt-2">
          <div className="flex justify-between text-xs text-mist-400">
            <span>{t('content.vip.towards', { level: vip.next.name })}</span>
            <span>
              {formatBalance(vip.next.min_wager, currency, locale)} ({vip.progress}%)
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={t('content.vip.towards', { level: vip.next.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={vip.progress}
            className="mt-1 h-2 overflow-hidden rounded-full bg-ink-800"
          >
            <div
              className="h-full rounded-full"
              style={{ width: `${vip.progress}%`, backgroundColor: vip.next.color }}
            />
          </div>
        </div>
      ) : (
        <p className="mt-2 text-sm text-brand-200">{t('content.vip.top')}</p>
      )}
    </section>
  );
}
