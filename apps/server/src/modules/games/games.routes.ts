import { categoriesResponseSchema } from '@casino/contracts';
import { localeFromHeader } from '../../platform/i18n';
import type { RoutesPlugin } from '../../platform/routing';
import type { GamesService } from './games.service';

export function gamesRoutes({ gamesService }: { gamesService: GamesService }): RoutesPlugin {
  return async (app) => {
    app.post(
      '/games/categories',
      {
        schema: {
          tags: ['games'],
          summary: 'Game categories (spec §7 POST /games/categories)',
          response: { 200: categoriesResponseSchema },
        },
      },
      async (request) => ({
        categories: await gamesService.listCategories(
          localeFromHeader(request.headers['accept-language']),
        ),
      }),
    );
  };
}
