import type { CrashLimits, OriginalGame, User } from '@casino/contracts';
import { toLocale } from '@casino/contracts/locales';
import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/form-field';
import { getFieldError } from '../../../lib/forms';
import { formatBalance } from '../../../lib/money';
import { useHydrated } from '../../../lib/use-hydrated';
import {
  AUTO_CASHOUT_BOUNDS_X100,
  applyQuickAction,
  createIdempotencyKey,
  formatMajorInput,
  getCrashRoutes,
  IDEMPOTENCY_FIELD,
  validateBet,
  isValidBet,
  type BetKind,
  type CrashActionResult,
  type QuickAction,
} from '../crash-data';
import type { CrashTheme } from '../crash-themes';
import { SideChoice } from './side-choice';

type BetFormProps = {
  game: OriginalGame;
  theme: CrashTheme;
  /** The player: currency and balance (the latest answer's when newer than the page's). */
  user: User;
  limits: CrashLimits | null;
  /** crashbull only: the side bet's payouts; null hides the choice. */
  sideOdds: { bull: number; bear: number } | null;
  /** True while the round takes bets. */
  isBettingOpen: boolean;
  /** What the player has already placed this round (one main bet and one side bet at most). */
  placed: { main: boolean; side: boolean };
  onPlaced: (result: Extract<CrashActionResult, { ok: true }>) => void;
};

/** The quick buttons' faces; max is a word, so it comes from the texts. */
const QUICK_ACTIONS: { action: QuickAction; face: string | null }[] = [
  { action: 'half', face: '½' },
  { action: 'double', face: '2×' },
  { action: 'max', face: null },
];

/**
 * The bet: an amount with ½ / 2× / max, an optional auto cash-out, and on crashbull the choice
 * of the main bet or a side bet on bull or bear. A real form: Enter submits it; the Bet button
 * waits for a valid amount and an open betting window.
 */
export function BetForm(props: BetFormProps) {
  const { game, theme, user, limits, sideOdds, isBettingOpen, placed, onPlaced } = props;
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? 'en';
  const fetcher = useFetcher<CrashActionResult>();
  const [amount, setAmount] = useState(() => formatMajorInput(limits?.min_bet ?? 100));
  const [autoCashout, setAutoCashout] = useState('');
  const [kind, setKind] = useState<BetKind>('main');
  const [idempotencyKey, setIdempotencyKey] = useState(createIdempotencyKey);
  const result = fetcher.data;
  const isPending = fetcher.state !== 'idle';
  const bounds = { limits, balance: user.balance };
  const errors = validateBet({ amount, autoCashout: kind === 'main' ? autoCashout : '' }, bounds);
  const isPlaced = kind === 'main' ? placed.main : placed.side;
  // Before hydration a click would post the form as a page and land on the route's JSON.
  const isHydrated = useHydrated();
  const canSubmit = isHydrated && isBettingOpen && !isPlaced && !isPending && isValidBet(errors);

  const onPlacedRef = useRef(onPlaced);
  useEffect(() => {
    onPlacedRef.current = onPlaced;
  });
  // A placed bet gets a new key for the next one; its answer updates the page once.
  useEffect(() => {
    if (result?.ok !== true) return;
    onPlacedRef.current(result);
    setIdempotencyKey(createIdempotencyKey());
  }, [result]);

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setIdempotencyKey(createIdempotencyKey());
  };
  const money = (minor: number) => formatBalance(minor, user.currency, locale);
  const amountError = errors.amount
    ? t(`crash.form.errors.${errors.amount}`, {
        amount: money(errors.amount === 'max' ? (limits?.max_bet ?? 0) : (limits?.min_bet ?? 0)),
      })
    : getFieldError(result, 'amount');
  const autoError = errors.auto_cashout
    ? t(`crash.form.errors.auto_${errors.auto_cashout}`, {
        min: (AUTO_CASHOUT_BOUNDS_X100.min / 100).toFixed(2),
        max: (AUTO_CASHOUT_BOUNDS_X100.max / 100).toLocaleString(locale),
      })
    : getFieldError(result, 'auto_cashout');

  const label = !isBettingOpen
    ? t('crash.form.closed')
    : isPlaced
      ? t('crash.form.placed')
      : kind === 'main'
        ? t('crash.form.submit')
        : t('crash.form.submitSide', { side: t(`crash.form.${kind}`) });

  return (
    <fetcher.Form
      method="post"
      action={getCrashRoutes(game).bet}
      data-testid="crash-bet-form"
      className="space-y-4"
      noValidate
    >
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      {result?.ok === false && !isPending ? (
        <Alert tone="error" testId="crash-bet-alert">
          {result.message}
        </Alert>
      ) : null}
      {sideOdds ? (
        <SideChoice
          value={kind}
          odds={sideOdds}
          theme={theme}
          onChange={(next) => {
            setKind(next);
            setIdempotencyKey(createIdempotencyKey());
          }}
        />
      ) : null}
      <div className="space-y-2">
        <TextField
          label={t('crash.form.amount', { currency: user.currency })}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          value={amount}
          onChange={(event) => edit(setAmount)(event.target.value)}
          error={amountError}
          hint={t('crash.form.balance', { amount: money(user.balance) })}
        />
        <div className="grid grid-cols-3 gap-2" role="group" aria-label={t('crash.form.quick')}>
          {QUICK_ACTIONS.map(({ action, face }) => (
            <button
              key={action}
              type="button"
              data-testid={`crash-quick-${action}`}
              aria-label={t(`crash.form.quickLabels.${action}`)}
              onClick={() => edit(setAmount)(applyQuickAction(action, amount, bounds))}
              className="h-9 rounded-lg bg-white/[0.06] text-sm font-bold text-mist-100 ring-1 ring-white/10 transition-colors hover:bg-white/10 hover:text-white"
            >
              {face ?? t('crash.form.max')}
            </button>
          ))}
        </div>
        {limits ? (
          <p className="text-xs text-mist-500">
            {t('crash.form.limits', { min: money(limits.min_bet), max: money(limits.max_bet) })}
          </p>
        ) : null}
      </div>
      {kind === 'main' ? (
        <TextField
          label={t('crash.form.autoCashout')}
          name="auto_cashout"
          inputMode="decimal"
          autoComplete="off"
          placeholder="2.00"
          value={autoCashout}
          onChange={(event) => edit(setAutoCashout)(event.target.value)}
          error={autoError}
          hint={t('crash.form.autoCashoutHint')}
        />
      ) : null}
      <button
        type="submit"
        data-testid="crash-bet-submit"
        disabled={!canSubmit}
        className={clsx(
          'inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl text-base font-bold transition-colors disabled:cursor-not-allowed disabled:opacity-50',
          theme.action,
        )}
      >
        {isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
        {label}
      </button>
    </fetcher.Form>
  );
}
