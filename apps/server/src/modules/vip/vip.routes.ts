import {
  cashbackTermsInputSchema,
  cashbackTermsResponseSchema,
  vipStatusResponseSchema,
} from '@casino/contracts';
import { requirePermission, requirePrincipal } from '../../platform/auth';
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

    app.get(
      '/admin/cashback',
      {
        schema: {
          tags: ['admin'],
          summary: 'The weekly cashback’s terms: base and maximum percent, paid as cash or bonus',
          security: [{ bearer: [] }],
          response: { 200: cashbackTermsResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        requirePermission(request, 'cashback.manage');
        return { status: 'ok' as const, terms: await vipService.cashbackTerms() };
      },
    );

    app.post(
      '/admin/cashback',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Change the weekly cashback’s terms (what is not sent stays); the next run pays by them',
          security: [{ bearer: [] }],
          body: cashbackTermsInputSchema,
          response: { 200: cashbackTermsResponseSchema, ...ERROR_RESPONSES },
        },
      },
      async (request) => {
        const staff = requirePermission(request, 'cashback.manage');
        return {
          status: 'ok' as const,
          terms: await vipService.setCashbackTerms(staff, request.body),
        };
      },
    );
  };
}
