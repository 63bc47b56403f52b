import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getButtonClass } from '../../../../components/ui/button';

/**
 * "Download CSV": a plain link to the report's resource route, which answers the API's file
 * as a download (a document request, never the router's navigation).
 */
export function CsvLink({ href }: { href: string }) {
  const { t } = useTranslation('admin');
  return (
    <a href={href} download data-testid="csv-link" className={getButtonClass('outline', 'sm')}>
      <Download className="size-4" aria-hidden />
      {t('reports.downloadCsv')}
    </a>
  );
}
