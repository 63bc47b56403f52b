import { useEffect, useRef, useState } from 'react';

/**
 * Whether a picture failed (or has no `src`), so its stand-in shows instead: the ref and
 * `onError` go on the <img>. A picture that failed before hydration fired its error event
 * before React listened, so the effect checks it once more.
 */
export function useImageFailure(src: string | null) {
  const ref = useRef<HTMLImageElement>(null);
  const [hasFailed, setHasFailed] = useState(!src);
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setHasFailed(true);
  }, [src]);
  return { ref, hasFailed, onError: () => setHasFailed(true) };
}
