import { clsx } from 'clsx';
import { TrendingDown, TrendingUp, Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatX100, toX100, type BetKind } from '../crash-data';
import type { CrashTheme } from '../crash-themes';

const OPTIONS = [
  { kind: 'main', icon: Target },
  { kind: 'bull', icon: TrendingUp },
  { kind: 'bear', icon: TrendingDown },
] as const;

/**
 * crashbull: the main bet (cash out any time) or a side bet, separate from it, on whether the
 * round reaches 2.00x (bull) or not (bear), each with its payout. Radio buttons named `side`
 * ('' for the main bet), so the form posts the choice itself.
 */
export function SideChoice({
  value,
  odds,
  theme,
  onChange,
}: {
  value: BetKind;
  odds: { bull: number; bear: number };
  theme: CrashTheme;
  onChange: (kind: BetKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset data-testid="crash-side-choice">
      <legend className="mb-1.5 text-sm font-medium text-mist-200">{t('crash.form.kind')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {OPTIONS.map(({ kind, icon: Icon }) => {
          const isSelected = value === kind;
          const detail =
            kind === 'main'
              ? t('crash.form.mainHint')
              : t(`crash.form.${kind}Hint`, { odds: formatX100(toX100(odds[kind])) });
          return (
            <label
              key={kind}
              className={clsx(
                'flex cursor-pointer flex-col items-center gap-0.5 rounded-xl px-1.5 py-2 text-center ring-1 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-400',
                isSelected
                  ? theme.selected
                  : 'bg-white/[0.04] text-mist-300 ring-white/10 hover:bg-white/[0.07]',
              )}
            >
              <input
                type="radio"
                name="side"
                value={kind === 'main' ? '' : kind}
                checked={isSelected}
                onChange={() => onChange(kind)}
                data-testid={`crash-side-${kind}`}
                className="sr-only"
              />
              <Icon className="size-4" aria-hidden />
              <span className="text-sm font-bold">{t(`crash.form.${kind}`)}</span>
              <span className="text-[11px] leading-tight opacity-80">{detail}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
