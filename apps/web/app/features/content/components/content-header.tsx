import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Eyebrow, HeaderBand, PageIcon } from '../../../components/ui/page-header';

type ContentHeaderProps = {
  icon: LucideIcon;
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  children?: ReactNode;
};

/** The heading band of the content pages (blog, promotions, policies). */
export function ContentHeader({ icon, title, eyebrow, lead, children }: ContentHeaderProps) {
  return (
    <HeaderBand>
      <div className="relative flex items-start gap-4 sm:items-center">
        <PageIcon icon={icon} />
        <div className="min-w-0 flex-1">
          {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
          <h1 className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl">
            {title}
          </h1>
          {lead ? <div className="mt-1 text-sm text-mist-400">{lead}</div> : null}
        </div>
      </div>
      {children ? <div className="relative mt-5">{children}</div> : null}
    </HeaderBand>
  );
}
