import { clsx } from 'clsx';
import { Link } from 'react-router';

type FilterTabsProps = {
  /** The navigation's name for screen readers. */
  label: string;
  tabs: readonly { id: string; to: string; label: string }[];
  current: string;
};

/** A list's tabs as links: the address says which is open (the withdrawal queue's look). */
export function FilterTabs({ label, tabs, current }: FilterTabsProps) {
  return (
    <nav
      aria-label={label}
      className="flex gap-1 overflow-x-auto rounded-xl bg-ink-900 p-1 ring-1 ring-white/5 md:w-fit"
    >
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          to={tab.to}
          data-tab={tab.id}
          aria-current={tab.id === current ? 'page' : undefined}
          preventScrollReset
          className={clsx(
            'rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
            tab.id === current
              ? 'bg-violet-500/20 text-violet-100'
              : 'text-mist-400 hover:bg-white/5 hover:text-white',
          )}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
