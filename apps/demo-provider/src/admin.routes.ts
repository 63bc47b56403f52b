import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ROUND_STATUSES, type RoundStore } from './rounds';

/**
 * GET /admin/rounds: the studio's record of every real-money round, for reconciliation with
 * the casino's ledger. Guarded by the provider secret the casino and the studio share.
 */

const querySchema = z.object({
  status: z.enum(ROUND_STATUSES).optional(),
  user: z.string().max(100).optional(),
});

/** Constant-time, whatever the lengths: both sides are hashed to 32 bytes first. */
function isSecretValid(given: string, secret: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

export function registerAdminRoutes(app: FastifyInstance, secret: string, store: RoundStore): void {
  app.get('/admin/rounds', async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer (.+)$/.exec(header);
    if (!match || !isSecretValid(match[1]!, secret)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'UNAUTHORIZED', message: 'Authorization: Bearer <provider secret>' });
    }
    const query = querySchema.safeParse(request.query);
    if (!query.success) {
      return reply.code(400).send({ error: 'INVALID_REQUEST', message: 'status or user' });
    }
    return { rounds: store.list(query.data) };
  });
}
