import type { VerificationDocument } from '@casino/contracts';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';

const STATUS_TONES: Record<VerificationDocument['status'], BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** Uploaded documents, newest first, with their review status (and why, when rejected). */
export function DocumentsList({ documents }: { documents: VerificationDocument[] }) {
  const { t } = useTranslation();
  if (documents.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-white/10 py-8 text-center text-sm text-mist-400">
        {t('settings.verification.empty')}
      </p>
    );
  }
  const sorted = [...documents].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <ul data-testid="verification-documents" className="divide-y divide-white/5">
      {sorted.map((document) => (
        <li
          key={document.id}
          data-status={document.status}
          className="flex items-start gap-3 py-3.5 first:pt-0 last:pb-0"
        >
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/5 text-mist-300">
            <FileText className="size-5" aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <p className="font-medium text-white">
                {t(`settings.verification.types.${document.document_type}`)}
              </p>
              <Badge tone={STATUS_TONES[document.status]}>
                {t(`settings.verification.statuses.${document.status}`)}
              </Badge>
            </div>
            <p className="mt-0.5 truncate text-sm text-mist-400" title={document.file_name}>
              {document.file_name}
            </p>
            <p className="mt-0.5 text-xs text-mist-500 tabular-nums">
              {t('settings.verification.uploaded', { date: formatDateTime(document.created_at) })}
            </p>
            {document.status === 'rejected' && document.reason ? (
              <p className="mt-2 rounded-lg bg-rose-500/10 px-3 py-2 text-sm text-rose-200">
                {t('settings.verification.reason', { reason: document.reason })}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
