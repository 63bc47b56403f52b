import { clsx } from 'clsx';
import { Link } from 'react-router';

export type SectionTab = {
  /** Tells the tab apart in tests and styles (`data-tab`). */
  id: string;
  to: string;
  label: string;
};

type SectionTabsProps = {
  /** The navigation's name for screen readers. */
  label: string;
  tabs: readonly SectionTab[];
  current: string;
};

/** A back-office page's tabs as links (the address says which is open): content, reports, bonuses. */
export function SectionTabs({ label, tabs, current }: SectionTabsProps) {
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
