import { Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';

/** spec §2 /blog/{id}: one post. */
export default function BlogPostPage() {
  const { t } = useTranslation();
  return (
    <ComingSoon
      icon={Newspaper}
      eyebrow={t('pages.blog')}
      title={t('pages.blogPost')}
      preview="article"
    />
  );
}
