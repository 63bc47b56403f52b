import type { CrashLimits, OriginalGame, User } from '@casino/contracts';
import type { CrashStake } from '@casino/contracts/originals-forms';
import { toLocale } from '@casino/contracts/locales';
import { getFormProps, useInputControl, type FieldMetadata } from '@conform-to/react';
import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/form-field';
import { useContractForm } from '../../../lib/contract-form';
import { formatBalance } from '../../../lib/money';
import { createIdempotencyKey, IDEMPOTENCY_FIELD } from '../../../lib/idempotency';
import { useHydrated } from '../../../lib/use-hydrated';
import {
  applyQuickAction,
  formatMajorInput,
  getCrashRoutes,
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
 * The bet as POST /api/originals/{game}/bet checks it, refined with the game's limits and the
 * balance as they are at each check (crashBetFormSchema); refusals in the page's own words.
 */
function loadBetSchema(readStake: () => CrashStake) {
  return () =>
    import('@casino/contracts/originals-forms').then((contracts) =>
      contracts.crashBetFormSchema(readStake, (problem) => `common:crash.form.errors.${problem}`),
    );
}

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
  // Kept while a crashbull side bet hides the field.
  const [autoCashout, setAutoCashout] = useState('');
  const [kind, setKind] = useState<BetKind>('main');
  const [idempotencyKey, setIdempotencyKey] = useState(createIdempotencyKey);
  const result = fetcher.data;
  const isPending = fetcher.state !== 'idle';
  const bounds = { limits, balance: user.balance };
  const money = (minor: number) => formatBalance(minor, user.currency, locale);

  // The schema checks the stake against the latest limits and balance, not the first render's.
  const stakeRef = useRef<CrashStake>({ ...bounds, formatMoney: money });
  useEffect(() => {
    stakeRef.current = { ...bounds, formatMoney: money };
  });
  const [form, fields] = useContractForm({
    schema: loadBetSchema(() => stakeRef.current),
    result,
    defaultValue: { amount: formatMajorInput(limits?.min_bet ?? 100) },
    shouldValidate: 'onInput',
  });
  // The quick buttons write the amount, so the field is controlled (and checked as typed). Its
  // value is the typed text; the schema's input type is wider for its decimal comma step.
  const amount = useInputControl(fields.amount as FieldMetadata<string>);
  const isPlaced = kind === 'main' ? placed.main : placed.side;
  // Before hydration a click would post the form as a page and land on the route's JSON.
  const isHydrated = useHydrated();
  const canSubmit = isHydrated && isBettingOpen && !isPlaced && !isPending && form.valid;

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

  // Any change makes it another bet: a new idempotency key.
  const renewKey = () => setIdempotencyKey(createIdempotencyKey());

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
      {...getFormProps(form)}
      data-testid="crash-bet-form"
      className="space-y-4"
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
            renewKey();
          }}
        />
      ) : null}
      <div className="space-y-2">
        <TextField
          label={t('crash.form.amount', { currency: user.currency })}
          name={fields.amount.name}
          inputMode="decimal"
          autoComplete="off"
          required
          value={amount.value ?? ''}
          onChange={(event) => {
            amount.change(event.target.value);
            renewKey();
          }}
          onBlur={amount.blur}
          error={fields.amount.errors?.[0]}
          hint={t('crash.form.balance', { amount: money(user.balance) })}
        />
        <div className="grid grid-cols-3 gap-2" role="group" aria-label={t('crash.form.quick')}>
          {QUICK_ACTIONS.map(({ action, face }) => (
            <button
              key={action}
              type="button"
              data-testid={`crash-quick-${action}`}
              aria-label={t(`crash.form.quickLabels.${action}`)}
              onClick={() => {
                amount.change(applyQuickAction(action, amount.value ?? '', bounds));
                renewKey();
              }}
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
          name={fields.auto_cashout.name}
          inputMode="decimal"
          autoComplete="off"
          placeholder="2.00"
          value={autoCashout}
          onChange={(event) => {
            setAutoCashout(event.target.value);
            renewKey();
          }}
          error={fields.auto_cashout.errors?.[0]}
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
