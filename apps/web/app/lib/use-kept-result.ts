import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * An action's answer, kept until the visitor leaves or reloads the page: React Router forgets
 * an action's answer when the page's data is read again (as a real-time alert does, say a
 * balance change pushed right after "Your withdrawal has been cancelled."), and what the answer
 * showed would flash and vanish. A new answer replaces it; a navigation (a new location) clears
 * it.
 */
export function useKeptResult<R>(result: R | undefined): R | undefined {
  const { key } = useLocation();
  const [kept, setKept] = useState({ key, result });
  if (kept.key !== key || (result !== undefined && result !== kept.result)) {
    setKept({ key, result });
  }
  return result ?? (kept.key === key ? kept.result : undefined);
}
