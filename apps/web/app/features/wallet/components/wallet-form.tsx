import { getFormProps, type FieldMetadata } from '@conform-to/react';
import { toLocale } from '@casino/contracts/locales';
import type * as WalletContracts from '@casino/contracts/wallet-forms';
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FetcherWithComponents } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton, TextField } from '../../../components/ui/form-field';
import { OneTimeCodeField } from '../../../components/ui/one-time-code-field';
import { fieldProps, useContractForm, type SchemaLoader } from '../../../lib/contract-form';
import type { ContractSchema } from '../../../lib/contract-validation';
import type { FormResult } from '../../../lib/forms';
import { formatBalance } from '../../../lib/money';
import { createIdempotencyKey, IDEMPOTENCY_FIELD } from '../../../lib/idempotency';
import { useContractCheck } from './use-contract-check';

type WalletFormOptions<Schema extends ContractSchema, Result extends FormResult> = Omit<
  Parameters<typeof useContractForm<Schema>>[0],
  'result'
> & {
  /** The fetcher the form posts with: its answer is the form's last result. */
  fetcher: FetcherWithComponents<Result | undefined>;
  /** The resource route it posts to, which calls the API the schema belongs to (WALLET_ROUTES). */
  action: string;
  /** What the form holds that Conform has not seen: a controlled field, a hidden input. */
  values?: Record<string, string | undefined>;
  /**
   * Fields the form needs though its contract leaves them optional (the two-factor code when
   * the player has 2FA on): the submit waits for them as well.
   */
  requires?: readonly string[];
};

/**
 * A wallet form bound to its contract schema (lib/contract-form: Conform shows a field's error
 * once the player left it, and the server's errors under their fields), with what spec §5 asks
 * of the wallet on top: the submit waits until the schema accepts every field (`isValid`, so
 * nothing is sent before the schema has loaded). `errors` are the schema's texts for every
 * field as it stands, for the fields checked as they are typed.
 */
export function useWalletForm<Schema extends ContractSchema, Result extends FormResult>({
  fetcher,
  action,
  values,
  requires = [],
  ...options
}: WalletFormOptions<Schema, Result>) {
  const [form, fields] = useContractForm({ ...options, result: fetcher.data });
  const current: Record<string, unknown> = { ...form.value, ...values };
  const check = useContractCheck(options.schema, current);
  const hasRequired = requires.every((name) => String(current[name] ?? '').trim() !== '');
  const isValid = (check?.isValid ?? false) && hasRequired;
  return {
    /** Conform's form: its intents (reset, update) among the rest. */
    conform: form,
    fields,
    fetcher,
    isValid,
    errors: check?.errors ?? {},
    formProps: { ...getFormProps(form), action },
  };
}

/**
 * The loader of a form schema that depends on what may change while the form is open (the
 * player's balance, the coin): the schema reads `context` as it is when it checks.
 */
export function useSchemaFor<Context, Schema extends ContractSchema>(
  create: (contracts: typeof WalletContracts, context: () => Context) => Schema,
  context: Context,
): SchemaLoader<Schema> {
  const latest = useRef(context);
  useEffect(() => {
    latest.current = context;
  });
  const [load] = useState(
    () => () =>
      import('@casino/contracts/wallet-forms').then((contracts) =>
        create(contracts, () => latest.current),
      ),
  );
  return load;
}

type WalletFormProps<Result extends FormResult> = Pick<
  ComponentProps<'form'>,
  'className' | 'aria-labelledby'
> & {
  /** The form's state (useWalletForm). */
  form: Pick<
    ReturnType<typeof useWalletForm<ContractSchema, Result>>,
    'fetcher' | 'formProps' | 'isValid'
  >;
  /** Names the test ids: `{testId}-form`, `{testId}-alert` and `{testId}-submit`. */
  testId: string;
  submitLabel: string;
  /** The request went through: the form is not sent again. */
  isDone?: boolean;
  /**
   * A money form sends an idempotency key: one per distinct submission, so a second click
   * resends the same key and an edit (or a done request) makes a new one.
   */
  isIdempotent?: boolean;
  /** Above the server's message: the form's title or lead. */
  header?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of the wallet's forms (tip, withdraw, "Already sent it?"): a fetcher form posting to
 * its resource route, the server's message after each try (spec §8), the fields, and a submit
 * button that waits for a valid form (spec §5) and spins while the request runs.
 */
export function WalletForm<Result extends FormResult>({
  form: { fetcher, formProps, isValid },
  testId,
  submitLabel,
  isDone = false,
  isIdempotent = false,
  header,
  children,
  ...props
}: WalletFormProps<Result>) {
  const result = fetcher.data;
  const [idempotencyKey, setIdempotencyKey] = useState(createIdempotencyKey);
  useEffect(() => {
    if (result?.ok) setIdempotencyKey(createIdempotencyKey());
  }, [result]);
  return (
    <fetcher.Form
      method="post"
      {...formProps}
      onInput={isIdempotent ? () => setIdempotencyKey(createIdempotencyKey()) : undefined}
      data-testid={`${testId}-form`}
      {...props}
    >
      {header}
      {isIdempotent ? (
        <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
      ) : null}
      {result ? <FormAlert result={result} testId={`${testId}-alert`} /> : null}
      {children}
      <SubmitButton
        className="w-full"
        pending={fetcher.state !== 'idle'}
        disabled={!isValid || isDone}
        data-testid={`${testId}-submit`}
      >
        {submitLabel}
      </SubmitButton>
    </fetcher.Form>
  );
}

type WalletFieldProps = Omit<ComponentProps<typeof TextField>, 'name' | 'hint'> & {
  /** The field's Conform metadata: its name, first value and error. */
  field: FieldMetadata<unknown>;
};

/** A pasted identifier (an address, a transaction hash): taken as it is, never corrected. */
export function CodeField({ field, ...props }: WalletFieldProps) {
  return (
    <TextField
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...fieldProps(field)}
      {...props}
    />
  );
}

/**
 * The authenticator code a withdrawal or tip needs when the player has two-factor
 * authentication on (issue 18); the API's words for a missing or wrong code show under it.
 */
export function TwoFactorCodeField({ field }: { field: FieldMetadata<unknown> }) {
  const { t } = useTranslation();
  return (
    <OneTimeCodeField
      label={t('twoFactor.code.label')}
      hint={t('twoFactor.wallet.hint')}
      {...fieldProps(field)}
    />
  );
}

type AmountFieldProps = WalletFieldProps & {
  /** The balance the amount comes out of, in minor units of its currency. */
  balance: { minor: number; currency: string };
  /** The hint under the field, given the balance as shown. */
  balanceHint: (amount: string) => string;
};

/** An amount in the player's currency, typed as text, with the balance it comes out of. */
export function AmountField({ field, balance, balanceHint, ...props }: AmountFieldProps) {
  const { i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? 'en';
  return (
    <TextField
      inputMode="decimal"
      autoComplete="off"
      required
      hint={balanceHint(formatBalance(balance.minor, balance.currency, locale))}
      {...fieldProps(field)}
      {...props}
    />
  );
}
