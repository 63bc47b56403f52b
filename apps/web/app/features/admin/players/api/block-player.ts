import { adminPlayerSchema, okAnswer, type AdminPlayer } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';

/** The answer of a block or an unblock: the player as it now stands. */
export const playerAnswerSchema = okAnswer({ player: adminPlayerSchema });

/**
 * POST /api/admin/players/:id/block `{reason}` (PlayerBlock, 3 to 500 characters): no sign-in,
 * no play, every session ended; the money stays.
 */
export async function blockPlayer(
  api: ApiClient,
  id: string,
  body: { reason: string },
): Promise<AdminPlayer> {
  const path = `/api/admin/players/${encodeURIComponent(id)}/block`;
  return (await api.post(path, body, playerAnswerSchema)).player;
}
