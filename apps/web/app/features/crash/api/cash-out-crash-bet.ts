import { crashActionResponseSchema } from '@casino/contracts';
import { type CrashActionResponse, type OriginalGame } from '@casino/contracts';
import { idempotent, type ApiClient } from '../../../lib/api';

/**
 * POST /api/originals/{game}/cashout: the player's open bet in the running round, paid at the
 * multiplier of the server's clock when the request arrives.
 */
export function cashOutCrashBet(
  api: ApiClient,
  game: OriginalGame,
  request: { round_id?: number },
  idempotencyKey: string,
): Promise<CrashActionResponse> {
  return api.post(
    `/api/originals/${game}/cashout`,
    request,
    crashActionResponseSchema,
    idempotent(idempotencyKey),
  );
}
