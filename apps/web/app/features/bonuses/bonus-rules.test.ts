import type { Bonus } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  bannerBonuses,
  bonusState,
  bonusText,
  depositMessageKey,
  freeSpinsStage,
  progressPercent,
  showsProgress,
} from './bonus-rules';

const NOW = new Date('2026-11-25T15:00:00Z');

function bonus(overrides: Partial<Bonus> = {}): Bonus {
  return {
    id: 1,
    active: 0,
    finished: 0,
    bonus_message: '100% deposit bonus',
    lang: [
      { key: 'bonus_message', lang: 'ES', message: 'Bono del 100%' },
      { key: 'bonus_message', lang: 'ZH-CN', message: '100% 存款奖金' },
    ],
    bonus_key: 'DEPOSIT_BONUS_CASH',
    bet_amount: 0,
    bet_total: 0,
    amount: 0,
    expireDateTime: '2026-12-01T00:00:00.000Z',
    days_left: 6,
    free_spins: null,
    ...overrides,
  };
}

describe('the bonus rules of spec §4 and §5', () => {
  it('offers in the deposit banner only available, unexpired deposit cash bonuses', () => {
    const list = [
      bonus({ id: 1 }),
      bonus({ id: 2, active: 1 }),
      bonus({ id: 3, active: -1 }),
      bonus({ id: 4, bonus_key: 'CASHBACK' }),
      bonus({
        id: 7,
        bonus_key: 'FREE_SPINS',
        free_spins: { left: 20, total: 20, spin_value: 10, game_id: 7, game_name: 'Demo Fruits' },
      }),
      // Expiring later today still counts as not expired (expiry today or later).
      bonus({ id: 5, expireDateTime: '2026-11-25T01:00:00.000Z' }),
      bonus({ id: 6, expireDateTime: '2026-11-24T23:59:59.000Z' }),
    ];
    expect(bannerBonuses(list, NOW).map((entry) => entry.id)).toEqual([1, 5]);
  });

  it('computes the progress as bet_amount / bet_total × 100, 0 when either is missing', () => {
    expect(progressPercent({ bet_amount: 1500, bet_total: 4000 })).toBe(37);
    expect(progressPercent({ bet_amount: 0, bet_total: 4000 })).toBe(0);
    expect(progressPercent({ bet_amount: 1500, bet_total: 0 })).toBe(0);
    expect(progressPercent({ bet_amount: 5000, bet_total: 4000 })).toBe(100);
  });

  it('shows the progress bar only for deposit cash bonuses that are no longer claimable', () => {
    expect(showsProgress(bonus({ active: 1 }))).toBe(true);
    expect(showsProgress(bonus({ active: 0 }))).toBe(false);
    expect(showsProgress(bonus({ active: -1 }))).toBe(false);
    expect(showsProgress(bonus({ active: 1, bonus_key: 'FREE_SPINS' }))).toBe(false);
  });

  it('translates the text only when a lang entry matches the locale upper-cased', () => {
    expect(bonusText(bonus(), 'es')).toBe('Bono del 100%');
    expect(bonusText(bonus(), 'zh-CN')).toBe('100% 存款奖金');
    expect(bonusText(bonus(), 'en')).toBe('100% deposit bonus');
    expect(bonusText(bonus({ lang: [] }), 'es')).toBe('100% deposit bonus');
  });

  it('names each state', () => {
    expect(bonusState(bonus(), NOW)).toBe('available');
    expect(bonusState(bonus({ expireDateTime: '2026-11-20T00:00:00Z' }), NOW)).toBe('expired');
    expect(bonusState(bonus({ active: 1 }), NOW)).toBe('running');
    expect(bonusState(bonus({ active: 1, finished: 1, bet_amount: 40, bet_total: 40 }), NOW)).toBe(
      'completed',
    );
    expect(bonusState(bonus({ active: 1, finished: 1, bet_amount: 4, bet_total: 40 }), NOW)).toBe(
      'expired',
    );
    expect(bonusState(bonus({ active: -1 }), NOW)).toBe('declined');
  });

  it('tells which stage a free-spins bonus is at', () => {
    const spins = { left: 20, total: 20, spin_value: 10, game_id: 7, game_name: 'Demo Fruits' };
    const freeSpins = (overrides: Partial<Bonus> = {}) =>
      bonus({ bonus_key: 'FREE_SPINS', free_spins: spins, ...overrides });
    const usedUp = { ...spins, left: 0 };
    expect(freeSpinsStage(bonus(), NOW)).toBeNull();
    expect(freeSpinsStage(freeSpins(), NOW)).toBe('offered');
    expect(freeSpinsStage(freeSpins({ active: 1, free_spins: { ...spins, left: 3 } }), NOW)).toBe(
      'playing',
    );
    expect(freeSpinsStage(freeSpins({ active: 1, free_spins: usedUp, bet_total: 900 }), NOW)).toBe(
      'wagering',
    );
    expect(freeSpinsStage(freeSpins({ active: 1, free_spins: usedUp }), NOW)).toBe('spent');
    // Declined, expired and ended ones look as every other bonus.
    expect(freeSpinsStage(freeSpins({ active: -1 }), NOW)).toBeNull();
    expect(freeSpinsStage(freeSpins({ expireDateTime: '2026-11-20T00:00:00Z' }), NOW)).toBeNull();
    expect(
      freeSpinsStage(
        freeSpins({ active: 1, finished: 1, free_spins: usedUp, bet_amount: 900, bet_total: 900 }),
        NOW,
      ),
    ).toBeNull();
  });

  it('keys the message to the deposit count for fewer than 4 deposits and no bonus', () => {
    expect(depositMessageKey(0, [])).toBe('bonuses.depositMessage.first');
    expect(depositMessageKey(3, [])).toBe('bonuses.depositMessage.fourth');
    expect(depositMessageKey(4, [])).toBeNull();
    expect(depositMessageKey(1, [bonus()])).toBeNull();
  });
});
