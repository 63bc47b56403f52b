import type { AuditEntry, Bonus, StaffBonusOffer, StaffRole } from '@casino/contracts';
import { beforeAll, expect } from 'vitest';
import { api, staffToken } from '../../test/wallet';

/*
 * The staff, offers and calls the back office's bonus tests share (bonuses.admin*.routes.test.ts),
 * on the app of the test file that called useWalletApp.
 */

const tokens = new Map<StaffRole, string>();

/** Signs in one staff member of each role before the file's tests. */
export function useBonusStaff(): void {
  beforeAll(async () => {
    for (const role of ['admin', 'content', 'finance', 'support'] as const) {
      tokens.set(role, await staffToken(role));
    }
  });
}

export const tokenOf = (role: StaffRole) => tokens.get(role)!;
export const admin = () => tokenOf('admin');
export const content = () => tokenOf('content');

/** A USD deposit match (test data): 100% up to 100.00 from 20.00, wagered 10 times, 7 days. */
export const depositOffer = (code: string, fields: Record<string, unknown> = {}) => ({
  code,
  bonus_key: 'DEPOSIT_BONUS_CASH',
  currency: 'USD',
  message: `Offer ${code}: 100% deposit match (test data)`,
  lang: [],
  match_percent: 100,
  max_amount: '100',
  min_deposit: '20',
  wagering_multiple: 10,
  valid_days: 7,
  ...fields,
});

export async function createOffer(body: Record<string, unknown>): Promise<StaffBonusOffer> {
  const res = await api.post('/api/admin/bonuses/offers', body, { token: content() });
  expect(res.status).toBe(200);
  return res.body.offer as StaffBonusOffer;
}

export const patchOffer = (code: string, body: unknown, token = content(), locale?: string) =>
  api.patch(`/api/admin/bonuses/offers/${code}`, body, {
    token,
    ...(locale ? { locale } : {}),
  });

export async function listedOffer(code: string): Promise<StaffBonusOffer | undefined> {
  const res = await api.get('/api/admin/bonuses/offers', { token: admin() });
  return (res.body.offers as StaffBonusOffer[]).find((offer) => offer.code === code);
}

export const bonusesOf = async (token: string) =>
  (await api.post('/api/user/bonuses', {}, { token })).body.bonuses as Bonus[];
export const bonusOf = async (token: string, code: string) =>
  (await bonusesOf(token)).find((bonus) => bonus.bonus_message.startsWith(`Offer ${code}`));
export const claim = (token: string, id: number) =>
  api.post('/api/user/bonuses/active', { id, active: 1 }, { token });

export async function trail(query: string): Promise<AuditEntry[]> {
  const res = await api.get(`/api/admin/audit?${query}`, { token: admin() });
  expect(res.status).toBe(200);
  return res.body.entries as AuditEntry[];
}
