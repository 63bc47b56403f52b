import { clsx } from 'clsx';
import { Hourglass, RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/**
 * In place of the stage when there is no round to show: the game waits for its hash chain and
 * salt (not open yet), or its state could not be loaded (with a retry).
 */
export function GameNotice({
  kind,
  onRetry,
  isRetrying = false,
  className,
}: {
  kind: 'not-open' | 'unavailable';
  onRetry?: () => void;
  isRetrying?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const Icon = kind === 'not-open' ? Hourglass : TriangleAlert;
  const texts =
    kind === 'not-open'
      ? { title: t('crash.notOpen.title'), text: t('crash.notOpen.text') }
      : { title: t('crash.unavailable.title'), text: t('crash.unavailable.text') };
  return (
    <section
      data-testid={`crash-${kind}`}
      className={clsx(
        'grid aspect-[4/3] place-items-center rounded-2xl bg-ink-850/80 p-6 text-center ring-1 sm:aspect-[16/9]',
        className,
      )}
    >
      <div className="max-w-sm">
        <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-white/5 text-mist-200 ring-1 ring-white/10">
          <Icon className="size-6" aria-hidden />
        </span>
        <h2 className="mt-4 text-lg font-bold text-white">{texts.title}</h2>
        <p className="mt-1.5 text-sm leading-relaxed text-mist-300">{texts.text}</p>
        {onRetry ? (
          <Button variant="secondary" className="mt-5" onClick={onRetry} disabled={isRetrying}>
            <RefreshCw className={clsx('size-4', isRetrying && 'animate-spin')} aria-hidden />
            {t('crash.unavailable.retry')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
