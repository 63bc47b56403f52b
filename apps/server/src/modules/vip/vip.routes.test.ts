import type { CashbackTerms } from '@casino/contracts';
import { cashbackTermsInputSchema } from '@casino/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInStaff } from '../../test/http';
import { useTestApp } from '../../test/suite';

/**
 * The weekly cashback's terms through HTTP on the embedded database (the runs that pay by them
 * are in the PostgreSQL suites): what the console's form may send and the API refuses, each
 * refusal on its field, translated, changing nothing and auditing nothing.
 */
const { t, api } = useTestApp({
  config: { CASHBACK_BASE_PERCENT: 10, CASHBACK_MAX_PERCENT: 30, CASHBACK_PAID_AS: 'cash' },
});

const ENVIRONMENT: CashbackTerms = {
  base_percent: 10,
  max_percent: 30,
  paid_as: 'cash',
  wagering_multiple: 1,
  bonus_days: 7,
};

describe('the cashback terms API (cashback.manage)', () => {
  let finance: string;
  beforeAll(async () => {
    finance = (await signInStaff(t.runtime, api, 'finance')).token;
  });

  const readTerms = async () => (await api.get('/api/admin/cashback', { token: finance })).body;
  const countAudited = async () =>
    (await t.runtime.services.audit.list({ action: 'cashback.terms', page: 1, per_page: 50 }))
      .total;

  it('refuses a base above the maximum on the field sent, in the staff member’s language', async () => {
    const audited = await countAudited();
    const both = await api.post(
      '/api/admin/cashback',
      { base_percent: 40, max_percent: 35 },
      { token: finance },
    );
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual({
      max_percent: ['The base percent (40 %) may not be above the maximum (35 %).'],
    });
    // The stored maximum (30) stays: a base of 31 alone is refused on the base.
    const base = await api.post(
      '/api/admin/cashback',
      { base_percent: 31 },
      { token: finance, locale: 'es' },
    );
    expect(base.status).toBe(422);
    expect(base.body.errors).toEqual({
      base_percent: ['El porcentaje base (31 %) no puede superar el máximo (30 %).'],
    });
    expect(await readTerms()).toEqual({ status: 'ok', terms: ENVIRONMENT });
    expect(await countAudited()).toBe(audited);
  });

  it('refuses null, empty, true and fractions instead of reading them as 0 or 1', async () => {
    const res = await api.post(
      '/api/admin/cashback',
      { base_percent: null, max_percent: '', wagering_multiple: true, bonus_days: 2.5 },
      { token: finance },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      base_percent: ['Required.'],
      max_percent: ['Must be a whole number.'],
      wagering_multiple: ['Must be a whole number.'],
      bonus_days: ['Must be a whole number.'],
    });
    expect(await readTerms()).toEqual({ status: 'ok', terms: ENVIRONMENT });
  });

  it('saves a change within bounds, audited with its before and after', async () => {
    const res = await api.post(
      '/api/admin/cashback',
      { base_percent: 12, max_percent: 12, paid_as: 'bonus' },
      { token: finance },
    );
    expect(res.status).toBe(200);
    const after = { ...ENVIRONMENT, base_percent: 12, max_percent: 12, paid_as: 'bonus' };
    expect(res.body.terms).toEqual(after);
    expect(await readTerms()).toEqual({ status: 'ok', terms: after });
    const { entries } = await t.runtime.services.audit.list({
      action: 'cashback.terms',
      page: 1,
      per_page: 1,
    });
    expect(entries[0]).toMatchObject({
      staff_role: 'finance',
      target_type: 'cashback',
      before: ENVIRONMENT,
      after,
    });
  });

  it('reads the CLI’s options, which arrive as text', () => {
    expect(cashbackTermsInputSchema.parse({ base_percent: ' 12 ', bonus_days: '7' })).toEqual({
      base_percent: 12,
      bonus_days: 7,
    });
    expect(cashbackTermsInputSchema.safeParse({ max_percent: '12.5' }).success).toBe(false);
  });
});
