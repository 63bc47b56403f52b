import type { AdminPlayerDetail } from '@casino/contracts';
import { Check, ExternalLink, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { Badge } from '../../../../components/ui/badge';
import { ContractForm } from '../../../../components/ui/contract-form';
import { EmptyNote } from '../../../../components/ui/empty-note';
import { FormAlert } from '../../../../components/ui/form-alert';
import { SubmitButton, TextField } from '../../../../components/ui/form-field';
import { fieldProps, useContractForm } from '../../../../lib/contract-form';
import { formatDateTime } from '../../../../lib/format';
import { selectFormResult, type FormResult } from '../../../../lib/forms';
import { AdminCard } from '../../components/admin-page';
import { getStatusTone, usePlayerLabels } from './player-labels';

type Document = AdminPlayerDetail['documents'][number];

/**
 * The API takes a rejection's reason as optional; the console asks for one, as for a block
 * (3 to 500 characters), because the player reads it on their verification page.
 */
const loadReasonSchema = () =>
  import('@casino/contracts/staff-players').then((contracts) => contracts.playerBlockSchema);

/** The answers of one document's forms carry its id: `approve-document:12`. */
export function getDocumentIntent(decision: 'approve' | 'reject', documentId: number): string {
  return `${decision}-document:${documentId}`;
}

type PlayerDocumentsProps = {
  playerId: number;
  documents: readonly Document[];
  /** The role holds `documents.review`: it may open the files and decide. */
  canReview: boolean;
  result?: FormResult;
};

/** The player's identity documents, their files, and approve / reject for pending ones. */
export function PlayerDocuments({ playerId, documents, canReview, result }: PlayerDocumentsProps) {
  const { t } = useTranslation('admin');
  if (documents.length === 0) {
    return <EmptyNote testId="documents-empty">{t('players.documents.empty')}</EmptyNote>;
  }
  return (
    <div className="space-y-4" data-testid="player-documents">
      {!canReview ? (
        <p className="text-sm text-mist-400">{t('players.documents.readOnly')}</p>
      ) : null}
      {documents.map((document) => (
        <DocumentCard
          key={document.id}
          playerId={playerId}
          document={document}
          canReview={canReview}
          result={result}
        />
      ))}
    </div>
  );
}

function DocumentCard({
  playerId,
  document,
  canReview,
  result,
}: {
  playerId: number;
  document: Document;
  canReview: boolean;
  result?: FormResult;
}) {
  const { t } = useTranslation('admin');
  const labels = usePlayerLabels();
  const approve = selectFormResult(result, getDocumentIntent('approve', document.id));
  const reject = selectFormResult(result, getDocumentIntent('reject', document.id));
  const success = [approve, reject].find((answer) => answer?.ok);
  return (
    <AdminCard
      testId={`document-${document.id}`}
      title={labels.documentType(document.document_type)}
      aside={<Badge tone={getStatusTone(document.status)}>{labels.status(document.status)}</Badge>}
    >
      <FormAlert result={success} testId="document-alert" className="mb-4" />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="min-w-0 font-mono break-all text-mist-100">{document.file_name}</span>
        <span className="text-mist-400">
          {t('players.documents.uploaded', { time: formatDateTime(document.created_at) })}
        </span>
        {canReview ? (
          // The file comes through the console's own route, which adds the staff's token.
          <a
            href={`/admin/players/${playerId}/documents/${document.id}/file`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('players.documents.viewLabel', { file: document.file_name })}
            className="inline-flex items-center gap-1 font-semibold text-violet-300 hover:text-violet-200"
          >
            {t('players.documents.view')}
            <ExternalLink className="size-4" aria-hidden />
          </a>
        ) : null}
      </div>
      {document.reason ? (
        <p className="mt-2 text-sm text-mist-300">
          {t('players.documents.reason', { reason: document.reason })}
        </p>
      ) : null}
      {canReview && document.status === 'pending' ? (
        <div className="mt-4 grid grid-cols-1 items-start gap-4 md:grid-cols-[auto_minmax(0,1fr)]">
          <ApproveDocumentForm id={document.id} result={approve?.ok ? undefined : approve} />
          <RejectDocumentForm id={document.id} result={reject?.ok ? undefined : reject} />
        </div>
      ) : null}
    </AdminCard>
  );
}

/** True while this form of this document is being submitted. */
function usePendingDocument(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}

function ApproveDocumentForm({ id, result }: { id: number; result?: FormResult }) {
  const { t } = useTranslation('admin');
  const intent = getDocumentIntent('approve', id);
  return (
    // Level with the reason's field beside it.
    <Form method="post" data-testid="approve-document-form" className="space-y-3 md:mt-7">
      <FormAlert result={result} />
      <input type="hidden" name="intent" value={intent} />
      <SubmitButton pending={usePendingDocument(intent)} size="md">
        <Check className="size-4" aria-hidden />
        {t('players.documents.approve')}
      </SubmitButton>
    </Form>
  );
}

function RejectDocumentForm({ id, result }: { id: number; result?: FormResult }) {
  const { t } = useTranslation('admin');
  const intent = getDocumentIntent('reject', id);
  const [form, fields] = useContractForm({ schema: loadReasonSchema, result, id: intent });
  return (
    <ContractForm form={form} result={result} testId="reject-document-form" className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <div className="flex flex-wrap items-start gap-3">
        <TextField
          label={t('players.documents.rejectReason')}
          hint={t('players.documents.rejectHint')}
          autoComplete="off"
          className="min-w-56 flex-1"
          {...fieldProps(fields.reason)}
        />
        <SubmitButton
          pending={usePendingDocument(intent)}
          size="md"
          variant="outline"
          className="mt-7 border-rose-400/40 text-rose-100 hover:border-rose-400/70 hover:bg-rose-500/10"
        >
          <X className="size-4" aria-hidden />
          {t('players.documents.reject')}
        </SubmitButton>
      </div>
    </ContractForm>
  );
}
