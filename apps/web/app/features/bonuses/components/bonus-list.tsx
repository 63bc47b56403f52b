import type { Bonus, BonusActivationResponse, FreeSpins } from '@casino/contracts';
import { toLocale, type Locale } from '@casino/contracts/locales';
import { clsx } from 'clsx';
import { Gift } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { getButtonClass } from '../../../components/ui/button';
import type { FormFailure, FormSuccess } from '../../../lib/forms';
import { showGlobalNotice } from '../../../lib/global-notice';
import { formatBalance } from '../../../lib/money';
import {
  bonusState,
  bonusText,
  freeSpinsStage,
  isClaimable,
  progressPercent,
  showsProgress,
  type BonusState,
} from '../bonus-rules';

/** Where the banners claim, decline and read their bonuses (routes/bonuses.ts). */
export const BONUSES_ROUTE = '/bonuses';

type ActivationResult = (FormSuccess & Omit<BonusActivationResponse, 'status'>) | FormFailure;

/** spec §2's claim and no-bonus buttons: claim (1) or decline (-1). */
const CHOICES = [
  { active: '1', variant: 'primary', label: 'bonuses.claim' },
  { active: '-1', variant: 'outline', label: 'bonuses.decline' },
] as const;

const STATE_STYLES: Record<BonusState, string> = {
  available: 'bg-brand-400/15 text-brand-200',
  running: 'bg-emerald-400/15 text-emerald-200',
  completed: 'bg-sky-400/15 text-sky-200',
  expired: 'bg-white/5 text-mist-400',
  declined: 'bg-white/5 text-mist-500',
};

/**
 * spec §2 bonus banner list: each bonus with its text in the player's language, its days left,
 * claim and no-bonus buttons while it can be claimed, and the wagering progress bar once it
 * runs; a declined bonus is shown muted. On phones the list scrolls within 300 px (spec §9).
 * A free-spins bonus shows its spins (and, once claimed, a link to their game), then the
 * wagering of what they won as text: the progress bar is the deposit bonus's only (spec §4).
 */
export function BonusList({
  bonuses,
  currency,
  now = new Date(),
  testId = 'bonus-list',
}: {
  bonuses: Bonus[];
  currency: string;
  now?: Date;
  testId?: string;
}) {
  return (
    <ul
      className="flex max-h-[300px] flex-col gap-3 overflow-y-auto md:max-h-none md:overflow-visible"
      data-testid={testId}
    >
      {bonuses.map((bonus) => (
        <li key={bonus.id}>
          <BonusBanner bonus={bonus} currency={currency} now={now} />
        </li>
      ))}
    </ul>
  );
}

function BonusBanner({ bonus, currency, now }: { bonus: Bonus; currency: string; now: Date }) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? 'en';
  const state = bonusState(bonus, now);
  const fetcher = useFetcher<ActivationResult>();
  const answer = fetcher.data;
  useEffect(() => {
    // spec §4: the claim's confirmation goes through the global notification.
    if (answer?.ok) showGlobalNotice(answer.message);
  }, [answer]);
  const busy = fetcher.state !== 'idle';
  const percent = progressPercent(bonus);
  const declined = state === 'declined';
  const spinsStage = freeSpinsStage(bonus, now);

  return (
    <article
      className={clsx(
        'rounded-2xl p-4 ring-1',
        declined
          ? 'bg-ink-900/40 text-mist-500 ring-white/5'
          : 'bg-gradient-to-br from-brand-500/10 to-ink-900 ring-brand-400/20',
      )}
      data-testid="bonus-banner"
      data-bonus-id={bonus.id}
      data-state={state}
    >
      <div className="flex items-start gap-3">
        <Gift
          aria-hidden="true"
          className={clsx('mt-0.5 size-5 shrink-0', declined ? 'text-mist-600' : 'text-brand-300')}
        />
        <div className="min-w-0 flex-1">
          <p className={clsx('text-sm font-semibold', declined ? 'line-through' : 'text-white')}>
            {bonusText(bonus, locale)}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-mist-400">
            <span className={clsx('rounded-full px-2 py-0.5 font-semibold', STATE_STYLES[state])}>
              {t(`bonuses.state.${state}`)}
            </span>
            {bonus.days_left !== null && state !== 'declined' && state !== 'completed' ? (
              <span data-testid="bonus-days-left">
                {bonus.days_left === 0
                  ? t('bonuses.lastDay')
                  : t('bonuses.daysLeft', { count: bonus.days_left })}
              </span>
            ) : null}
          </p>
        </div>
      </div>

      {showsProgress(bonus) ? (
        <div className="mt-3" data-testid="bonus-progress">
          <div className="flex justify-between text-xs text-mist-400">
            <span>{t('bonuses.wagering')}</span>
            <span data-testid="bonus-progress-text">
              {formatBalance(bonus.bet_amount, currency, locale)} /{' '}
              {formatBalance(bonus.bet_total, currency, locale)} ({percent}%)
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={t('bonuses.wagering')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="mt-1 h-2 overflow-hidden rounded-full bg-ink-800"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-brand-400 to-emerald-400 transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      ) : null}

      {bonus.free_spins && spinsStage && spinsStage !== 'wagering' ? (
        <FreeSpinsLine
          spins={bonus.free_spins}
          canPlay={spinsStage === 'playing'}
          currency={currency}
          locale={locale}
        />
      ) : null}
      {spinsStage === 'wagering' ? (
        <p className="mt-3 text-xs text-mist-300" data-testid="bonus-free-spins-wagering">
          {t('bonuses.freeSpins.wagered', {
            amount: formatBalance(bonus.bet_amount, currency, locale),
            total: formatBalance(bonus.bet_total, currency, locale),
          })}
        </p>
      ) : null}

      {bonus.bonus_key === 'CASHBACK' ? (
        <p className="mt-3 text-xs text-mist-300" data-testid="bonus-cashback">
          {t('bonuses.cashback.amount', { amount: formatBalance(bonus.amount, currency, locale) })}
          {state === 'running' && bonus.bet_total > 0
            ? ` · ${t('bonuses.freeSpins.wagered', {
                amount: formatBalance(bonus.bet_amount, currency, locale),
                total: formatBalance(bonus.bet_total, currency, locale),
              })}`
            : null}
        </p>
      ) : null}

      {isClaimable(bonus) && state === 'available' ? (
        <fetcher.Form method="post" action={BONUSES_ROUTE} className="mt-3 flex gap-2">
          <input type="hidden" name="id" value={bonus.id} />
          {CHOICES.map(({ active, variant, label }) => (
            <button
              key={active}
              type="submit"
              name="active"
              value={active}
              disabled={busy}
              className={getButtonClass(variant, 'sm', 'rounded-lg px-4')}
            >
              {t(label)}
            </button>
          ))}
        </fetcher.Form>
      ) : null}
      {answer && !answer.ok && answer.message ? (
        <p role="alert" className="mt-2 text-xs text-red-300">
          {answer.message}
        </p>
      ) : null}
    </article>
  );
}

/** The spins a free-spins bonus gives or has left, and while they can be played, their game. */
function FreeSpinsLine({
  spins,
  canPlay,
  currency,
  locale,
}: {
  spins: FreeSpins;
  canPlay: boolean;
  currency: string;
  locale: Locale;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
      <p className="text-xs text-mist-300" data-testid="bonus-free-spins">
        {t('bonuses.freeSpins.left', {
          count: spins.total,
          left: spins.left,
          value: formatBalance(spins.spin_value, currency, locale),
          game: spins.game_name,
        })}
      </p>
      {canPlay ? (
        <Link
          to={`/casino/${spins.game_id}`}
          className={getButtonClass('primary', 'sm', 'rounded-lg px-4')}
        >
          {t('bonuses.freeSpins.play')}
        </Link>
      ) : null}
    </div>
  );
}
