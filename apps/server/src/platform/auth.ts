import type { Role } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

/** Who made the request, as far as authorisation needs to know. */
export interface Principal {
  userId: number;
  sessionId: number;
  role: Role;
}

export type ResolveToken = (token: string, request: FastifyRequest) => Promise<Principal | null>;

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

export function readBearerToken(request: FastifyRequest): string | null {
  const match = BEARER.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Resolves `Authorization: Bearer <token>` to a principal on every request. Routes then call
 * `requirePrincipal` (or `requireRole`); calls needing a token answer 401 without one (spec §6).
 */
export const authPlugin = fp<{ resolveToken: ResolveToken }>(
  async (app: FastifyInstance, options) => {
    app.decorateRequest('principal', null);
    app.addHook('onRequest', async (request) => {
      const token = readBearerToken(request);
      request.principal = token ? await options.resolveToken(token, request) : null;
    });
  },
);

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('UNAUTHENTICATED');
  return request.principal;
}

export function requireRole(request: FastifyRequest, ...roles: Role[]): Principal {
  const principal = requirePrincipal(request);
  if (!roles.includes(principal.role)) throw new AppError('FORBIDDEN');
  return principal;
}
