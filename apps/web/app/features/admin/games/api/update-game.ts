import { adminGameResponseSchema, type AdminGame } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/**
 * PATCH /api/admin/games/:id's body (AdminGameUpdate): only what is sent changes;
 * `category_id: null` takes the game out of its category. Numbers the form could not read are
 * sent as typed, for the API to word its refusal.
 */
export type GamePatch = {
  enabled?: boolean;
  featured?: boolean;
  position?: number | string;
  category_id?: number | string | null;
};

/** PATCH /api/admin/games/:id: show or hide, feature, order or categorise one game. */
export async function updateGame(api: ApiClient, id: string, body: GamePatch): Promise<AdminGame> {
  const path = `/api/admin/games/${encodeURIComponent(id)}`;
  return (await api.patch(path, body, adminGameResponseSchema)).game;
}
