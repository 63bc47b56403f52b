import { formatMultiplierX100 } from '@casino/contracts/crash-math';
import { clsx } from 'clsx';

/** Colours by size, as the crash page's history strip: busts, doubles, big runs. */
export function getPointTone(x100: number): 'low' | 'mid' | 'high' {
  if (x100 < 200) return 'low';
  return x100 < 1000 ? 'mid' : 'high';
}

const TONES = { low: 'text-rose-300', mid: 'text-brand-300', high: 'text-amber-300' } as const;

/** "2.80×": two decimals with a point whatever the language, as the API and the script print. */
export function formatPoint(x100: number): string {
  return `${formatMultiplierX100(x100)}×`;
}

export function CrashPoint({
  x100,
  className,
  testId,
}: {
  x100: number;
  className?: string;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      data-tone={getPointTone(x100)}
      className={clsx('font-semibold tabular-nums', TONES[getPointTone(x100)], className)}
    >
      {formatPoint(x100)}
    </span>
  );
}
