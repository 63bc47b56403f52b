import type { Page } from '@casino/contracts';
import { ChevronRight, ScrollText } from 'lucide-react';
import { Link } from 'react-router';

/** The /policies index: one card per policy page. */
export function PolicyLinks({ pages }: { pages: Pick<Page, 'slug' | 'title'>[] }) {
  return (
    <ul data-testid="policy-menu" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {pages.map((page) => (
        <li key={page.slug}>
          <Link
            to={`/policies/${page.slug}`}
            prefetch="intent"
            className="group flex items-center gap-4 rounded-2xl bg-ink-850 p-5 ring-1 ring-white/5 transition hover:-translate-y-0.5 hover:bg-ink-800 hover:ring-brand-400/40"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-ink-950/60 text-brand-300 ring-1 ring-white/10">
              <ScrollText className="size-5" aria-hidden />
            </span>
            <span className="min-w-0 flex-1 font-semibold text-white">{page.title}</span>
            <ChevronRight
              className="size-5 text-mist-500 transition group-hover:translate-x-0.5 group-hover:text-brand-300"
              aria-hidden
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
