import type { AdminPost } from '@casino/contracts';
import { CalendarClock, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';

/**
 * What players see of a post when it is not simply shown: nothing (a draft, whatever its date)
 * or nothing yet (scheduled). A published post has no badge.
 */
export function PostStatusBadge({
  post,
  className,
}: {
  post: Pick<AdminPost, 'is_draft' | 'is_scheduled'>;
  className?: string;
}) {
  const { t } = useTranslation('admin');
  if (post.is_draft) {
    return (
      <Badge tone="neutral" className={className} testId="post-draft">
        <PencilLine className="size-3" aria-hidden />
        {t('content.posts.draft')}
      </Badge>
    );
  }
  if (post.is_scheduled) {
    return (
      <Badge tone="warning" className={className} testId="post-scheduled">
        <CalendarClock className="size-3" aria-hidden />
        {t('content.posts.scheduled')}
      </Badge>
    );
  }
  return null;
}
