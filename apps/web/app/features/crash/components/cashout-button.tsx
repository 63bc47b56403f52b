import type { CrashBet, OriginalGame } from '@casino/contracts';
import { toLocale } from '@casino/contracts/locales';
import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { formatBalance } from '../../../lib/money';
import { createIdempotencyKey, IDEMPOTENCY_FIELD } from '../../../lib/idempotency';
import { useHydrated } from '../../../lib/use-hydrated';
import type { CrashFrame } from '../crash-clock';
import { getCrashRoutes, getPayout, type CrashActionResult } from '../crash-data';
import type { CrashTheme } from '../crash-themes';
import type { CrashTicker } from '../crash-ticker';
import { LiveText } from './live-text';

type CashoutButtonProps = {
  game: OriginalGame;
  theme: CrashTheme;
  bet: CrashBet;
  ticker: CrashTicker;
  /** The multiplier the server render shows (from the state, so hydration agrees). */
  initialX100: number;
  onCashedOut: (result: Extract<CrashActionResult, { ok: true }>) => void;
};

/**
 * The open bet's cash-out: a submit button (Space and Enter press it like any button) showing
 * what the bet pays now, stake x the current multiplier, written by the ticker every frame.
 * The server pays at its own clock's multiplier when the request arrives.
 */
export function CashoutButton(props: CashoutButtonProps) {
  const { game, theme, bet, ticker, initialX100, onCashedOut } = props;
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? 'en';
  const fetcher = useFetcher<CrashActionResult>();
  const isHydrated = useHydrated();
  const [idempotencyKey, setIdempotencyKey] = useState(createIdempotencyKey);
  const result = fetcher.data;
  const isPending = fetcher.state !== 'idle';

  const onCashedOutRef = useRef(onCashedOut);
  useEffect(() => {
    onCashedOutRef.current = onCashedOut;
  });
  useEffect(() => {
    if (!result) return;
    if (result.ok) onCashedOutRef.current(result);
    // A refused cash-out may be tried again as a new request.
    else setIdempotencyKey(createIdempotencyKey());
  }, [result]);

  // Formatting money allocates; do it only when the shown multiplier moved.
  const cache = useRef({ x100: -1, text: '' });
  const formatPayout = ({ x100 }: Pick<CrashFrame, 'x100'>) => {
    if (cache.current.x100 !== x100) {
      cache.current = {
        x100,
        text: formatBalance(getPayout(bet.amount, x100), bet.currency, locale),
      };
    }
    return cache.current.text;
  };

  return (
    <fetcher.Form method="post" action={getCrashRoutes(game).cashout} className="space-y-3">
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      <input type="hidden" name="round_id" value={bet.round_id} />
      {result?.ok === false && !isPending ? (
        <Alert tone="error" testId="crash-cashout-alert">
          {result.message}
        </Alert>
      ) : null}
      <button
        type="submit"
        data-testid="crash-cashout"
        disabled={!isHydrated || isPending}
        className={clsx(
          'flex h-16 w-full flex-col items-center justify-center rounded-2xl transition-colors disabled:cursor-wait disabled:opacity-70',
          theme.cashout,
        )}
      >
        <span className="flex items-center gap-2 text-lg font-black tracking-wide uppercase">
          {isPending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
          {t('crash.cashout.label')}
        </span>
        <LiveText
          ticker={ticker}
          format={formatPayout}
          initial={formatPayout({ x100: initialX100 })}
          testId="crash-cashout-payout"
          className="text-sm font-bold tabular-nums opacity-90"
        />
      </button>
    </fetcher.Form>
  );
}
