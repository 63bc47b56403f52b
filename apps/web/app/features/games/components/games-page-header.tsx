import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { DocumentTitle } from '../../../components/ui/document-title';
import { Eyebrow, HeaderBand, PageIcon } from '../../../components/ui/page-header';

type GamesPageHeaderProps = {
  icon: LucideIcon;
  title: string;
  eyebrow?: string;
  /** A line under the title (a games count). */
  meta?: string;
  /** Controls on the right (sort select). */
  children?: ReactNode;
  /** A logo or picture shown instead of the icon. */
  media?: ReactNode;
};

/** The heading band of the game pages: icon, title, count and controls. */
export function GamesPageHeader({
  icon,
  title,
  eyebrow,
  meta,
  children,
  media,
}: GamesPageHeaderProps) {
  return (
    <HeaderBand>
      <DocumentTitle title={title} />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          {media ?? <PageIcon icon={icon} />}
          <div className="min-w-0">
            {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
            <h1 className="truncate text-2xl font-bold tracking-tight text-white">{title}</h1>
            {meta ? <p className="text-sm text-mist-400">{meta}</p> : null}
          </div>
        </div>
        {children ? <div className="flex shrink-0 items-center gap-2">{children}</div> : null}
      </div>
    </HeaderBand>
  );
}
