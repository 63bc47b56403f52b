import type { AdminPlayer } from '@casino/contracts';
import type { ApiClient } from '../../../../lib/api';
import { playerAnswerSchema } from './block-player';

/** POST /api/admin/players/:id/unblock: the player may sign in again. */
export async function unblockPlayer(api: ApiClient, id: string): Promise<AdminPlayer> {
  const path = `/api/admin/players/${encodeURIComponent(id)}/unblock`;
  return (await api.post(path, {}, playerAnswerSchema)).player;
}
