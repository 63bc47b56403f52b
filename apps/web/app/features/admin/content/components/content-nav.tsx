import { useTranslation } from 'react-i18next';
import { SectionTabs } from '../../components/section-tabs';
import { CONTENT_PATHS, type ContentPart } from '../content-addresses';

/**
 * Posts, pages, sliders and the broadcast; the broadcast only for a role holding
 * `notifications.broadcast` (decided on the server).
 */
export function ContentNav({
  current,
  canBroadcast,
}: {
  current: ContentPart;
  canBroadcast: boolean;
}) {
  const { t } = useTranslation('admin');
  const parts: ContentPart[] = [
    'posts',
    'pages',
    'sliders',
    ...(canBroadcast ? ['broadcast' as const] : []),
  ];
  return (
    <SectionTabs
      label={t('content.navLabel')}
      current={current}
      tabs={parts.map((part) => ({
        id: part,
        to: CONTENT_PATHS[part],
        label: t(`content.nav.${part}`),
      }))}
    />
  );
}
