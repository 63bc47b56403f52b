import type { Category } from '@casino/contracts';
import { ArrowUpRight, LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CategoryIcon } from '../../../components/ui/category-icon';
import { SectionHeading } from './section-heading';

const TILE_TONES = [
  'from-brand-400/25 to-cyan-500/5 text-brand-200',
  'from-violet-500/25 to-fuchsia-500/5 text-violet-200',
  'from-amber-400/25 to-orange-500/5 text-amber-200',
  'from-sky-400/25 to-blue-600/5 text-sky-200',
  'from-rose-400/25 to-pink-600/5 text-rose-200',
  'from-lime-400/25 to-emerald-600/5 text-lime-200',
];

function Tile({ to, name, icon }: { to: string; name: string; icon: ReactNode }) {
  return (
    <li>
      <Link
        to={to}
        className="group relative flex h-full flex-col justify-between gap-6 overflow-hidden rounded-2xl bg-ink-850 p-4 ring-1 ring-white/5 transition hover:-translate-y-0.5 hover:bg-ink-800 hover:ring-white/10 sm:p-5"
      >
        {icon}
        <span className="flex items-center justify-between gap-2 font-semibold text-white">
          <span className="truncate">{name}</span>
          <ArrowUpRight
            className="size-4 shrink-0 text-mist-500 transition group-hover:text-brand-300"
            aria-hidden
          />
        </span>
      </Link>
    </li>
  );
}

/** Category tiles from /api/games/categories, each opening /category/{slug} (spec §2). */
export function CategoryTiles({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  return (
    <section>
      <SectionHeading title={t('landing.categories.title')} lead={t('landing.categories.lead')} />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
        {categories.map((category, index) => (
          <Tile
            key={category.id}
            to={`/category/${category.slug}`}
            name={category.name}
            icon={
              <span
                className={`grid size-12 place-items-center rounded-xl bg-gradient-to-br ${TILE_TONES[index % TILE_TONES.length]}`}
              >
                <CategoryIcon name={category.icon} className="size-6" />
              </span>
            }
          />
        ))}
        <Tile
          to="/casino"
          name={t('landing.categories.all')}
          icon={
            <span className="grid size-12 place-items-center rounded-xl bg-white/5 text-mist-200">
              <LayoutGrid className="size-6" aria-hidden />
            </span>
          }
        />
      </ul>
    </section>
  );
}
