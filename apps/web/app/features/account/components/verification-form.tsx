import type { VerificationDocument } from '@casino/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField, SubmitButton, TextField } from '../../../components/ui/form-field';
import { getFieldError, type FormResult } from '../../../lib/forms';

type DocumentType = VerificationDocument['document_type'];

const DOCUMENT_TYPES: DocumentType[] = [
  'passport',
  'id_card',
  'driving_license',
  'proof_of_address',
];

const ACCEPTED_FILES = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';

type VerificationFormProps = {
  result?: FormResult;
  pending: boolean;
  /** The server's upload limit (10 MB), checked before sending. */
  maxBytes: number;
};

/**
 * Identity documents: a type and a JPG/PNG/PDF file, sent as multipart/form-data. An empty file
 * is caught here (spec §5 "File is Required.") and again by the action and the server.
 */
export function VerificationForm({ result, pending, maxBytes }: VerificationFormProps) {
  const { t } = useTranslation(['common', 'validation']);
  const formRef = useRef<HTMLFormElement>(null);
  const [clientError, setClientError] = useState<string>();

  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  function checkFile(file: File | undefined): string | undefined {
    if (!file || file.size === 0) return t('validation:file_required');
    if (file.size > maxBytes) {
      return t('validation:file_too_large', { maximum: Math.round(maxBytes / 1024 / 1024) });
    }
    return undefined;
  }

  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      data-testid="verification-form"
      className="space-y-4"
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem('file');
        const error = checkFile(input instanceof HTMLInputElement ? input.files?.[0] : undefined);
        setClientError(error);
        if (error) event.preventDefault();
      }}
    >
      <FormAlert result={result} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('settings.verification.documentType')}
          name="document_type"
          defaultValue={result && !result.ok ? result.values?.document_type : undefined}
          error={getFieldError(result, 'document_type')}
          options={DOCUMENT_TYPES.map((type) => ({
            value: type,
            label: t(`settings.verification.types.${type}`),
          }))}
        />
        <TextField
          label={t('settings.verification.file')}
          name="file"
          type="file"
          accept={ACCEPTED_FILES}
          hint={t('settings.verification.fileHint')}
          error={clientError ?? getFieldError(result, 'file')}
          onChange={() => setClientError(undefined)}
        />
      </div>
      <SubmitButton pending={pending} pendingLabel={t('auth.submitting')} size="md">
        {t('settings.verification.submit')}
      </SubmitButton>
    </Form>
  );
}
