import { healthResponseSchema, livenessResponseSchema } from '@casino/contracts';
import type { RoutesPlugin } from '../../platform/routing';
import type { HealthService } from './health.service';

export function healthRoutes({ healthService }: { healthService: HealthService }): RoutesPlugin {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['platform'],
          summary: 'Readiness: the database answers (pinged at most once a second)',
          response: { 200: healthResponseSchema, 503: healthResponseSchema },
        },
      },
      async (_request, reply) => {
        const health = await healthService.check();
        return reply.status(health.status === 'ok' ? 200 : 503).send(health);
      },
    );
    app.get(
      '/health/live',
      {
        schema: {
          tags: ['platform'],
          summary: 'Liveness: the process answers, without a database query',
          response: { 200: livenessResponseSchema },
        },
      },
      async () => healthService.live(),
    );
  };
}
