import { clsx } from 'clsx';
import { ChevronDown, LoaderCircle } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { getButtonClass, type ButtonSize, type ButtonVariant } from './button';

const CONTROL_CLASS =
  'block h-11 w-full rounded-xl bg-ink-950/60 px-3.5 text-sm text-white ring-1 ring-white/10 transition-shadow placeholder:text-mist-500 hover:ring-white/20 focus:ring-2 focus:ring-brand-400/70 focus:outline-none aria-[invalid=true]:ring-rose-400/60 disabled:opacity-60';

type FieldShellProps = {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Beside the label (a preview button). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
};

function FieldShell({ id, label, error, hint, aside, className, children }: FieldShellProps) {
  const labelled = (
    <label htmlFor={id} className="block text-sm font-medium text-mist-200">
      {label}
    </label>
  );
  return (
    <div className={clsx('space-y-1.5', className)}>
      {aside ? (
        <div className="flex flex-wrap items-end justify-between gap-2">
          {labelled}
          {aside}
        </div>
      ) : (
        labelled
      )}
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-mist-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The text under a field; spec §5 messages arrive from the server already translated. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-xs font-medium text-rose-300">
      {message}
    </p>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
  /** On the wrapper (label, input and texts), not on the input. */
  className?: string;
};

/** A labelled input with its error under it (aria-invalid and aria-describedby wired). */
export function TextField({ label, error, hint, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={clsx(
          CONTROL_CLASS,
          inputProps.type === 'file' &&
            'h-auto px-2 py-2 file:mr-3 file:h-8 file:cursor-pointer file:rounded-lg file:border-0 file:bg-ink-700 file:px-3 file:text-sm file:font-semibold file:text-white hover:file:bg-ink-600',
        )}
        {...inputProps}
      />
    </FieldShell>
  );
}

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
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} aside={aside} className={className}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className="block min-h-24 w-full rounded-xl bg-ink-950/60 px-3.5 py-2.5 text-sm text-white ring-1 ring-white/10 transition-shadow placeholder:text-mist-500 hover:ring-white/20 focus:ring-2 focus:ring-brand-400/70 focus:outline-none aria-[invalid=true]:ring-rose-400/60"
        {...textareaProps}
      />
    </FieldShell>
  );
}

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
  options: { value: string; label: string }[];
};

export function SelectField({
  label,
  error,
  hint,
  options,
  className,
  ...selectProps
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={className}>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={clsx(CONTROL_CLASS, 'cursor-pointer appearance-none pr-10')}
          {...selectProps}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} className="bg-ink-800">
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-mist-400"
          aria-hidden
        />
      </div>
    </FieldShell>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  label: ReactNode;
  name: string;
  error?: string;
  /** Under the box, what ticking it means. */
  hint?: ReactNode;
};

export function CheckboxField({
  label,
  error,
  hint,
  className,
  ...inputProps
}: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={clsx('space-y-1.5', className)}>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className="mt-0.5 size-4 shrink-0 cursor-pointer rounded accent-brand-500"
          {...inputProps}
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-mist-300">
          {label}
        </label>
      </div>
      {hint && !error ? (
        <p id={`${id}-hint`} className="pl-6.5 text-xs text-mist-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type SubmitButtonProps = Omit<ComponentProps<'button'>, 'type'> & {
  pending?: boolean;
  /** Read to screen readers while the request runs. */
  pendingLabel?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A submit button that shows a spinner and ignores repeat clicks while its form submits. */
export function SubmitButton({
  pending = false,
  pendingLabel,
  variant = 'primary',
  size = 'lg',
  className,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
      className={getButtonClass(
        variant,
        size,
        clsx(pending && 'cursor-wait opacity-80', className),
      )}
      {...props}
    >
      {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
      {children}
      {pending && pendingLabel ? <span className="sr-only">{pendingLabel}</span> : null}
    </button>
  );
}

/** An e-mail input with the attributes mobile keyboards and password managers expect. */
export function EmailField(props: Omit<TextFieldProps, 'name' | 'type'>) {
  return (
    <TextField
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** What a field shows of a form library's state (Conform's field metadata fits). */
type FieldState = { errors?: string[] | undefined };

/**
 * A new password and its confirmation (the API's password / password_confirmation), with the
 * first error of each: from `fields` (a contract form's state, client and server errors) or,
 * for a form checked by the server alone, from `errors`.
 */
export function NewPasswordFields({
  passwordLabel,
  confirmationLabel,
  fields,
  errors,
  className,
}: {
  passwordLabel: ReactNode;
  confirmationLabel: ReactNode;
  fields?: Record<'password' | 'password_confirmation', FieldState>;
  errors?: { password?: string | undefined; password_confirmation?: string | undefined };
  className?: string;
}) {
  const labels = { password: passwordLabel, password_confirmation: confirmationLabel };
  return (
    <div className={className ?? 'space-y-4'}>
      {(['password', 'password_confirmation'] as const).map((name) => (
        <TextField
          key={name}
          label={labels[name]}
          name={name}
          type="password"
          autoComplete="new-password"
          error={errors ? errors[name] : fields?.[name].errors?.[0]}
        />
      ))}
    </div>
  );
}
