import { useEffect, useRef } from 'react';

const NOTICE_EVENT = 'casino:notice';

/**
 * spec §3 global state "notifications {active, message}": any feature may show a message in the
 * one global notification (the snackbar AppAlerts draws), without importing that feature.
 */
export function showGlobalNotice(message: string): void {
  if (typeof window === 'undefined' || !message) return;
  window.dispatchEvent(new CustomEvent<string>(NOTICE_EVENT, { detail: message }));
}

/** Calls the latest `onNotice` with every message shown through showGlobalNotice. */
export function useGlobalNotice(onNotice: (message: string) => void): void {
  const latest = useRef(onNotice);
  latest.current = onNotice;
  useEffect(() => {
    const listener = (event: Event) => latest.current((event as CustomEvent<string>).detail);
    window.addEventListener(NOTICE_EVENT, listener);
    return () => window.removeEventListener(NOTICE_EVENT, listener);
  }, []);
}
