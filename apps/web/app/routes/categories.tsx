import { LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryIcon } from '../components/ui/category-icon';
import { ComingSoon } from '../components/ui/coming-soon';
import { loadCategories } from '../lib/content.server';
import type { Route } from './+types/categories';

export async function loader(args: Route.LoaderArgs) {
  return { categories: await loadCategories(args) };
}

/** spec §2 /category: every game category. */
export default function CategoriesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <ComingSoon icon={LayoutGrid} title={t('pages.categories')} preview="games">
      {loaderData.categories.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {loaderData.categories.map((category) => (
            <li key={category.id}>
              <Link
                to={`/category/${category.slug}`}
                className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-ink-900/60 px-3 py-1.5 text-sm text-mist-200 transition-colors hover:border-brand-400/40 hover:text-white"
              >
                <CategoryIcon name={category.icon} className="size-4 text-brand-300" />
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </ComingSoon>
  );
}
