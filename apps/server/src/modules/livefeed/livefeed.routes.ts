import { liveFeedResponseSchema } from '@casino/contracts';
import type { RoutesPlugin } from '../../platform/routing';
import type { LivefeedService } from './livefeed.service';

export function livefeedRoutes({
  livefeedService,
}: {
  livefeedService: LivefeedService;
}): RoutesPlugin {
  return async (app) => {
    app.get(
      '/livefeed',
      {
        schema: {
          tags: ['livefeed'],
          summary:
            "Latest settled bets: all, high wins, and the caller's own when signed in (spec §7 GET /livefeed)",
          response: { 200: liveFeedResponseSchema },
        },
      },
      async (request) => livefeedService.getFeed(request.principal?.userId ?? null),
    );
  };
}
