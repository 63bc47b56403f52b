/** spec §9: links in view are prefetched once the page has been idle this long. */
export const IDLE_PREFETCH_MS = 2000;
/** At most this many pages per idle spell: a lobby full of game cards must not fetch them all. */
export const IDLE_PREFETCH_MAX = 12;

/** The Network Information API, where the browser has it (Chromium; not Firefox or Safari). */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

/** spec §9: no prefetching on a 2g connection (slow-2g included) or with data saver on. */
export function canPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/2g/.test(connection.effectiveType ?? '');
}

/**
 * Pages whose loader acts on a link's token (e-mail verification, password reset) are never
 * fetched ahead: only the player's own click may use them.
 */
const NEVER_AHEAD = [/^\/email\/verify\//, /^\/password\/reset\/./];

/** The in-app page an anchor opens, when it is worth fetching ahead; null otherwise. */
export function prefetchableHref(
  anchor: Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>,
  current: { origin: string; pathname: string; search: string },
): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-no-prefetch')) return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  if (/^\/(api|storage|assets|dev)\//.test(url.pathname)) return null;
  if (NEVER_AHEAD.some((pattern) => pattern.test(url.pathname))) return null;
  return url.pathname + url.search;
}

/** The prefetchable pages of the anchors on screen now, in document order, at most `max`. */
export function pagesInView(
  doc: Document,
  view: { innerWidth: number; innerHeight: number; location: Location },
  max = IDLE_PREFETCH_MAX,
): string[] {
  const pages = new Set<string>();
  for (const anchor of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (pages.size >= max) break;
    // A card the browser skips drawing (content-visibility: auto, decision 032) is off screen,
    // and asking for its box would make the browser lay it out.
    if (anchor.checkVisibility?.({ contentVisibilityAuto: true }) === false) continue;
    const box = anchor.getBoundingClientRect();
    const onScreen =
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < view.innerHeight &&
      box.left < view.innerWidth;
    if (!onScreen) continue;
    const page = prefetchableHref(anchor, view.location);
    if (page) pages.add(page);
  }
  return [...pages];
}

/**
 * Runs `task` in the browser's next idle period, or after a short timeout where there is no
 * requestIdleCallback (Safari); returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 50);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(task, { timeout: 1_000 });
  return () => window.cancelIdleCallback(handle);
}

/**
 * Hands `pages` to `add` one at a time, each in an idle period of its own: one page's links
 * render and start their requests in a few milliseconds, where a screenful of them at once held
 * a phone's main thread for over 100 ms, as long as a tap would wait (decision 032). Returns a
 * function that cancels the pages not handed yet.
 */
export function addOneByOne(
  pages: readonly string[],
  add: (page: string) => void,
  schedule: (task: () => void) => () => void = whenIdle,
): () => void {
  let index = 0;
  let cancel = () => {};
  const next = () => {
    const page = pages[index];
    if (page === undefined) return;
    index += 1;
    add(page);
    cancel = schedule(next);
  };
  cancel = schedule(next);
  return () => cancel();
}
