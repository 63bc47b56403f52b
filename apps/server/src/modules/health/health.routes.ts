import { healthResponseSchema } from '@casino/contracts';
import type { RoutesPlugin } from '../../platform/routing';
import type { HealthService } from './health.service';

export function healthRoutes({ healthService }: { healthService: HealthService }): RoutesPlugin {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['platform'],
          summary: 'Liveness and database status',
          response: { 200: healthResponseSchema, 503: healthResponseSchema },
        },
      },
      async (_request, reply) => {
        const health = await healthService.check();
        return reply.status(health.status === 'ok' ? 200 : 503).send(health);
      },
    );
  };
}
