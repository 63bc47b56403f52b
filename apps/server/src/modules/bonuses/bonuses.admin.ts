import type {
  BonusClaim,
  BonusClaimsQuery,
  BonusOfferUpdate,
  StaffBonusOffer,
} from '@casino/contracts';
import type { StaffActor } from '../../platform/auth';
import { AppError, type FieldIssue } from '../../platform/errors';
import type { AuditTrail } from '../audit/audit.service';
import type { OfferClaimRow, OfferEdit } from './bonuses.offers.repository';
import type { BonusesRepository, BonusOfferRow } from './bonuses.repository';

/** An offer as staff see it, with its schedule and how many players claimed and declined it. */
export function toOfferDto(entry: {
  offer: BonusOfferRow;
  claimed: number;
  declined: number;
}): StaffBonusOffer {
  const { offer } = entry;
  return {
    id: offer.id,
    code: offer.code,
    bonus_key: offer.bonusKey,
    currency: offer.currency,
    message: offer.message,
    lang: offer.texts,
    game_weights: offer.gameWeights,
    deposit_number: offer.depositNumber,
    free_spins: offer.freeSpins,
    spin_value: offer.spinValue,
    game_id: offer.gameId,
    match_percent: offer.matchPercent,
    max_amount: offer.maxAmount,
    min_deposit: offer.minDeposit,
    wagering_multiple: offer.wageringMultiple,
    valid_days: offer.validDays,
    starts_at: offer.startsAt?.toISOString() ?? null,
    ends_at: offer.endsAt?.toISOString() ?? null,
    retired_at: offer.retiredAt?.toISOString() ?? null,
    claimed: entry.claimed,
    declined: entry.declined,
  };
}

/** What the audit trail keeps of an offer's edit: the fields an edit may change. */
function auditedOffer(offer: BonusOfferRow) {
  return {
    message: offer.message,
    lang: offer.texts,
    wagering_multiple: offer.wageringMultiple,
    valid_days: offer.validDays,
    match_percent: offer.matchPercent,
    max_amount: offer.maxAmount,
    min_deposit: offer.minDeposit,
    starts_at: offer.startsAt,
    ends_at: offer.endsAt,
  };
}

function toClaimDto({ bonus, name, email }: OfferClaimRow): BonusClaim {
  return {
    id: bonus.id,
    player: { id: bonus.userId, name: name ?? '', email: email ?? '' },
    status: bonus.finished === 1 ? 'finished' : bonus.active === -1 ? 'declined' : 'active',
    ended_as: bonus.endedAs,
    amount: bonus.amount,
    bet_amount: bonus.betAmount,
    bet_total: bonus.betTotal,
    claimed_at: bonus.claimedAt?.toISOString() ?? null,
    declined_at: bonus.declinedAt?.toISOString() ?? null,
    finished_at: bonus.finishedAt?.toISOString() ?? null,
    expires_at: bonus.expiresAt.toISOString(),
  };
}

/** The money terms of an edit, by their field: a deposit match's, and the wagering. */
const TERMS = {
  wagering_multiple: 'wageringMultiple',
  match_percent: 'matchPercent',
  max_amount: 'maxAmount',
  min_deposit: 'minDeposit',
} as const satisfies Partial<Record<keyof BonusOfferUpdate, keyof OfferEdit>>;
const MATCH_TERMS = new Set(['match_percent', 'max_amount', 'min_deposit']);

const toMoment = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/**
 * Staff edit, schedule and follow offers (issue 17, `bonuses.manage`).
 *
 * An edit never changes a bonus a player already holds:
 * - once a bonus is funded its money and wagering target are its own row's (`amount`,
 *   `bet_total`, set by the qualifying deposit or the claim of a grant), and its expiry is set
 *   at the claim (`expires_at`): no edit reaches them;
 * - what is still read from the offer afterwards cannot be edited (kind, currency, game weights,
 *   free spins and their value, the welcome ladder's deposit);
 * - the money terms (match, maximum, minimum deposit, wagering multiple) are read again at the
 *   qualifying deposit, and a free-spins bonus's wagering at each win: while any player holds
 *   the offer claimed on them, changing them is refused (`bonus_terms_held`; retire it and
 *   create a new offer). The edit locks the offer row and a claim holds it shared until
 *   it commits (bonuses.repository.ts `setActive`): a claim at the same instant lands wholly
 *   before the edit, which then counts it and refuses, or wholly after it, on the new terms.
 * Texts, days to claim and the schedule change for the players who have not claimed it: the
 * list shows them the offer as it now stands, and a claim takes its days from then.
 */
export function createBonusOffersAdmin(deps: {
  bonusesRepository: BonusesRepository;
  audit: AuditTrail;
  now: () => Date;
}) {
  const { bonusesRepository: repo, audit, now } = deps;

  async function requireOffer(code: string): Promise<BonusOfferRow> {
    const offer = await repo.findOfferByCode(code);
    if (!offer) throw new AppError('BONUS_OFFER_NOT_FOUND');
    return offer;
  }

  async function withCounts(offer: BonusOfferRow): Promise<StaffBonusOffer> {
    const [listed] = await repo.listOffers(offer.id);
    return toOfferDto({ claimed: 0, declined: 0, ...listed, offer });
  }

  /** The edit as columns, refused field by field where it may not apply. */
  async function toEdit(
    offer: BonusOfferRow,
    edit: BonusOfferUpdate,
    tx: Parameters<BonusesRepository['countHeldOnOfferTerms']>[2],
  ): Promise<OfferEdit> {
    const fields: Record<string, FieldIssue[]> = {};
    const changes: OfferEdit = {
      ...(edit.message === undefined ? {} : { message: edit.message }),
      ...(edit.lang === undefined
        ? {}
        : { texts: edit.lang.map((text) => ({ key: 'bonus_message', ...text })) }),
      ...(edit.valid_days === undefined ? {} : { validDays: edit.valid_days }),
      ...(edit.starts_at === undefined ? {} : { startsAt: toMoment(edit.starts_at) }),
      ...(edit.ends_at === undefined ? {} : { endsAt: toMoment(edit.ends_at) }),
    };
    const changedTerms: string[] = [];
    for (const [field, column] of Object.entries(TERMS)) {
      const value = edit[field as keyof typeof TERMS];
      if (value === undefined) continue;
      if (MATCH_TERMS.has(field) && offer.bonusKey !== 'DEPOSIT_BONUS_CASH') {
        fields[field] = [{ key: 'bonus_term_not_for_kind' }];
        continue;
      }
      changes[column] = value;
      if (offer[column] !== value) changedTerms.push(field);
    }
    const startsAt = changes.startsAt === undefined ? offer.startsAt : changes.startsAt;
    const endsAt = changes.endsAt === undefined ? offer.endsAt : changes.endsAt;
    if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) {
      fields.ends_at = [{ key: 'date_range_order' }];
    }
    if (changedTerms.length > 0 && Object.keys(fields).length === 0) {
      const held = await repo.countHeldOnOfferTerms(offer, now(), tx);
      for (const field of held > 0 ? changedTerms : []) {
        fields[field] = [{ key: 'bonus_terms_held', params: { count: held } }];
      }
    }
    if (Object.keys(fields).length > 0) throw AppError.validation(fields);
    return changes;
  }

  return {
    /** PATCH /api/admin/bonuses/offers/{code}: the edit and its audit row, in one transaction. */
    async updateOffer(
      staff: StaffActor,
      code: string,
      edit: BonusOfferUpdate,
    ): Promise<StaffBonusOffer> {
      const row = await audit.run(staff, async (tx) => {
        const before = await repo.lockOfferByCode(code, tx);
        if (!before) throw new AppError('BONUS_OFFER_NOT_FOUND');
        // The cashback's offer follows its terms (`cashback.manage`), set at each weekly run.
        if (before.bonusKey === 'CASHBACK') {
          throw AppError.validation({ code: [{ key: 'bonus_offer_cashback' }] });
        }
        const after = await repo.updateOffer(before.id, await toEdit(before, edit, tx), tx);
        return {
          result: after,
          change: {
            action: 'bonus_offer.update',
            targetType: 'bonus_offer',
            targetId: code,
            before: auditedOffer(before),
            after: auditedOffer(after),
          },
        };
      });
      return withCounts(row);
    },

    /** GET /api/admin/bonuses/offers/{code}/claims: who claimed (or declined) it, latest first. */
    async listOfferClaims(
      code: string,
      query: BonusClaimsQuery,
    ): Promise<{ offer: StaffBonusOffer; claims: BonusClaim[]; total: number }> {
      const offer = await requireOffer(code);
      const [dto, { rows, total }] = await Promise.all([
        withCounts(offer),
        repo.findClaims(offer.id, {
          status: query.status,
          offset: (query.page - 1) * query.per_page,
          limit: query.per_page,
        }),
      ]);
      return { offer: dto, claims: rows.map(toClaimDto), total };
    },
  };
}
