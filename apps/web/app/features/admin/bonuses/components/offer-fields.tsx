import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, TextField } from '../../../../components/ui/form-field';
import { getFieldError, type FormResult } from '../../../../lib/forms';
import { WEIGHT_KINDS, weightField } from '../offer-form';

/** What a field of an offer form shows: after a refusal what was typed, else `defaults`. */
export type FieldSource = { result?: FormResult; defaults: Record<string, string> };

/** A field's name, shown value and error (the API's words under it). */
export function bindField({ result, defaults }: FieldSource, name: string) {
  const typed = result && !result.ok ? result.values?.[name] : undefined;
  return { name, defaultValue: typed ?? defaults[name] ?? '', error: getFieldError(result, name) };
}

/** A group of an offer form's fields under its title. */
export function OfferFieldset({
  legend,
  hint,
  children,
}: {
  legend: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 rounded-xl p-4 ring-1 ring-white/5">
      <legend className="px-1 text-sm font-semibold text-white">{legend}</legend>
      {hint ? <p className="-mt-2 text-xs text-mist-400">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

type TextAreaProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  name: string;
  error?: string;
};

/** A labelled textarea with its error under it, as TextField draws an input. */
function TextArea({ label, error, ...props }: TextAreaProps) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-mist-200">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={500}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-xl bg-ink-950/60 px-3.5 py-2.5 text-sm text-white ring-1 ring-white/10 transition-shadow placeholder:text-mist-500 hover:ring-white/20 focus:ring-2 focus:ring-brand-400/70 focus:outline-none aria-[invalid=true]:ring-rose-400/60"
        {...props}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The text players read, in English (required) and its translations (optional). */
export function OfferTextFields({ source }: { source: FieldSource }) {
  const { t } = useTranslation('admin');
  return (
    <OfferFieldset legend={t('bonuses.form.texts')} hint={t('bonuses.form.textsHint')}>
      <TextArea label={t('bonuses.form.message')} required {...bindField(source, 'message')} />
      <TextArea label={t('bonuses.form.messageEs')} {...bindField(source, 'message_es')} />
      <TextArea label={t('bonuses.form.messageZh')} {...bindField(source, 'message_zh')} />
    </OfferFieldset>
  );
}

const NUMBER = { type: 'number', inputMode: 'numeric', step: 1, min: 0 } as const;
const AMOUNT = { inputMode: 'decimal', autoComplete: 'off', placeholder: '0.00' } as const;

/** How many times the bonus is wagered, and for how many days after the claim. */
export function WageringFields({ source }: { source: FieldSource }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextField
        label={t('bonuses.form.wagering')}
        hint={t('bonuses.form.wageringHint')}
        max={200}
        {...NUMBER}
        {...bindField(source, 'wagering_multiple')}
      />
      <TextField
        label={t('bonuses.form.validDays')}
        hint={t('bonuses.form.validDaysHint')}
        max={365}
        {...NUMBER}
        min={1}
        {...bindField(source, 'valid_days')}
      />
    </>
  );
}

/** A deposit match's terms: the percent, up to a maximum, from a minimum deposit. */
export function MatchFields({ source, currency }: { source: FieldSource; currency?: string }) {
  const { t } = useTranslation('admin');
  const hint = currency ? t('bonuses.form.amountIn', { currency }) : t('bonuses.form.amountHint');
  return (
    <>
      <TextField
        label={t('bonuses.form.matchPercent')}
        max={1000}
        {...NUMBER}
        min={1}
        {...bindField(source, 'match_percent')}
      />
      <TextField
        label={t('bonuses.form.maxAmount')}
        hint={hint}
        {...AMOUNT}
        {...bindField(source, 'max_amount')}
      />
      <TextField
        label={t('bonuses.form.minDeposit')}
        hint={hint}
        {...AMOUNT}
        {...bindField(source, 'min_deposit')}
      />
    </>
  );
}

/** Free spins' terms: how many, each worth how much, on which studio slot. */
export function SpinsFields({ source }: { source: FieldSource }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextField
        label={t('bonuses.form.freeSpins')}
        max={500}
        {...NUMBER}
        min={1}
        {...bindField(source, 'free_spins')}
      />
      <TextField
        label={t('bonuses.form.spinValue')}
        hint={t('bonuses.form.amountHint')}
        {...AMOUNT}
        {...bindField(source, 'spin_value')}
      />
      <TextField
        label={t('bonuses.form.gameId')}
        hint={t('bonuses.form.gameIdHint')}
        {...NUMBER}
        min={1}
        {...bindField(source, 'game_id')}
      />
    </>
  );
}

/** The share of a bet that counts towards the wagering, per kind of game. */
export function WeightFields({ source }: { source: FieldSource }) {
  const { t } = useTranslation('admin');
  return (
    <OfferFieldset legend={t('bonuses.form.weights')} hint={t('bonuses.form.weightsHint')}>
      <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {WEIGHT_KINDS.map((kind) => (
          <TextField
            key={kind}
            label={t(`bonuses.form.weight.${kind}`)}
            max={100}
            {...NUMBER}
            {...bindField(source, weightField(kind))}
          />
        ))}
      </div>
    </OfferFieldset>
  );
}

/** When the offer is offered (UTC): empty start, at once; empty end, no end. */
export function ScheduleFields({ source }: { source: FieldSource }) {
  const { t } = useTranslation('admin');
  return (
    <OfferFieldset legend={t('bonuses.form.schedule')} hint={t('bonuses.form.scheduleHint')}>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextField
          label={t('bonuses.form.startsAt')}
          type="datetime-local"
          {...bindField(source, 'starts_at')}
        />
        <TextField
          label={t('bonuses.form.endsAt')}
          type="datetime-local"
          {...bindField(source, 'ends_at')}
        />
      </div>
    </OfferFieldset>
  );
}
