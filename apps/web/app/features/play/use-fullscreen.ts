import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Full screen for the game's wrapper (so the exit button and balance chip come along, which the
 * iframe alone would not allow). Uses the Fullscreen API; where it is missing or refused
 * (iPhone Safari has no element full screen) the wrapper covers the viewport instead, and
 * Escape leaves that too.
 */
export function useFullscreen<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [isNative, setIsNative] = useState(false);
  const [isCovering, setIsCovering] = useState(false);

  useEffect(() => {
    const onChange = () => {
      setIsNative(Boolean(ref.current) && document.fullscreenElement === ref.current);
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    if (!isCovering) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsCovering(false);
    };
    // The page underneath must not scroll while the game covers it.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isCovering]);

  const enter = useCallback(async () => {
    const element = ref.current;
    if (!element) return;
    if (typeof element.requestFullscreen === 'function') {
      try {
        await element.requestFullscreen();
        setIsNative(true);
        return;
      } catch {
        // Refused (no user gesture, policy): cover the viewport instead.
      }
    }
    setIsCovering(true);
  }, []);

  const exit = useCallback(() => {
    setIsCovering(false);
    if (document.fullscreenElement && typeof document.exitFullscreen === 'function') {
      void document.exitFullscreen().catch(() => undefined);
    }
    setIsNative(false);
  }, []);

  const isFullscreen = isNative || isCovering;
  const toggle = useCallback(() => {
    if (isFullscreen) exit();
    else void enter();
  }, [isFullscreen, enter, exit]);

  return { ref, isFullscreen, isCovering, enter, exit, toggle };
}
