import type { BonusesResponse } from '@casino/contracts';
import { useEffect } from 'react';
import { useFetcher } from 'react-router';
import type { FormFailure } from '../../../lib/forms';
import { bannerBonuses } from '../bonus-rules';
import { BONUSES_ROUTE, BonusList } from './bonus-list';

/**
 * spec §2 deposit step 2: "an optional bonus banner". spec §5: it lists only bonuses not yet
 * active, not expired (expiry today or later) and keyed DEPOSIT_BONUS_CASH, with claim and
 * no-bonus buttons; nothing when there is none (or the list could not be read: spec §8, silent).
 * The wallet dialog shows it in its deposit step (root.tsx passes it in, loaded on demand).
 */
export default function DepositBonusBanner({ currency }: { currency: string }) {
  const fetcher = useFetcher<BonusesResponse | FormFailure>();
  const { load } = fetcher;
  useEffect(() => {
    void load(BONUSES_ROUTE);
  }, [load]);
  const result = fetcher.data;
  if (!result || !('bonuses' in result)) return null;
  const offered = bannerBonuses(result.bonuses, new Date());
  if (offered.length === 0) return null;
  return <BonusList bonuses={offered} currency={currency} testId="deposit-bonus-banners" />;
}
