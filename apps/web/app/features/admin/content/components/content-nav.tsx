import { useTranslation } from 'react-i18next';
import { SectionTabs } from '../../components/section-tabs';

/** The content section's parts, each a page of its own. */
export type ContentPart = 'posts' | 'pages' | 'sliders' | 'broadcast';

const PATHS: Record<ContentPart, string> = {
  posts: '/admin/content',
  pages: '/admin/content/pages',
  sliders: '/admin/content/sliders',
  broadcast: '/admin/content/broadcast',
};

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
      tabs={parts.map((part) => ({ id: part, to: PATHS[part], label: t(`content.nav.${part}`) }))}
    />
  );
}
