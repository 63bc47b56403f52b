import { useTranslation } from 'react-i18next';
import { SectionTabs } from '../../components/section-tabs';

/** The reports: daily GGR and NGR, and a player's statement. */
export function ReportsNav({ current }: { current: 'ggr' | 'statement' }) {
  const { t } = useTranslation('admin');
  return (
    <SectionTabs
      label={t('reports.navLabel')}
      current={current}
      tabs={[
        { id: 'ggr', to: '/admin/reports', label: t('reports.nav.ggr') },
        { id: 'statement', to: '/admin/reports/statement', label: t('reports.nav.statement') },
      ]}
    />
  );
}
