import { clsx } from 'clsx';
import { Gamepad2 } from 'lucide-react';
import { useImageFailure } from '../use-image-failure';

const GRADIENTS = [
  'from-brand-500/40 via-ink-800 to-violet-600/40',
  'from-violet-500/40 via-ink-800 to-cyan-500/30',
  'from-amber-400/35 via-ink-800 to-rose-500/35',
  'from-cyan-400/35 via-ink-800 to-brand-600/40',
  'from-rose-500/35 via-ink-800 to-amber-400/30',
  'from-emerald-400/30 via-ink-800 to-violet-500/35',
];

function pickGradient(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return GRADIENTS[Math.abs(hash) % GRADIENTS.length]!;
}

type GameImageProps = {
  src: string;
  /** Variants of `src` by width ("… 210w, … 420w"), chosen by `sizes`. */
  srcSet?: string;
  /** How wide the picture is drawn, for `srcSet`'s width descriptors. */
  sizes?: string;
  name: string;
  /** spec §9: carousel and grid images are 210x160. */
  width?: number;
  height?: number;
  eager?: boolean;
  /** Fetched before other requests: a picture that may be the page's largest paint. */
  priority?: boolean;
  className?: string;
};

/**
 * A game's picture filling its box; spec §7 "a missing image falls back to a placeholder": a
 * gradient tile with the game's name.
 */
export function GameImage({
  src,
  srcSet,
  sizes,
  name,
  width = 210,
  height = 160,
  eager = false,
  priority = eager,
  className,
}: GameImageProps) {
  const { ref, hasFailed, onError } = useImageFailure(src);

  if (hasFailed) {
    return (
      <div
        className={clsx(
          'flex size-full flex-col items-center justify-center gap-2 bg-gradient-to-br p-3 text-center',
          pickGradient(name),
          className,
        )}
      >
        <Gamepad2 className="size-7 text-white/70" aria-hidden />
        <span className="line-clamp-2 text-sm font-bold tracking-tight text-white drop-shadow">
          {name}
        </span>
      </div>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      // The first row on screen; one of them is the page's largest paint, so it is decoded
      // for the frame that shows the page rather than in a later one. Other eager pictures
      // load at once but after it: low priority, and React writes no preload for them ahead
      // of the style sheet, which on HTTP/1.1 queued behind them (decision 032).
      fetchPriority={priority ? 'high' : eager ? 'low' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      onError={onError}
      className={clsx('size-full object-cover', className)}
    />
  );
}
