import {
  broadcastingAuthRequestSchema,
  broadcastingAuthResponseSchema,
  errorResponseSchema,
} from '@casino/contracts';
import { requirePrincipal } from '../../platform/auth';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { BroadcastingService } from './broadcasting.service';

export function broadcastingRoutes({
  broadcastingService,
}: {
  broadcastingService: BroadcastingService;
}): RoutesPlugin {
  return async (app) => {
    app.post(
      '/broadcasting/auth',
      {
        schema: {
          tags: ['realtime'],
          summary:
            'Sign a private or presence channel subscription (pusher-js / Laravel Echo channel authorisation)',
          security: [{ bearer: [] }],
          body: broadcastingAuthRequestSchema,
          response: {
            200: broadcastingAuthResponseSchema,
            ...ERROR_RESPONSES,
            403: errorResponseSchema,
          },
        },
      },
      async (request) => broadcastingService.authorize(requirePrincipal(request), request.body),
    );
  };
}
