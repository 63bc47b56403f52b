import type { AdminWithdrawal } from '@casino/contracts';
import type { BadgeTone } from '../../components/ui/badge';

export type WithdrawalStatus = AdminWithdrawal['status'];

/** The queue's tabs: each status (the contracts' WITHDRAWAL_STATUSES, a test holds them) and all. */
export const WITHDRAWAL_FILTERS = [
  'pending',
  'approved',
  'confirmed',
  'rejected',
  'cancelled',
  'all',
] as const satisfies readonly (WithdrawalStatus | 'all')[];
export type WithdrawalFilter = (typeof WITHDRAWAL_FILTERS)[number];

/** The tab an address asks for (`?status=`); the pending queue unless it names another. */
export function readWithdrawalFilter(value: string | null): WithdrawalFilter {
  return (WITHDRAWAL_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as WithdrawalFilter)
    : 'pending';
}

/** The address of a tab's page (the pending queue's first page is the section's own). */
export function getWithdrawalsHref(filter: WithdrawalFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter !== 'pending') params.set('status', filter);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/withdrawals?${query}` : '/admin/withdrawals';
}

export const STATUS_TONES: Record<WithdrawalStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'info',
  confirmed: 'success',
  rejected: 'danger',
  cancelled: 'neutral',
};
