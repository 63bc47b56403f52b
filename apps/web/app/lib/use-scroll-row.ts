import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A sideways-scrolling list with previous / next buttons: the ref for the list, whether it
 * sits at either end (to disable a button), and a scroll by most of a screen that respects
 * reduced motion. `items` re-measures when the content changes.
 */
export function useScrollRow<T extends HTMLElement>(items: unknown) {
  const listRef = useRef<T>(null);
  const [edges, setEdges] = useState({ isAtStart: true, isAtEnd: false });

  const updateEdges = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const isAtStart = list.scrollLeft <= 4;
    const isAtEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 4;
    setEdges((current) =>
      current.isAtStart === isAtStart && current.isAtEnd === isAtEnd
        ? current
        : { isAtStart, isAtEnd },
    );
  }, []);

  useEffect(() => {
    updateEdges();
    window.addEventListener('resize', updateEdges);
    return () => window.removeEventListener('resize', updateEdges);
  }, [updateEdges, items]);

  const scroll = useCallback((direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({
      left: direction * Math.max(list.clientWidth * 0.85, 200),
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  }, []);

  return { listRef, ...edges, onScroll: updateEdges, scroll };
}

/** What useScrollRow gives a row's list and buttons. */
export type ScrollRowState = ReturnType<typeof useScrollRow<HTMLUListElement>>;
