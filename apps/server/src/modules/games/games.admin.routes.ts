import {
  adminCategoriesResponseSchema,
  adminCategoryResponseSchema,
  adminCategoryUpdateSchema,
  adminGameResponseSchema,
  adminGamesQuerySchema,
  adminGamesResponseSchema,
  adminGameUpdateSchema,
  adminIdParamsSchema,
  errorResponseSchema,
} from '@casino/contracts';
import { requirePermission } from '../../platform/auth';
import { localeFromHeader } from '../../platform/i18n';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { GamesService } from './games.service';

const secured = { security: [{ bearer: [] }] };
const withNotFound = { ...ERROR_RESPONSES, 404: errorResponseSchema };

/** Back office: the catalog's games and categories (`games.manage`; issue 17). */
export function gamesAdminRoutes({ gamesService }: { gamesService: GamesService }): RoutesPlugin {
  return async (app) => {
    app.get(
      '/admin/games',
      {
        schema: {
          tags: ['admin'],
          summary: 'Every game, disabled ones included, filtered and paged',
          ...secured,
          querystring: adminGamesQuerySchema,
          response: { 200: adminGamesResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        requirePermission(request, 'games.manage');
        const locale = localeFromHeader(request.headers['accept-language']);
        return {
          status: 'ok' as const,
          ...(await gamesService.listAdminGames(request.query, locale)),
        };
      },
    );

    app.patch(
      '/admin/games/:id',
      {
        schema: {
          tags: ['admin'],
          summary: 'Enable or disable, feature, order or categorise a game',
          ...secured,
          params: adminIdParamsSchema,
          body: adminGameUpdateSchema,
          response: { 200: adminGameResponseSchema, ...withNotFound },
        },
      },
      async (request) => {
        const staff = requirePermission(request, 'games.manage');
        const locale = localeFromHeader(request.headers['accept-language']);
        return {
          status: 'ok' as const,
          game: await gamesService.updateAdminGame(staff, request.params.id, request.body, locale),
        };
      },
    );

    app.get(
      '/admin/categories',
      {
        schema: {
          tags: ['admin'],
          summary: "The lobby's categories in menu order, with how many games each holds",
          ...secured,
          response: { 200: adminCategoriesResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        requirePermission(request, 'games.manage');
        const locale = localeFromHeader(request.headers['accept-language']);
        return {
          status: 'ok' as const,
          categories: await gamesService.listAdminCategories(locale),
        };
      },
    );

    app.patch(
      '/admin/categories/:id',
      {
        schema: {
          tags: ['admin'],
          summary: "Move a category in the lobby's menu, or take it in or out of the menu",
          ...secured,
          params: adminIdParamsSchema,
          body: adminCategoryUpdateSchema,
          response: { 200: adminCategoryResponseSchema, ...withNotFound },
        },
      },
      async (request) => {
        const staff = requirePermission(request, 'games.manage');
        const locale = localeFromHeader(request.headers['accept-language']);
        return {
          status: 'ok' as const,
          category: await gamesService.updateAdminCategory(
            staff,
            request.params.id,
            request.body,
            locale,
          ),
        };
      },
    );
  };
}
