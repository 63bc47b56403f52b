import type { VerificationDocument } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { ContractForm } from '../../../components/ui/contract-form';
import { SelectField, SubmitButton, TextField } from '../../../components/ui/form-field';
import { fieldProps, useContractForm } from '../../../lib/contract-form';
import type { FormResult } from '../../../lib/forms';

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

/** The upload as POST /api/settings/verification checks it (spec §5 "File is Required."). */
const loadUploadSchema = (maxBytes: number) => () =>
  import('@casino/contracts/auth').then((contracts) =>
    contracts.verificationUploadRequestSchema(maxBytes),
  );

/** Identity documents: a type and a JPG/PNG/PDF file, sent as multipart/form-data. */
export function VerificationForm({ result, pending, maxBytes }: VerificationFormProps) {
  const { t } = useTranslation();
  const [form, fields] = useContractForm({
    schema: loadUploadSchema(maxBytes),
    result,
    defaultValue: { document_type: DOCUMENT_TYPES[0] },
    resetOnSuccess: true,
  });
  return (
    <ContractForm
      form={form}
      result={result}
      encType="multipart/form-data"
      testId="verification-form"
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('settings.verification.documentType')}
          {...fieldProps(fields.document_type)}
          options={DOCUMENT_TYPES.map((type) => ({
            value: type,
            label: t(`settings.verification.types.${type}`),
          }))}
        />
        <TextField
          label={t('settings.verification.file')}
          type="file"
          accept={ACCEPTED_FILES}
          hint={t('settings.verification.fileHint')}
          {...fieldProps(fields.file)}
        />
      </div>
      <SubmitButton pending={pending} pendingLabel={t('auth.submitting')} size="md">
        {t('settings.verification.submit')}
      </SubmitButton>
    </ContractForm>
  );
}
