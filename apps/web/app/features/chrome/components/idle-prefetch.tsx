import { useEffect, useState } from 'react';
import { PrefetchPageLinks, useLocation, useNavigation } from 'react-router';
import {
  addOneByOne,
  canPrefetch,
  IDLE_PREFETCH_MS,
  pagesInView,
  type ConnectionInfo,
} from '../idle-prefetch';

/**
 * spec §9 idle link prefetch: once nothing has moved for IDLE_PREFETCH_MS (no navigation, no
 * scrolling), the pages the links on screen open are fetched ahead (their code and data), so
 * the next click opens at once, one page per idle period. Skipped on 2g and with data saver on.
 */
export function IdlePrefetch() {
  const location = useLocation();
  const isIdle = useNavigation().state === 'idle';
  const [pages, setPages] = useState<string[]>([]);

  useEffect(() => {
    if (!isIdle) return;
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (!canPrefetch(connection)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelRest = () => {};
    const add = (page: string) =>
      setPages((before) => (before.includes(page) ? before : [...before, page]));
    const wait = () => {
      clearTimeout(timer);
      cancelRest();
      timer = setTimeout(() => {
        cancelRest = addOneByOne(pagesInView(document, window), add);
      }, IDLE_PREFETCH_MS);
    };
    wait();
    window.addEventListener('scroll', wait, { passive: true });
    return () => {
      clearTimeout(timer);
      cancelRest();
      window.removeEventListener('scroll', wait);
    };
  }, [isIdle, location.key]);

  // A new page starts a new list: what the last one showed is fetched already.
  useEffect(() => setPages([]), [location.pathname]);

  return (
    <>
      {pages.map((page) => (
        <PrefetchPageLinks key={page} page={page} />
      ))}
    </>
  );
}
