import { useEffect, useState } from 'react';
import { useNavigation, type Location } from 'react-router';

/** spec §9 "minimum fetch display delay 200 ms": a shorter load shows no skeleton (no flash). */
const SHOW_AFTER_MS = 200;

/**
 * The location this page is loading (another tab, search or sort of the same path), once the
 * load has lasted long enough to deserve a skeleton; null otherwise.
 */
export function usePendingLocation(pathname: string): Location | null {
  const navigation = useNavigation();
  const pending =
    navigation.state === 'loading' && navigation.location.pathname === pathname
      ? navigation.location
      : null;
  const [shown, setShown] = useState<Location | null>(null);
  useEffect(() => {
    if (!pending) {
      setShown(null);
      return;
    }
    const timer = setTimeout(() => setShown(pending), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  return pending ? shown : null;
}
