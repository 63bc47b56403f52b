import { userResponseSchema } from '@casino/contracts';
import { requirePrincipal } from '../../platform/auth';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { UsersService } from './users.service';

export function usersRoutes({ usersService }: { usersService: UsersService }): RoutesPlugin {
  return async (app) => {
    app.get(
      '/user',
      {
        schema: {
          tags: ['account'],
          summary: 'The logged-in user (spec §7 GET /user)',
          security: [{ bearer: [] }],
          response: { 200: userResponseSchema, 401: ERROR_RESPONSES[401] },
        },
      },
      async (request) => ({
        user: await usersService.getUser(requirePrincipal(request)),
        status: 'ok' as const,
      }),
    );
  };
}
