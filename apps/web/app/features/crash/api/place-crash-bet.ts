import { crashActionResponseSchema } from '@casino/contracts';
import {
  type CrashActionResponse,
  type CrashBetRequest,
  type OriginalGame,
} from '@casino/contracts';
import { idempotent, type ApiClient } from '../../../lib/api';

/**
 * POST /api/originals/{game}/bet: a stake in major units of the player's currency, an optional
 * auto cash-out, and on crashbull an optional side (a separate bet from the main one).
 */
export function placeCrashBet(
  api: ApiClient,
  game: OriginalGame,
  request: CrashBetRequest,
  idempotencyKey: string,
): Promise<CrashActionResponse> {
  return api.post(
    `/api/originals/${game}/bet`,
    request,
    crashActionResponseSchema,
    idempotent(idempotencyKey),
  );
}
