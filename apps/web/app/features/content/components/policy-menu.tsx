import type { Page } from '@casino/contracts';
import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** spec §2: the six policies, the current one highlighted (a left column on desktop). */
export function PolicyMenu({ pages }: { pages: Page[] }) {
  const { t } = useTranslation();
  return (
    <nav
      data-testid="policy-menu"
      aria-label={t('pages.policies')}
      className="rounded-2xl bg-ink-850 p-2 ring-1 ring-white/5"
    >
      <ul className="space-y-0.5">
        {pages.map((page) => (
          <li key={page.slug}>
            <NavLink
              to={`/policies/${page.slug}`}
              prefetch="intent"
              className={({ isActive }) =>
                clsx(
                  'group flex items-center justify-between gap-3 rounded-xl px-3 py-2.5 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-brand-400/10 text-brand-200 ring-1 ring-brand-400/20'
                    : 'text-mist-300 hover:bg-white/5 hover:text-white',
                )
              }
            >
              {page.title}
              <ChevronRight
                className="size-4 shrink-0 opacity-50 transition group-hover:translate-x-0.5"
                aria-hidden
              />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
