import { adminPlayerLedgerResponseSchema } from '@casino/contracts';
import type { output } from 'zod/v4/core';
import type { ApiClient, ApiRequestInit } from '../../../../lib/api';
import { LEDGER_FILTERS, type LedgerFilters } from '../player-query';

export type LedgerEntry = output<typeof adminPlayerLedgerResponseSchema>['entries'][number];
export type LedgerPage = { entries: LedgerEntry[]; total: number };

/** GET /api/admin/players/:id/ledger: one page of the player's movements, newest first. */
export async function getPlayerLedger(
  api: ApiClient,
  id: string,
  { filters, page, per_page }: { filters: LedgerFilters; page: number; per_page: number },
  init?: ApiRequestInit,
): Promise<LedgerPage> {
  const query = new URLSearchParams();
  for (const name of LEDGER_FILTERS) {
    const value = filters[name];
    if (value) query.set(name, value);
  }
  query.set('page', String(page));
  query.set('per_page', String(per_page));
  const path = `/api/admin/players/${encodeURIComponent(id)}/ledger?${query}`;
  const { entries, total } = await api.get(path, adminPlayerLedgerResponseSchema, init);
  return { entries, total };
}
