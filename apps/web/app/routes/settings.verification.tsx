import { VERIFICATION_MAX_BYTES } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { getVerificationDocuments } from '../features/account/api/get-verification-documents';
import { uploadVerificationDocument } from '../features/account/api/upload-verification-document';
import { DocumentsList } from '../features/account/components/documents-list';
import { SettingsCard, SettingsPage } from '../features/account/components/settings-page';
import { VerificationForm } from '../features/account/components/verification-form';
import { createFormFailure, toFormFailure } from '../lib/actions.server';
import { createAccountApi } from '../lib/api.server';
import { readFormText, type FormSuccess } from '../lib/forms';
import { getServerMessages } from '../lib/messages.server';
import { usePendingForm } from '../lib/use-pending-form';
import type { Route } from './+types/settings.verification';

export async function loader(args: Route.LoaderArgs) {
  const { documents } = await getVerificationDocuments(createAccountApi(args), {
    signal: args.request.signal,
  });
  return { documents, maxBytes: VERIFICATION_MAX_BYTES };
}

/**
 * Forwards the upload to POST /api/settings/verification as multipart/form-data. A missing file
 * is answered here without a call (spec §5 "File is Required."); the server checks type and size.
 */
export async function action(args: Route.ActionArgs) {
  const api = createAccountApi(args);
  const formData = await args.request.formData();
  const documentType = readFormText(formData, 'document_type');
  const file = formData.get('file');
  const values = { document_type: documentType };
  const messages = getServerMessages(args.request);
  if (!(file instanceof File) || file.size === 0) {
    return createFormFailure({ file: [messages.validation.file_required] }, { values });
  }
  const upload = new FormData();
  upload.set('document_type', documentType);
  upload.set('file', file, file.name);
  try {
    await uploadVerificationDocument(api, upload);
    const success: FormSuccess = { ok: true, message: messages.status.document_uploaded };
    return success;
  } catch (error) {
    return toFormFailure(error, { request: args.request, values });
  }
}

/** spec §2 /settings/verification: upload identity documents and follow their review. */
export default function SettingsVerificationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const isPending = usePendingForm();
  return (
    <SettingsPage section="verification" lead={t('settings.verification.lead')}>
      <SettingsCard>
        <VerificationForm result={actionData} pending={isPending} maxBytes={loaderData.maxBytes} />
      </SettingsCard>
      <SettingsCard title={t('settings.verification.documents')}>
        <DocumentsList documents={loaderData.documents} />
      </SettingsCard>
    </SettingsPage>
  );
}
