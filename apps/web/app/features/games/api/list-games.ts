import { gamesListResponseSchema } from '@casino/contracts';
import type { Game, GamesListRequest, GamesListResponse } from '@casino/contracts/games';
import type { ApiClient, ApiRequestInit } from '../../../lib/api';

/** spec §7 POST /api/games/list: one range of at most 500 games (spec §9). */
export function listGames(
  api: ApiClient,
  body: GamesListRequest,
  init?: ApiRequestInit,
): Promise<GamesListResponse> {
  return api.post('/api/games/list', body, gamesListResponseSchema, init);
}

/** The rows a grid asks for at most; the API pages them 500 at a time. */
const GRID_ROWS_MAX = 3000;
const PAGE_SIZE = 500;

/**
 * Every game matching `filter`: the first range tells the total, the remaining ranges load in
 * parallel (a category may hold more than the 500 one call returns).
 */
export async function listAllGames(
  api: ApiClient,
  filter: Omit<GamesListRequest, 'limitfrom' | 'limitto'>,
  init?: ApiRequestInit,
): Promise<{ games: Game[]; totalcount: number }> {
  const first = await listGames(api, { ...filter, limitfrom: 0, limitto: PAGE_SIZE }, init);
  const total = Math.min(first.totalcount, GRID_ROWS_MAX);
  const starts: number[] = [];
  for (let from = PAGE_SIZE; from < total; from += PAGE_SIZE) starts.push(from);
  const rest = await Promise.all(
    starts.map((from) =>
      listGames(api, { ...filter, limitfrom: from, limitto: from + PAGE_SIZE }, init),
    ),
  );
  return { games: [first, ...rest].flatMap((page) => page.games), totalcount: first.totalcount };
}
