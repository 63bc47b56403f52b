import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { CrashFrame } from '../crash-clock';
import type { CrashTicker } from '../crash-ticker';

/**
 * Writes `text` into the element's text node, only when it changed. React rendered that node
 * and never renders it again (its content is fixed at mount), so nothing fights over it.
 */
export function writeText(element: HTMLElement | null, text: string): void {
  if (!element) return;
  const node = element.firstChild;
  if (node && node.nodeType === Node.TEXT_NODE) {
    if (node.nodeValue !== text) node.nodeValue = text;
  } else if (element.textContent !== text) {
    element.textContent = text;
  }
}

type LiveTextProps = {
  ticker: CrashTicker;
  /** The text for a frame; called every animation frame, so keep it cheap. */
  format: (frame: CrashFrame) => string;
  /** What the server render shows (the same frame the browser starts from). */
  initial: string;
  className?: string;
  testId?: string;
};

/**
 * A number that changes every frame (the multiplier, the countdown, the cash-out's payout)
 * without a React render per frame: the ticker writes it directly.
 */
export function LiveText({ ticker, format, initial, className, testId }: LiveTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const formatRef = useRef(format);
  useEffect(() => {
    formatRef.current = format;
  });
  // Fixed at mount: later renders must not write an older value over the ticker's.
  const [first] = useState(initial);
  useEffect(
    () => ticker.subscribe((frame) => writeText(ref.current, formatRef.current(frame))),
    [ticker],
  );
  return (
    <span ref={ref} className={className} data-testid={testId}>
      {first}
    </span>
  );
}

/** A bar filling with the betting window, scaled by the ticker (a transform: no layout work). */
export function LiveBar({
  ticker,
  initial,
  className,
}: {
  ticker: CrashTicker;
  initial: number;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [style] = useState<CSSProperties>(() => ({ transform: `scaleX(${initial})` }));
  useEffect(
    () =>
      ticker.subscribe((frame) => {
        if (ref.current) ref.current.style.transform = `scaleX(${frame.bettingProgress})`;
      }),
    [ticker],
  );
  return <div ref={ref} aria-hidden className={className} style={style} />;
}
