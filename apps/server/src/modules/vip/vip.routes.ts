import { vipStatusResponseSchema } from '@casino/contracts';
import { requirePrincipal } from '../../platform/auth';
import { localeFromHeader } from '../../platform/i18n';
import { ERROR_RESPONSES, type RoutesPlugin } from '../../platform/routing';
import type { VipService } from './vip.service';

export function vipRoutes({ vipService }: { vipService: VipService }): RoutesPlugin {
  return async (app) => {
    app.get(
      '/user/vip',
      {
        schema: {
          tags: ['account'],
          summary:
            'Your VIP standing: total wagered, level, next level, progress and cashback percent',
          security: [{ bearer: [] }],
          response: { 200: vipStatusResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => ({
        status: 'ok' as const,
        vip: await vipService.status(
          requirePrincipal(request),
          localeFromHeader(request.headers['accept-language']),
        ),
      }),
    );
  };
}
