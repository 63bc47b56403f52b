import type { CrashRoundState } from '@casino/contracts';
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { computeFrame, formatSecondsLeft, type CrashFrame } from '../crash-clock';
import { formatX100, toX100 } from '../crash-data';
import type { CrashTheme } from '../crash-themes';
import type { CrashTicker } from '../crash-ticker';
import { LiveBar, LiveText } from './live-text';
import { usePrefersReducedMotion } from './use-crash-ticker';

/** Phones draw at most at twice their CSS pixels: sharper gains nothing visible, costs frames. */
const MAX_PIXEL_RATIO = 2;
/** Without motion the chart still follows the round, a couple of times a second. */
const REDUCED_MOTION_DRAW_MS = 500;

type CrashStageProps = {
  round: CrashRoundState;
  ticker: CrashTicker;
  theme: CrashTheme;
  /** The server's clock at the last message: the first frame the server render shows. */
  serverTime: number;
  bettingMs: number;
};

const formatMultiplier = (frame: CrashFrame) => `${formatX100(frame.x100)}×`;
const formatCountdown = (frame: CrashFrame) => `${formatSecondsLeft(frame.bettingLeftMs)}s`;

/** The canvas, drawn by the ticker each frame (no React work per frame). */
function useCanvasDrawing(ticker: CrashTicker, theme: CrashTheme) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const hasMotion = !usePrefersReducedMotion();
  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    let size = { width: 0, height: 0 };
    let lastDraw = -Infinity;
    let lastKey = '';
    const draw = (frame: CrashFrame, isForced = false) => {
      if (size.width === 0) return;
      const now = performance.now();
      const key = `${frame.roundId}:${frame.phase}`;
      if (!hasMotion && !isForced && key === lastKey && now - lastDraw < REDUCED_MOTION_DRAW_MS) {
        return;
      }
      lastDraw = now;
      lastKey = key;
      theme.draw({ ctx, size, frame, time: hasMotion ? now : 0, hasMotion });
    };
    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, MAX_PIXEL_RATIO);
      const { width, height } = canvas.getBoundingClientRect();
      size = { width, height };
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      draw(ticker.read(), true);
    };
    resize();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
    observer?.observe(canvas);
    const stop = ticker.subscribe((frame) => draw(frame));
    return () => {
      stop();
      observer?.disconnect();
    };
  }, [ticker, theme, hasMotion]);
  return canvasRef;
}

/**
 * The round on screen: the theme's animated chart with the big multiplier over it, the
 * countdown while bets are taken, and "crashed at" after. A polite live region tells screen
 * readers each change of state (never the per-frame number).
 */
export function CrashStage({ round, ticker, theme, serverTime, bettingMs }: CrashStageProps) {
  const { t } = useTranslation();
  const canvasRef = useCanvasDrawing(ticker, theme);
  const first = computeFrame(round, serverTime, bettingMs);
  const crashText = round.crash_point === null ? '' : `${formatX100(toX100(round.crash_point))}×`;
  const announcement =
    round.status === 'betting'
      ? t('crash.stage.announceBetting', { id: round.id })
      : round.status === 'running'
        ? t('crash.stage.announceRunning', { id: round.id })
        : t('crash.stage.announceCrashed', { id: round.id, multiplier: crashText });

  return (
    <div
      data-testid="crash-stage"
      data-status={round.status}
      className={clsx(
        'relative aspect-[4/3] overflow-hidden rounded-2xl ring-1 sm:aspect-[16/9]',
        theme.stage,
      )}
    >
      <canvas ref={canvasRef} aria-hidden className="absolute inset-0 size-full" />
      <div
        key={`${round.id}:${round.status}`}
        className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center px-4 text-center"
      >
        {round.status === 'betting' ? (
          <>
            <p className="text-xs font-semibold tracking-widest text-mist-200 uppercase sm:text-sm">
              {t('crash.stage.nextRound')}
            </p>
            <LiveText
              ticker={ticker}
              format={formatCountdown}
              initial={formatCountdown(first)}
              testId="crash-countdown"
              className="mt-1 text-4xl font-black text-white tabular-nums sm:text-6xl"
            />
            <div className="mt-4 h-1.5 w-40 overflow-hidden rounded-full bg-white/10 sm:w-56">
              <LiveBar
                ticker={ticker}
                initial={first.bettingProgress}
                className={clsx('h-full origin-left rounded-full', theme.progress)}
              />
            </div>
          </>
        ) : round.status === 'running' ? (
          <LiveText
            ticker={ticker}
            format={formatMultiplier}
            initial={formatMultiplier(first)}
            testId="crash-multiplier"
            className={clsx(
              'text-5xl font-black tracking-tight tabular-nums sm:text-7xl',
              theme.multiplier,
            )}
          />
        ) : (
          <>
            <p className="text-xs font-semibold tracking-widest text-rose-200 uppercase sm:text-sm">
              {t('crash.stage.crashedAt')}
            </p>
            <p
              data-testid="crash-point"
              className="mt-1 text-5xl font-black tracking-tight text-rose-400 tabular-nums drop-shadow-[0_2px_18px_rgba(244,63,94,0.5)] sm:text-7xl"
            >
              {crashText}
            </p>
          </>
        )}
      </div>
      <p className="sr-only" aria-live="polite" role="status">
        {announcement}
      </p>
    </div>
  );
}
