import { can, type AuditSource, type Permission, type Role } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

/** Who made the request, as far as authorisation needs to know. */
export interface Principal {
  userId: number;
  sessionId: number;
  role: Role;
  /** A staff account without 2FA in live mode (issue 18): the back office refuses it. */
  needsTwoFactorSetup?: boolean;
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

/** Who did a staff action and from where (the audit trail's "who" and "from where"). */
export interface StaffActor {
  /** The staff account; null only for a CLI command no staff account stands behind. */
  userId: number | null;
  role: string;
  source: AuditSource;
  ip: string | null;
  userAgent: string | null;
}

/** A signed-in staff member acting through the API. */
export type Staff = Principal & StaffActor & { userId: number };

/**
 * Back office: the caller's role must hold `permission` (docs/staff-roles.md); a player or a
 * staff member without it gets 403 FORBIDDEN, a visitor 401. In live mode a staff account
 * without two-factor authentication gets 403 TWO_FACTOR_SETUP_REQUIRED (issue 18).
 */
export function requirePermission(request: FastifyRequest, permission: Permission): Staff {
  const principal = requirePrincipal(request);
  if (!can(principal.role, permission)) throw new AppError('FORBIDDEN');
  if (principal.needsTwoFactorSetup) throw new AppError('TWO_FACTOR_SETUP_REQUIRED');
  return {
    ...principal,
    source: 'api',
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent'] ?? null,
  };
}
