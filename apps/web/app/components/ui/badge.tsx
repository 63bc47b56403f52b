import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const TONES: Record<BadgeTone, string> = {
  success: 'bg-brand-400/15 text-brand-200 ring-brand-400/30',
  warning: 'bg-amber-400/15 text-amber-200 ring-amber-400/30',
  danger: 'bg-rose-500/15 text-rose-200 ring-rose-400/30',
  info: 'bg-sky-400/15 text-sky-200 ring-sky-400/30',
  neutral: 'bg-white/5 text-mist-300 ring-white/10',
};

/** A small status pill (verified, pending, this device). */
export function Badge({
  tone = 'neutral',
  children,
  className,
  testId,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
