import { describe, expect, it } from 'vitest';
import { makeOffer } from './bonuses.fixtures';
import { fromDateTimeLocal, toDateTimeLocal, toDecimalText, toEditValues } from './offer-form';
import { getOfferStatus, getWageringPercent } from './offer-status';

describe('the offer forms’ values', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [2_050, '20.50'],
    [10_000, '100.00'],
    [123_456_789_01, '123456789.01'],
  ])('writes %i minor units as %s, without a float', (minor, text) => {
    expect(toDecimalText(minor)).toBe(text);
  });

  it('reads moments in UTC both ways', () => {
    expect(toDateTimeLocal('2026-12-01T09:30:45.123Z')).toBe('2026-12-01T09:30');
    expect(toDateTimeLocal('2026-12-01T10:30:00+01:00')).toBe('2026-12-01T09:30');
    expect(toDateTimeLocal(null)).toBe('');
    expect(fromDateTimeLocal('2026-12-01T09:30')).toBe('2026-12-01T09:30:00Z');
    expect(fromDateTimeLocal('  ')).toBeNull();
    // Anything else goes as typed, for the API to word its refusal.
    expect(fromDateTimeLocal('tomorrow')).toBe('tomorrow');
  });

  it('shows a deposit match’s terms, and free spins without them', () => {
    expect(toEditValues(makeOffer())).toEqual({
      message: 'Welcome: 100% of your first deposit up to $100',
      message_es: 'Bienvenida: 100% de tu depósito',
      message_zh: '',
      wagering_multiple: '10',
      valid_days: '7',
      match_percent: '100',
      max_amount: '100.00',
      min_deposit: '20.00',
      starts_at: '',
      ends_at: '',
    });
    expect(toEditValues(makeOffer({ bonus_key: 'FREE_SPINS' }))).not.toHaveProperty('max_amount');
  });
});

describe('an offer’s status and a claim’s wagering', () => {
  const now = Date.parse('2026-11-25T10:00:00.000Z');

  it.each([
    [{}, 'open'],
    [{ starts_at: '2026-11-25T10:00:00.000Z' }, 'open'],
    [{ starts_at: '2026-11-25T10:00:01.000Z' }, 'scheduled'],
    [{ ends_at: '2026-11-25T10:00:00.000Z' }, 'ended'],
    [{ ends_at: '2026-12-01T00:00:00.000Z' }, 'open'],
    [{ retired_at: '2026-11-01T00:00:00.000Z', starts_at: '2027-01-01T00:00:00.000Z' }, 'retired'],
  ])('reads %j as %s, as the API offers it', (schedule, status) => {
    expect(getOfferStatus(makeOffer(schedule), now)).toBe(status);
  });

  it('counts whole percent of the wagering, capped at 100', () => {
    expect(getWageringPercent({ bet_amount: 12_550, bet_total: 50_000 })).toBe(25);
    expect(getWageringPercent({ bet_amount: 1, bet_total: 3 })).toBe(33);
    expect(getWageringPercent({ bet_amount: 70_000, bet_total: 50_000 })).toBe(100);
    expect(getWageringPercent({ bet_amount: 0, bet_total: 0 })).toBe(100);
  });
});
