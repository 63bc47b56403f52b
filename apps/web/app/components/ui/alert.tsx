import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export type AlertTone = 'error' | 'success' | 'warning' | 'info';

const TONES: Record<AlertTone, { icon: LucideIcon; className: string; iconClass: string }> = {
  error: {
    icon: CircleAlert,
    className: 'bg-rose-500/10 text-rose-100 ring-rose-400/25',
    iconClass: 'text-rose-300',
  },
  success: {
    icon: CircleCheck,
    className: 'bg-brand-400/10 text-mist-100 ring-brand-400/25',
    iconClass: 'text-brand-300',
  },
  warning: {
    icon: TriangleAlert,
    className: 'bg-amber-400/10 text-amber-100 ring-amber-400/25',
    iconClass: 'text-amber-300',
  },
  info: {
    icon: Info,
    className: 'bg-sky-400/10 text-mist-100 ring-sky-400/25',
    iconClass: 'text-sky-300',
  },
};

type AlertProps = {
  tone: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link under the text (e.g. "OK", "Go to sign in"). */
  action?: ReactNode;
  testId?: string;
  className?: string;
};

/**
 * A message box. Errors and warnings are announced at once (role alert), success and info
 * politely (role status).
 */
export function Alert({ tone, title, children, action, testId, className }: AlertProps) {
  const { icon: Icon, className: toneClass, iconClass } = TONES[tone];
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      data-testid={testId}
      data-tone={tone}
      className={clsx('flex gap-3 rounded-xl px-4 py-3 text-sm ring-1', toneClass, className)}
    >
      <Icon className={clsx('mt-0.5 size-4 shrink-0', iconClass)} aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        {title ? <p className="font-semibold text-white">{title}</p> : null}
        {children ? <div className="leading-relaxed break-words">{children}</div> : null}
        {action ? <div className="pt-2">{action}</div> : null}
      </div>
    </div>
  );
}
