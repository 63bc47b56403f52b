import { useTranslation } from 'react-i18next';
import { useContractValidator, type SchemaLoader } from '../../../lib/contract-form';

/** The schema's verdict on the values as they stand: their texts, or the parsed request. */
export type ContractCheck = {
  isValid: boolean;
  /** Field name -> its texts, in the page language (as the server would word them). */
  errors: Record<string, string[] | null | undefined>;
  /** The parsed request (amounts in minor units) when valid. */
  value: Record<string, unknown> | undefined;
};

/**
 * spec §5 "submit disabled until valid": the contract schema's verdict on every field as it
 * stands, typed or not. Conform shows a field's error once the player has left it, so its
 * state cannot tell whether an untouched field (the empty address) would pass. Null until the
 * schema has loaded after hydration (lib/contract-form): until then nothing may be sent.
 */
export function useContractCheck(
  loadSchema: SchemaLoader,
  values: Record<string, unknown> | undefined,
): ContractCheck | null {
  const { t } = useTranslation();
  const validator = useContractValidator(loadSchema);
  if (!validator) return null;
  // Checked at each render: a few fields, and the player's limits may have moved meanwhile.
  const submission = validator(toFormData(values), t);
  if (submission.status === 'success') {
    return { isValid: true, errors: {}, value: submission.value as Record<string, unknown> };
  }
  return { isValid: false, errors: submission.error ?? {}, value: undefined };
}

function toFormData(values: Record<string, unknown> | undefined): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value === 'string') formData.append(name, value);
  }
  return formData;
}
