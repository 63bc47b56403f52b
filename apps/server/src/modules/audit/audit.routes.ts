import { adminAuditQuerySchema, adminAuditResponseSchema } from '@casino/contracts';
import { requirePermission } from '../../platform/auth';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { AuditTrail } from './audit.service';

/** Back office: the audit trail, newest first, filtered (`audit.view`; issue 17). */
export function auditRoutes({ audit }: { audit: AuditTrail }): RoutesPlugin {
  return async (app) => {
    app.get(
      '/admin/audit',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every staff action: who, what, target, before and after, when, from where',
          security: [{ bearer: [] }],
          querystring: adminAuditQuerySchema,
          response: { 200: adminAuditResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        requirePermission(request, 'audit.view');
        return { status: 'ok' as const, ...(await audit.list(request.query)) };
      },
    );
  };
}
