import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

// spec §9 loading bar: throttle 200 ms, hide 500 ms after the navigation completes.
const SHOW_AFTER_MS = 200;
const HIDE_AFTER_MS = 500;

type Phase = 'hidden' | 'running' | 'done';

/** A thin bar on top while a navigation takes longer than the throttle. */
export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const isNavigating = navigation.state !== 'idle';
  const [phase, setPhase] = useState<Phase>('hidden');

  useEffect(() => {
    if (isNavigating) {
      const timer = setTimeout(() => setPhase('running'), SHOW_AFTER_MS);
      return () => clearTimeout(timer);
    }
    setPhase((current) => (current === 'running' ? 'done' : current));
    const timer = setTimeout(() => setPhase('hidden'), HIDE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [isNavigating]);

  if (phase === 'hidden') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('progress.loading')}
      aria-busy={phase === 'running'}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px]"
    >
      <div
        className={clsx(
          'h-full origin-left bg-gradient-to-r from-brand-400 via-cyan-400 to-violet-400 shadow-[0_0_12px] shadow-brand-400/70',
          phase === 'running'
            ? 'animate-progress'
            : 'opacity-0 transition-[transform,opacity] [transition-delay:0ms,150ms] [transition-duration:200ms,350ms]',
        )}
        // Finishing runs from wherever the animation got to, straight to full width, then fades.
        style={phase === 'done' ? { transform: 'scaleX(1)' } : undefined}
      />
    </div>
  );
}
