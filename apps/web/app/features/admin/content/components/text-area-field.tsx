import { clsx } from 'clsx';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldError } from '../../../../components/ui/form-field';

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** Beside the label (a preview button). */
  aside?: ReactNode;
  /** On the wrapper, not on the textarea. */
  className?: string;
};

/** A labelled textarea with its hint or error under it, as TextField draws an input. */
export function TextAreaField({
  label,
  error,
  hint,
  aside,
  className,
  ...textareaProps
}: TextAreaFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={clsx('space-y-1.5', className)}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium text-mist-200">
          {label}
        </label>
        {aside}
      </div>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="block min-h-24 w-full rounded-xl bg-ink-950/60 px-3.5 py-2.5 text-sm text-white ring-1 ring-white/10 transition-shadow placeholder:text-mist-500 hover:ring-white/20 focus:ring-2 focus:ring-brand-400/70 focus:outline-none aria-[invalid=true]:ring-rose-400/60"
        {...textareaProps}
      />
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-mist-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
