import type { Category } from '@casino/contracts';
import { Search } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { CategoryIcon } from '../../../components/ui/category-icon';
import { Drawer, type DrawerState } from '../../../components/ui/drawer';

/**
 * spec §2 right drawer: search. Results belong to the lobby (spec §2 Casino lobby), so the
 * input hands the text to /casino?search=... .
 */
export function RightDrawer({ categories, ...state }: DrawerState & { categories: Category[] }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const close = () => state.onOpenChange(false);
  return (
    <Drawer
      {...state}
      side="right"
      testId="right-drawer"
      title={t('search.title')}
      closeLabel={t('nav.close')}
      initialFocusRef={inputRef}
    >
      <div className="space-y-6 p-4">
        <Form action="/casino" method="get" role="search" onSubmit={close} className="space-y-2">
          <label htmlFor="site-search" className="sr-only">
            {t('search.label')}
          </label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-mist-400"
              aria-hidden
            />
            <input
              ref={inputRef}
              id="site-search"
              name="search"
              type="search"
              autoComplete="off"
              enterKeyHint="search"
              placeholder={t('search.placeholder')}
              className="h-12 w-full rounded-xl border border-white/10 bg-ink-800 pr-4 pl-11 text-sm text-white placeholder:text-mist-500 focus:border-brand-400/60 focus:outline-none"
            />
          </div>
          <p className="px-1 text-xs text-mist-500">{t('search.hint')}</p>
          <button type="submit" className="sr-only">
            {t('search.submit')}
          </button>
        </Form>
        {categories.length > 0 ? (
          <div>
            <p className="pb-3 text-[0.7rem] font-semibold tracking-widest text-mist-500 uppercase">
              {t('search.shortcuts')}
            </p>
            <div className="flex flex-wrap gap-2">
              {categories.map((category) => (
                <Link
                  key={category.id}
                  to={`/category/${category.slug}`}
                  onClick={close}
                  className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-ink-800 px-3 py-1.5 text-sm text-mist-200 transition-colors hover:border-brand-400/40 hover:text-white"
                >
                  <CategoryIcon name={category.icon} className="size-4 text-brand-300" />
                  {category.name}
                </Link>
              ))}
            </div>
          </div>
        ) : null}
      </div>
    </Drawer>
  );
}
