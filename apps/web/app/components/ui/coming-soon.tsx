import { clsx } from 'clsx';
import { ArrowLeft, Hammer, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getButtonClass } from './button';
import { DocumentTitle } from './document-title';
import { Eyebrow, PageIcon } from './page-header';

export type PreviewKind =
  'games' | 'cards' | 'article' | 'form' | 'table' | 'game' | 'chat' | 'none';

type ComingSoonProps = {
  icon: LucideIcon;
  title: string;
  eyebrow?: string;
  /** Defaults to the shared "this area is being built" line. */
  description?: string;
  preview?: PreviewKind;
  children?: ReactNode;
  /** Show the "back to the lobby" link (off inside the account area). */
  showBackLink?: boolean;
};

/**
 * A page whose content a later feature delivers: a designed header that names the area,
 * says it is being built, and a skeleton hinting at what will live there.
 */
export function ComingSoon({
  icon,
  title,
  eyebrow,
  description,
  preview = 'cards',
  children,
  showBackLink = true,
}: ComingSoonProps) {
  const { t } = useTranslation();
  return (
    <section className="space-y-6">
      <DocumentTitle title={title} />
      <div className="relative overflow-hidden rounded-2xl border border-white/5 bg-gradient-to-br from-ink-800 via-ink-850 to-ink-900 p-6 sm:p-8">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 -right-16 size-72 rounded-full bg-brand-500/15 blur-3xl"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute -bottom-28 left-1/3 size-64 rounded-full bg-violet-500/10 blur-3xl"
        />
        <div className="relative flex flex-col gap-5 sm:flex-row sm:items-center">
          <PageIcon icon={icon} isLarge />
          <div className="min-w-0 flex-1">
            {eyebrow ? <Eyebrow className="mb-1">{eyebrow}</Eyebrow> : null}
            <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h1>
            <p className="mt-2 max-w-2xl text-mist-300">{description ?? t('building.text')}</p>
          </div>
          <span className="inline-flex items-center gap-1.5 self-start rounded-full border border-amber-400/20 bg-amber-400/10 px-3 py-1 text-xs font-semibold text-amber-300 sm:self-center">
            <Hammer className="size-3.5" aria-hidden />
            {t('building.badge')}
          </span>
        </div>
        {children ? <div className="relative mt-6">{children}</div> : null}
        {showBackLink ? (
          <div className="relative mt-6">
            <Link to="/casino" className={getButtonClass('outline', 'sm')}>
              <ArrowLeft className="size-4" aria-hidden />
              {t('building.backToLobby')}
            </Link>
          </div>
        ) : null}
      </div>
      <SkeletonPreview kind={preview} />
    </section>
  );
}

/** Decorative placeholders shaped like the content to come (hidden from screen readers). */
export function SkeletonPreview({ kind }: { kind: PreviewKind }) {
  if (kind === 'none') return null;
  return (
    <div aria-hidden className="animate-pulse">
      {kind === 'games' ? <GamesSkeleton /> : null}
      {kind === 'cards' ? <CardsSkeleton /> : null}
      {kind === 'article' ? <ArticleSkeleton /> : null}
      {kind === 'form' ? <FormSkeleton /> : null}
      {kind === 'table' ? <TableSkeleton /> : null}
      {kind === 'game' ? <GameSkeleton /> : null}
      {kind === 'chat' ? <ChatSkeleton /> : null}
    </div>
  );
}

function Bar({ className }: { className?: string }) {
  return <div className={clsx('rounded-full bg-white/[0.06]', className)} />;
}

function GamesSkeleton() {
  return (
    <div className="space-y-4">
      <div className="flex gap-2 overflow-hidden">
        {Array.from({ length: 5 }, (_, index) => (
          <Bar key={index} className="h-9 w-24 shrink-0 rounded-xl" />
        ))}
      </div>
      {/* spec §9: game cards are 210x160 */}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
        {Array.from({ length: 12 }, (_, index) => (
          <div key={index} className={clsx('space-y-2', index >= 8 && 'hidden sm:block')}>
            <div className="aspect-[21/16] rounded-xl bg-gradient-to-br from-ink-750 to-ink-800 ring-1 ring-white/5" />
            <Bar className="h-3 w-3/4" />
          </div>
        ))}
      </div>
    </div>
  );
}

function CardsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: 6 }, (_, index) => (
        <div
          key={index}
          className={clsx(
            'overflow-hidden rounded-2xl bg-ink-850 ring-1 ring-white/5',
            index >= 2 && 'hidden sm:block',
          )}
        >
          <div className="aspect-[16/9] bg-gradient-to-br from-ink-750 to-ink-800" />
          <div className="space-y-2.5 p-4">
            <Bar className="h-4 w-2/3" />
            <Bar className="h-3 w-full" />
            <Bar className="h-3 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}

function ArticleSkeleton() {
  return (
    <div className="space-y-4 rounded-2xl bg-ink-850 p-6 ring-1 ring-white/5">
      <div className="aspect-[21/9] rounded-xl bg-gradient-to-br from-ink-750 to-ink-800" />
      <Bar className="h-5 w-1/2" />
      {Array.from({ length: 6 }, (_, index) => (
        <Bar key={index} className={clsx('h-3', index % 3 === 2 ? 'w-2/3' : 'w-full')} />
      ))}
    </div>
  );
}

function FormSkeleton() {
  return (
    <div className="space-y-5 rounded-2xl bg-ink-850 p-6 ring-1 ring-white/5">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="space-y-2">
          <Bar className="h-3 w-28" />
          <div className="h-11 rounded-xl bg-white/[0.04] ring-1 ring-white/5" />
        </div>
      ))}
      <Bar className="h-11 w-40 rounded-xl" />
    </div>
  );
}

function TableSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl bg-ink-850 ring-1 ring-white/5">
      <div className="flex gap-6 border-b border-white/5 px-5 py-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Bar key={index} className="h-3 w-20" />
        ))}
      </div>
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className="flex gap-6 border-b border-white/5 px-5 py-4 last:border-0">
          <Bar className="h-3 w-24" />
          <Bar className="h-3 w-16" />
          <Bar className="h-3 w-28" />
          <Bar className="h-3 w-12" />
        </div>
      ))}
    </div>
  );
}

function GameSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
      <div className="aspect-video rounded-2xl bg-gradient-to-br from-ink-750 to-ink-850 ring-1 ring-white/5" />
      <div className="space-y-3 rounded-2xl bg-ink-850 p-5 ring-1 ring-white/5">
        <Bar className="h-4 w-1/2" />
        <div className="h-11 rounded-xl bg-white/[0.04]" />
        <div className="h-11 rounded-xl bg-white/[0.04]" />
        <Bar className="h-11 w-full rounded-xl" />
      </div>
    </div>
  );
}

function ChatSkeleton() {
  const bubbles = ['w-2/3', 'w-1/2 self-end', 'w-3/5', 'w-2/5 self-end', 'w-1/2'];
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-ink-850 p-5 ring-1 ring-white/5">
      {bubbles.map((width, index) => (
        <div
          key={index}
          className={clsx(
            'h-12 rounded-2xl',
            width,
            width.includes('self-end') ? 'bg-brand-400/10' : 'bg-white/[0.05]',
          )}
        />
      ))}
      <div className="mt-2 h-12 rounded-xl bg-white/[0.03] ring-1 ring-white/10" />
    </div>
  );
}
