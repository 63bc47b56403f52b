import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../components/ui/coming-soon';
import { getCategoryIcon } from '../components/ui/category-icon';
import { loadCategories } from '../lib/content.server';
import { formatSlug } from '../lib/format';
import type { Route } from './+types/category';

/** spec §2: category.id is the lowercased category (its slug). */
export async function loader(args: Route.LoaderArgs) {
  const id = args.params.id.toLowerCase();
  const categories = await loadCategories(args);
  const category =
    categories.find((entry) => entry.slug === id || entry.name.toLowerCase() === id) ?? null;
  // An empty list means the API failed (spec §8: silent); only a known list can say "no such".
  if (categories.length > 0 && !category) throw new Response('Not Found', { status: 404 });
  return { category, id };
}

/** spec §2 /category/{id}: the games of one category. */
export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, id } = loaderData;
  return (
    <ComingSoon
      icon={getCategoryIcon(category?.icon)}
      eyebrow={t('pages.category')}
      title={category?.name ?? formatSlug(id)}
      preview="games"
    />
  );
}
