/**
 * What the Players section's addresses carry: the search (`/admin/players?q=&page=`), the
 * player page's tab and the ledger's filters (`/admin/players/7?account=cash&from=...`), so a
 * view is rendered on the server and can be bookmarked or sent to a colleague.
 */

/** The ledger's page size (the API's default). */
export const LEDGER_PER_PAGE = 50;

/** The player page's tabs; the ledger is the default one. */
export const PLAYER_TABS = [
  'ledger',
  'deposits',
  'withdrawals',
  'bonuses',
  'sessions',
  'documents',
  'notes',
] as const;
export type PlayerTab = (typeof PLAYER_TABS)[number];

/** The ledger's filters as the API takes them (adminPlayerLedgerQuerySchema), all optional. */
export const LEDGER_FILTERS = ['account', 'type', 'from', 'to'] as const;
export type LedgerFilter = (typeof LEDGER_FILTERS)[number];
export type LedgerFilters = Partial<Record<LedgerFilter, string>>;

/** A page number of an address: a whole number from 1, the first page when it is not one. */
export function readPage(value: string | null): number {
  return Math.max(1, Math.min(100_000, Math.trunc(Number(value)) || 1));
}

/** The tab an address asks for (`?tab=`); the ledger unless it names another. */
export function readPlayerTab(value: string | null): PlayerTab {
  return (PLAYER_TABS as readonly string[]).includes(value ?? '') ? (value as PlayerTab) : 'ledger';
}

/** The ledger filters an address carries, trimmed; `account=all` is the API's default. */
export function readLedgerFilters(params: URLSearchParams): LedgerFilters {
  const filters: LedgerFilters = {};
  for (const name of LEDGER_FILTERS) {
    const value = params.get(name)?.trim();
    if (value && !(name === 'account' && value === 'all')) filters[name] = value;
  }
  return filters;
}

/** The search's address for `q` on `page` (the first page when left out). */
export function getPlayersHref(q: string, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/players?${query}` : '/admin/players';
}

/**
 * The address of a player's tab; the ledger's carries its filters and page (other tabs show
 * everything the page has, so they carry nothing).
 */
export function getPlayerHref(
  id: number | string,
  {
    tab = 'ledger',
    filters = {},
    page = 1,
  }: { tab?: PlayerTab; filters?: LedgerFilters; page?: number } = {},
): string {
  const params = new URLSearchParams();
  if (tab !== 'ledger') params.set('tab', tab);
  else {
    for (const name of LEDGER_FILTERS) {
      const value = filters[name];
      if (value) params.set(name, value);
    }
    if (page > 1) params.set('page', String(page));
  }
  const query = params.toString();
  return `/admin/players/${id}${query ? `?${query}` : ''}`;
}
