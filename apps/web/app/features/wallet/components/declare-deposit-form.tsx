import type { EntityWallet } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton, TextField } from '../../../components/ui/form-field';
import { getFieldError } from '../../../lib/forms';
import {
  canDeclareDeposit,
  MAX_REFERENCE_LENGTH,
  validateDepositDeclaration,
  WALLET_ROUTES,
  type DeclareDepositErrors,
  type DeclareDepositResult,
} from '../wallet-data';

/** Before a coin is known, amounts are checked with the most decimals any coin has (ETH). */
const MAX_DECIMALS = 18;

type DeclareDepositFormProps = {
  /** The chosen coin; null while there is none (no address yet): the button waits. */
  wallet: EntityWallet | null;
  /** The calculator's crypto equivalent: the amount field follows it until the player edits. */
  suggestedAmount: string | null;
  /** What the fields start with (tests; the page starts empty). */
  initialValues?: { referenceNumber?: string; sentAmount?: string };
};

/**
 * spec §5 deposit button, under the calculator: "Already sent it?" takes the transaction id
 * (hash) and the amount sent in the coin, and records the deposit (spec §3 Deposit request).
 * "Deposit" stays disabled until both are valid and a coin is chosen; the server's message
 * shows after each try, and a recorded deposit empties the id for the next one.
 */
export function DeclareDepositForm({
  wallet,
  suggestedAmount,
  initialValues,
}: DeclareDepositFormProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<DeclareDepositResult>();
  const [referenceNumber, setReferenceNumber] = useState(initialValues?.referenceNumber ?? '');
  const [isReferenceTouched, setReferenceTouched] = useState(
    initialValues?.referenceNumber !== undefined,
  );
  // null: the player has not typed an amount, so it is the calculator's.
  const [typedAmount, setTypedAmount] = useState<string | null>(initialValues?.sentAmount ?? null);
  const sentAmount = typedAmount ?? suggestedAmount ?? '';
  const input = { referenceNumber, sentAmount };
  const errors = validateDepositDeclaration(input, wallet?.decimals ?? MAX_DECIMALS);
  const isValid = canDeclareDeposit(wallet, input);
  const isPending = fetcher.state !== 'idle';
  const result = fetcher.data;
  const coin = wallet?.short_code ?? '';

  // A recorded deposit empties the id; the amount stays for a second transfer of the same.
  useEffect(() => {
    if (result?.ok !== true) return;
    setReferenceNumber('');
    setReferenceTouched(false);
  }, [result]);

  return (
    <fetcher.Form
      method="post"
      action={WALLET_ROUTES.deposit}
      aria-labelledby="declare-deposit-title"
      data-testid="declare-deposit-form"
      className="space-y-3 border-t border-white/10 pt-5"
      noValidate
    >
      <div>
        <h3 id="declare-deposit-title" className="text-sm font-semibold text-white">
          {t('wallet.declare.title')}
        </h3>
        <p className="mt-1 text-xs text-mist-400">{t('wallet.declare.lead')}</p>
      </div>
      {wallet ? <input type="hidden" name="entity_wallet_id" value={wallet.id} /> : null}
      {result ? <FormAlert result={result} testId="declare-deposit-alert" /> : null}
      <TextField
        label={t('wallet.declare.reference')}
        name="reference_number"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={MAX_REFERENCE_LENGTH}
        value={referenceNumber}
        onChange={(event) => setReferenceNumber(event.target.value)}
        onBlur={() => setReferenceTouched(true)}
        error={
          (isReferenceTouched ? getErrorText(errors, 'reference_number', t) : undefined) ??
          getFieldError(result, 'reference_number')
        }
      />
      <TextField
        label={t('wallet.declare.amount', { coin })}
        name="sent_amount"
        inputMode="decimal"
        autoComplete="off"
        required
        value={sentAmount}
        onChange={(event) => setTypedAmount(event.target.value)}
        hint={t('wallet.declare.amountHint')}
        error={
          (typedAmount !== null ? getErrorText(errors, 'sent_amount', t) : undefined) ??
          getFieldError(result, 'sent_amount')
        }
      />
      <SubmitButton
        className="w-full"
        pending={isPending}
        disabled={!isValid}
        data-testid="declare-deposit-submit"
      >
        {t('wallet.declare.submit')}
      </SubmitButton>
    </fetcher.Form>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function getErrorText(
  errors: DeclareDepositErrors,
  field: keyof DeclareDepositErrors,
  t: Translate,
): string | undefined {
  switch (errors[field]) {
    case 'required':
      return t('required', { ns: 'validation' });
    case 'invalid':
      return t('invalid', { ns: 'validation' });
    default:
      return undefined;
  }
}
