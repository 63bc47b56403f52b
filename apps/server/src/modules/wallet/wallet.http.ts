import { IDEMPOTENCY_HEADER, z } from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import { localeFromHeader, translate } from '../../platform/i18n';

/** What the wallet's route files share (HTTP only; the use cases never see it). */
export const SECURED = { security: [{ bearer: [] }] };

/** A status text of the reply, in the caller's language. */
export const statusMessage = (request: FastifyRequest, key: string) =>
  translate(localeFromHeader(request.headers['accept-language']), `status:${key}`);

/** The client's idempotency key of a money call (optional; the web always sends one). */
export const IDEMPOTENCY_HEADERS = z.object({
  [IDEMPOTENCY_HEADER]: z.string().trim().min(8).max(200).optional(),
});

export const idempotencyKeyOf = (request: FastifyRequest) => {
  const value = request.headers[IDEMPOTENCY_HEADER];
  return typeof value === 'string' ? value.trim() : null;
};
