import type { Bonus } from '@casino/contracts';

/** spec §2/§5: the deposit tab's banner offers only this kind of bonus. */
export const DEPOSIT_BONUS_KEY = 'DEPOSIT_BONUS_CASH';
/** spec §6/§9: players with fewer deposits than this and no bonus see a message. */
export const DEPOSIT_MESSAGE_THRESHOLD = 4;

/** The calendar day of `moment` in UTC, as a number that orders days. */
function utcDay(moment: Date): number {
  return Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate());
}

/** spec §5: not expired means its expiry is today or later (by the day, not the hour). */
export function isNotExpired(bonus: Bonus, now: Date): boolean {
  if (!bonus.expireDateTime) return true;
  return utcDay(new Date(bonus.expireDateTime)) >= utcDay(now);
}

/**
 * spec §5 deposit form: the banner lists only bonuses not yet active (available), not expired
 * and keyed DEPOSIT_BONUS_CASH.
 */
export function bannerBonuses(bonuses: Bonus[], now: Date): Bonus[] {
  return bonuses.filter(
    (bonus) =>
      bonus.active === 0 && bonus.bonus_key === DEPOSIT_BONUS_KEY && isNotExpired(bonus, now),
  );
}

/** Whether the player may still claim or decline it. */
export const isClaimable = (bonus: Bonus) => bonus.active === 0;

/** spec §4: bet_amount / bet_total × 100, or 0 if either is missing; at most 100. */
export function progressPercent(bonus: Pick<Bonus, 'bet_amount' | 'bet_total'>): number {
  if (!bonus.bet_amount || !bonus.bet_total) return 0;
  return Math.min(100, Math.floor((bonus.bet_amount * 100) / bonus.bet_total));
}

/** spec §4: the progress bar shows only for DEPOSIT_BONUS_CASH bonuses that are not claimable. */
export const showsProgress = (bonus: Bonus) =>
  bonus.bonus_key === DEPOSIT_BONUS_KEY && !isClaimable(bonus) && bonus.active !== -1;

/**
 * spec §5: the bonus text in the current language when a `lang` entry matches the locale
 * upper-cased ("ES", "ZH-CN"), else the message as written.
 */
export function bonusText(bonus: Pick<Bonus, 'bonus_message' | 'lang'>, locale: string): string {
  const wanted = locale.toUpperCase();
  return bonus.lang.find((entry) => entry.lang === wanted)?.message ?? bonus.bonus_message;
}

/** What the player sees of a bonus's state. */
export type BonusState = 'available' | 'running' | 'completed' | 'expired' | 'declined';

export function bonusState(bonus: Bonus, now: Date): BonusState {
  if (bonus.active === -1) return 'declined';
  if (bonus.active === 0) return isNotExpired(bonus, now) ? 'available' : 'expired';
  if (bonus.finished === 1) return bonus.bet_amount >= bonus.bet_total ? 'completed' : 'expired';
  return 'running';
}

/**
 * What a FREE_SPINS bonus shows besides its text and buttons:
 * - `offered`: it can be claimed; the spins it gives;
 * - `playing`: claimed with spins left; the spins and a link to their game;
 * - `spent`: claimed, every spin played and nothing to wager (yet: the last spin's win may
 *   still be on its way); the spins, no link;
 * - `wagering`: every spin played and what they won being wagered (bet_total > 0);
 * - null: not a free-spins bonus, or one that looks as every other (declined, expired, ended).
 */
export type FreeSpinsStage = 'offered' | 'playing' | 'spent' | 'wagering';

export function freeSpinsStage(bonus: Bonus, now: Date): FreeSpinsStage | null {
  if (!bonus.free_spins) return null;
  const state = bonusState(bonus, now);
  if (state === 'available') return 'offered';
  if (state !== 'running') return null;
  if (bonus.free_spins.left > 0) return 'playing';
  return bonus.bet_total > 0 ? 'wagering' : 'spent';
}

/** spec §6: the message keyed to the deposit count, for fewer than 4 deposits and no bonus. */
const NEXT_DEPOSIT = ['first', 'second', 'third', 'fourth'] as const;

export function depositMessageKey(
  totalDeposits: number,
  bonuses: Bonus[],
): `bonuses.depositMessage.${(typeof NEXT_DEPOSIT)[number]}` | null {
  if (bonuses.length > 0 || totalDeposits >= DEPOSIT_MESSAGE_THRESHOLD) return null;
  const next = NEXT_DEPOSIT[Math.max(0, Math.trunc(totalDeposits))] ?? 'first';
  return `bonuses.depositMessage.${next}`;
}
