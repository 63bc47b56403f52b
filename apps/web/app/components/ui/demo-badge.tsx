import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { useRootData } from '../../lib/root-data';

/**
 * APP_MODE=demo (issue 11): a small marker beside the logo so nobody mistakes the demo, with its
 * play money and public test keys, for a real casino. Renders nothing in live mode.
 */
export function DemoBadge({ className }: { className?: string }) {
  const root = useRootData();
  return root?.appMode === 'demo' ? <DemoMarker className={className} /> : null;
}

/** The marker itself, for places outside the router's data (the error page). */
export function DemoMarker({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="demo-badge"
      title={t('demo.title')}
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full bg-amber-400/15 px-2 py-0.5 text-[0.7rem] font-bold tracking-wide text-amber-200 uppercase ring-1 ring-amber-400/30',
        className,
      )}
    >
      {t('demo.badge')}
      {/* The tooltip is for the mouse; screen readers get the explanation as text. */}
      <span className="sr-only">: {t('demo.title')}</span>
    </span>
  );
}
