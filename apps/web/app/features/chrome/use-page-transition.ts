import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** spec §9: page transitions take 0.2 s (fades 0.15 s: the --animate-fade tokens). */
export const PAGE_TRANSITION_MS = 200;

/** The first page a visit shows arrives painted by the server: it does not fade in. */
let hasShownAPage = false;

/**
 * Fades the page content in over PAGE_TRANSITION_MS whenever the path changes (a tab, search
 * or sort of the same page keeps it still). Opacity only: a transform would make the content
 * a containing block for its fixed-position parts while it runs. Off for reduced motion.
 */
export function usePageTransition(ref: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const isFirst = !hasShownAPage;
    hasShownAPage = true;
    const element = ref.current;
    if (isFirst || !element || typeof element.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    element.animate([{ opacity: 0 }, { opacity: 1 }], {
      duration: PAGE_TRANSITION_MS,
      easing: 'ease-out',
    });
  }, [pathname, ref]);
}
