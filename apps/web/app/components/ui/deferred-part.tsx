import { lazy, memo, Suspense, useEffect, type ComponentType } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

type Load<P> = () => Promise<ComponentType<P>>;

/** A part whose code can be fetched ahead of its first render. */
type Preloadable = { preload: () => void };

function lazyOnce<P extends object>(load: Load<P>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const loadOnce = () => (loading ??= load().then((component) => ({ default: component })));
  return { Part: lazy(loadOnce), preload: () => void loadOnce() };
}

/**
 * A server-rendered part whose code is in no page's initial JavaScript (decision 031). The
 * server renders it as usual; in the browser React leaves that HTML in place, hydrates the rest
 * of the page, and hydrates the part once its chunk has arrived (a Suspense boundary hydrates
 * on its own). Until then its links work as plain links.
 *
 * For parts below the fold, for signed-in players only, or shown only in some states (a
 * failed page, an empty search). Memoised: a parent's re-render before the chunk arrives would
 * otherwise make React drop the server's HTML and draw the part again from nothing, so give it
 * stable props (loader data, callbacks from useCallback). Rendered for the first time after a
 * navigation, it shows once its code is there (`preload` fetches it ahead).
 */
export function deferHydration<P extends object>(load: Load<P>) {
  const { Part, preload } = lazyOnce(load);
  function DeferredHydration(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(memo(DeferredHydration), { preload });
}

/**
 * A part that draws nothing until something happens (the navigation bar, the real-time
 * alerts, the idle prefetch): not rendered on the server nor during hydration, its code loads
 * once the page is interactive and it mounts then (decision 031).
 */
export function deferMount<P extends object>(load: Load<P>) {
  const { Part } = lazyOnce(load);
  return function DeferredMount(props: P) {
    const isHydrated = useHydrated();
    if (!isHydrated) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** After hydration, once the browser is idle, fetches the code of parts the page may show next. */
export function usePreloadWhenIdle(...parts: Preloadable[]): void {
  useEffect(() => {
    const preload = () => parts.forEach((part) => part.preload());
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 1_000);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(preload, { timeout: 5_000 });
    return () => window.cancelIdleCallback(handle);
    // The parts are module-level constants: preload once per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
