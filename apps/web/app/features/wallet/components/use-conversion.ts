import type { ConversionRequest } from '@casino/contracts';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import { getConversionHref, type ConversionResult } from '../wallet-data';

/** Typing waits this long before the rate is asked, so one request runs per pause. */
const DEBOUNCE_MS = 300;

/** The live crypto equivalent of a fiat amount (null request: nothing to ask yet). */
export function useConversion(request: ConversionRequest | null) {
  const fetcher = useFetcher<ConversionResult>();
  const href = request ? getConversionHref(request) : null;
  const { load } = fetcher;
  useEffect(() => {
    if (!href) return;
    const timer = setTimeout(() => void load(href), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [href, load]);
  return { result: href ? fetcher.data : undefined, isLoading: fetcher.state !== 'idle' };
}
