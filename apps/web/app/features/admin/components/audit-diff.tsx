import { useTranslation } from 'react-i18next';
import { diffRecords, formatJson } from '../json-diff';

const VALUE_CLASS =
  'max-h-60 overflow-auto rounded-lg px-3 py-2 font-mono text-xs whitespace-pre-wrap break-all';

/** An audited record's changed fields, before beside after (unchanged ones only counted). */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('admin');
  const { changes, unchanged } = diffRecords(before, after);
  return (
    <div data-testid="audit-diff" className="space-y-2">
      {changes.length === 0 ? (
        <p className="text-sm text-mist-400">{t('audit.diff.none')}</p>
      ) : (
        <table className="w-full table-fixed text-sm">
          <thead className="text-left text-xs text-mist-400">
            <tr>
              <th scope="col" className="w-40 pb-2 font-medium">
                {t('audit.diff.field')}
              </th>
              <th scope="col" className="pb-2 font-medium">
                {t('audit.diff.before')}
              </th>
              <th scope="col" className="pb-2 pl-3 font-medium">
                {t('audit.diff.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map(({ field, before: was, after: is }) => (
              <tr key={field || '(value)'} data-field={field} className="align-top">
                <th scope="row" className="py-1 pr-3 text-left font-mono text-xs text-mist-200">
                  {field || '—'}
                </th>
                <td className="py-1">
                  <pre className={`${VALUE_CLASS} bg-rose-500/10 text-rose-100`}>
                    {formatJson(was)}
                  </pre>
                </td>
                <td className="py-1 pl-3">
                  <pre className={`${VALUE_CLASS} bg-brand-400/10 text-brand-200`}>
                    {formatJson(is)}
                  </pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {unchanged > 0 ? (
        <p className="text-xs text-mist-500">{t('audit.diff.unchanged', { count: unchanged })}</p>
      ) : null}
    </div>
  );
}
