import { useImageFailure } from '../use-image-failure';

/** spec §9: provider logos are 120x50; without one (or when it fails) the name stands in. */
export function ProviderLogo({ src, name }: { src: string | null; name: string }) {
  const { ref, hasFailed, onError } = useImageFailure(src);
  return (
    <span className="grid h-[3.125rem] w-[7.5rem] shrink-0 place-items-center overflow-hidden rounded-lg bg-ink-950/60 px-2 ring-1 ring-white/5">
      {hasFailed || !src ? (
        <span className="line-clamp-2 text-center text-xs font-bold tracking-wide text-mist-200 uppercase">
          {name}
        </span>
      ) : (
        <img
          ref={ref}
          src={src}
          alt=""
          width={120}
          height={50}
          loading="lazy"
          decoding="async"
          onError={onError}
          className="max-h-full max-w-full object-contain"
        />
      )}
    </span>
  );
}
