import type { BonusClaim, StaffBonusOffer } from '@casino/contracts';
import type { BadgeTone } from '../../../components/ui/badge';

/**
 * Where an offer stands for players at a moment: retired (never offered again), ended (past its
 * `ends_at`), scheduled (before its `starts_at`), else open: the API offers it while it is not
 * retired, has started (or has no start) and has not ended (or has no end).
 */
export const OFFER_STATUSES = ['open', 'scheduled', 'ended', 'retired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The offers list's tabs: each status, and all of them. */
export const OFFER_FILTERS = ['all', ...OFFER_STATUSES] as const;
export type OfferFilter = (typeof OFFER_FILTERS)[number];

export const OFFER_STATUS_TONES: Record<OfferStatus, BadgeTone> = {
  open: 'success',
  scheduled: 'info',
  ended: 'neutral',
  retired: 'danger',
};

type Schedule = Pick<StaffBonusOffer, 'starts_at' | 'ends_at' | 'retired_at'>;

/** The offer's status at `now` (epoch ms; the loader's clock, so server and browser agree). */
export function getOfferStatus(offer: Schedule, now: number): OfferStatus {
  if (offer.retired_at) return 'retired';
  if (offer.ends_at && Date.parse(offer.ends_at) <= now) return 'ended';
  if (offer.starts_at && Date.parse(offer.starts_at) > now) return 'scheduled';
  return 'open';
}

/** The tab an address asks for (`?status=`); all offers unless it names a status. */
export function readOfferFilter(value: string | null): OfferFilter {
  return (OFFER_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as OfferFilter)
    : 'all';
}

export function getOffersHref(filter: OfferFilter): string {
  return filter === 'all' ? '/admin/bonuses' : `/admin/bonuses?status=${filter}`;
}

/** A claim's states (the contracts' BONUS_CLAIM_STATUSES; a test holds them). */
export const CLAIM_STATUSES = ['active', 'declined', 'finished'] as const;
export type ClaimStatus = BonusClaim['status'];
export const CLAIM_FILTERS = ['all', ...CLAIM_STATUSES] as const;
export type ClaimFilter = (typeof CLAIM_FILTERS)[number];

export const CLAIM_STATUS_TONES: Record<ClaimStatus, BadgeTone> = {
  active: 'info',
  declined: 'neutral',
  finished: 'success',
};

export function readClaimFilter(value: string | null): ClaimFilter {
  return (CLAIM_FILTERS as readonly string[]).includes(value ?? '')
    ? (value as ClaimFilter)
    : 'all';
}

/** The address of an offer's page (its edit form and retirement). */
export function getOfferHref(code: string): string {
  return `/admin/bonuses/offers/${encodeURIComponent(code)}`;
}

/** The address of an offer's claims of one status on `page`. */
export function getClaimsHref(code: string, filter: ClaimFilter, page = 1): string {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('status', filter);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  const path = `${getOfferHref(code)}/claims`;
  return query ? `${path}?${query}` : path;
}

/**
 * How far a claim's wagering has come, in whole percent (0 to 100), from its integer minor
 * units: `bet_amount` of `bet_total`. Nothing to wager counts as done.
 */
export function getWageringPercent(claim: Pick<BonusClaim, 'bet_amount' | 'bet_total'>): number {
  if (claim.bet_total <= 0) return 100;
  return Math.min(100, Math.floor((Math.max(0, claim.bet_amount) * 100) / claim.bet_total));
}
