import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** The previous / next button of a sideways-scrolling row (see useScrollRow). */
export function ScrollRowButton({
  label,
  disabled,
  onClick,
  children,
  className,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={clsx(
        'size-8 place-items-center rounded-lg bg-ink-800 text-mist-200 ring-1 ring-white/10 transition-colors hover:bg-ink-700 hover:text-white disabled:cursor-default disabled:opacity-40 disabled:hover:bg-ink-800',
        className ?? 'grid',
      )}
    >
      {children}
    </button>
  );
}
