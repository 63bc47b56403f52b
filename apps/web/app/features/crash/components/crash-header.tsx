import type { OriginalGame } from '@casino/contracts/crash-math';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CrashTheme } from '../crash-themes';

/**
 * The game's name in its theme, a line on how it plays, the way to its fairness page, and
 * `actions` (the sound toggle) kept off the chart, where the curve's tip goes.
 */
export function CrashHeader({
  game,
  theme,
  actions,
}: {
  game: OriginalGame;
  theme: CrashTheme;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const Icon = theme.icon;
  return (
    <header className="flex items-center gap-3 sm:gap-4">
      <span
        className={clsx(
          'grid size-11 shrink-0 place-items-center rounded-2xl ring-1 sm:size-12',
          theme.badge,
        )}
      >
        <Icon className="size-5 sm:size-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p
          className={clsx(
            'truncate text-[11px] font-semibold tracking-widest uppercase',
            theme.eyebrow,
          )}
        >
          {t('crash.eyebrow')}
        </p>
        <h1 className="truncate text-xl font-bold tracking-tight text-white sm:text-2xl">
          {t(`crash.names.${game}`)}
        </h1>
        <p className="hidden text-sm text-mist-400 sm:block">{t(`crash.taglines.${game}`)}</p>
      </div>
      <Link
        to={`/fairness?${new URLSearchParams({ game })}`}
        title={t('crash.fairness')}
        className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-xl px-2.5 text-sm font-semibold text-mist-300 ring-1 ring-white/10 transition-colors hover:bg-white/5 hover:text-white"
      >
        <ShieldCheck className="size-4 text-brand-300" aria-hidden />
        {/* Icon only on a phone: the name needs the width. */}
        <span className="sr-only sm:not-sr-only">{t('crash.fairness')}</span>
      </Link>
      {actions}
    </header>
  );
}
